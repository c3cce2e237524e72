import { apiFile } from '../../../../lib/api-client';

/** GET /admin/customers.csv: one line per customer, as the customers tab lists them. */
export const getCustomersCsv = () => apiFile('/admin/customers.csv');

import { apiFile } from '../../../../lib/api-client';

/** GET /admin/products.csv: the whole catalogue as a spreadsheet opens it. */
export const getProductsCsv = () => apiFile('/admin/products.csv');

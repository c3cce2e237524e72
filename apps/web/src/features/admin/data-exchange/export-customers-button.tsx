import { messages } from '@shop/shared/messages';
import { getCustomersCsv } from './api/get-customers-csv';
import { ExportCsvButton } from './export-csv-button';

/** Every customer downloaded as customers.csv (the roles with exports: it carries what each spent). */
export const ExportCustomersButton = () => (
  <ExportCsvButton read={getCustomersCsv} fileName="customers.csv" label={messages.customers.exportCsv} />
);

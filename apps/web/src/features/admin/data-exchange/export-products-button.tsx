import { messages } from '@shop/shared/messages';
import { getProductsCsv } from './api/get-products-csv';
import { ExportCsvButton } from './export-csv-button';

/** "Export CSV": the whole catalogue downloaded as products.csv. */
export const ExportProductsButton = () => (
  <ExportCsvButton
    read={getProductsCsv}
    fileName="products.csv"
    label={messages.dataExchange.exportProducts}
  />
);

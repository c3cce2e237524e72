import { Download } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from 'sonner';
import { getProductsCsv } from './api/get-products-csv';
import { saveFile } from './save-file';

/** "Export CSV": the whole catalogue downloaded as products.csv (the admin API needs the token). */
export function ExportProductsButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getProductsCsv(), 'products.csv');
    } catch (error) {
      toast.error(failureText(error, messages.dataExchange.exportFailed, 'said'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} py-2`}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className="size-4" />
      {messages.dataExchange.exportProducts}
    </button>
  );
}

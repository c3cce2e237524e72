import { Download } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from 'sonner';
import { getCustomersCsv } from './api/get-customers-csv';
import { saveFile } from './save-file';

/** Every customer downloaded as customers.csv (the roles with exports: it carries what each spent). */
export function ExportCustomersButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getCustomersCsv(), 'customers.csv');
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
      {messages.customers.exportCsv}
    </button>
  );
}

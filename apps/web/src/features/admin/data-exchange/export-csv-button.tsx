import { Download } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from 'sonner';
type Props = {
  /** Reads the file from the admin API (it needs the token). */
  read: () => Promise<Blob>;
  fileName: string;
  label: string;
};
import { saveFile } from './save-file';

/** A button that downloads one of the admin's CSV exports, saying so when it fails. */
export function ExportCsvButton({ read, fileName, label }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await read(), fileName);
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
      {label}
    </button>
  );
}

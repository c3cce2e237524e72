import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { fieldStyles } from '../../../components/form/field-styles';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from 'sonner';
import { getOrdersCsv } from './api/get-orders-csv';
import { saveFile } from './save-file';
import { shopDay } from '@shop/shared/dates/shop-time';

/** A day as YYYY-MM-DD in Lagos (the shop's days; the CSV's range is Lagos days too). */
/** "Export orders CSV" for a range of days, the last 30 by default; the server checks the range. */
export function OrdersCsvExport() {
  const id = useId();
  const [from, setFrom] = useState(() => shopDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => shopDay(new Date()));
  const [busy, setBusy] = useState(false);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      saveFile(await getOrdersCsv(from, to), `orders-${from}-to-${to}.csv`);
    } catch (error) {
      toast.error(failureText(error, messages.dataExchange.exportFailed, 'said'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void download(e)}
      className="flex flex-wrap items-end gap-3"
      aria-label="Orders CSV"
    >
      <div>
        <label htmlFor={`${id}-from`} className={fieldStyles.label}>
          {messages.dataExchange.ordersFrom}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          required
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className={`${fieldStyles.box} py-2`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={fieldStyles.label}>
          {messages.dataExchange.ordersTo}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className={`${fieldStyles.box} py-2`}
        />
      </div>
      <button type="submit" className={`${buttonStyles.secondary} py-2`} disabled={busy} aria-busy={busy}>
        <Download aria-hidden="true" className="size-4" />
        {messages.dataExchange.exportOrders}
      </button>
    </form>
  );
}

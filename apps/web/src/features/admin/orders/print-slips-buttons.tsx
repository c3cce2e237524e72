import { Printer } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { toast } from '../../../lib/lazy-sonner';
import { getPackingSlips, type SlipSize } from './api/get-packing-slips';
import { useCan } from '../shell/use-staff-permission';

/**
 * Opens the slips' PDF in a new tab for the browser's print dialog. The admin API needs the bearer
 * token, so the PDF is fetched and shown from memory; the tab opens at the click, before the
 * fetch, so no pop-up blocker stops it.
 */
async function openSlips(ids: string[], size: SlipSize) {
  const tab = window.open('', '_blank');
  try {
    const pdf = await getPackingSlips(ids, size);
    const url = URL.createObjectURL(pdf);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    toast.error(failureText(error, messages.somethingWentWrong, 'said'));
  }
}

/** "Print packing slip(s)" on A4, and the same for an 80 mm receipt printer. */
export function PrintSlipsButtons({ ids, label }: { ids: string[]; label?: string }) {
  const maySlip = useCan()('slips');
  const [busy, setBusy] = useState(false);
  const text = label ?? (ids.length === 1 ? messages.paper.printSlip : messages.paper.printSlips);
  const print = (size: SlipSize) => {
    setBusy(true);
    void openSlips(ids, size).finally(() => setBusy(false));
  };
  const button =
    'inline-flex items-center gap-2 rounded-full border border-plum/30 px-4 py-2 text-sm font-semibold hover:bg-nude focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:opacity-50';
  // Support reads orders but prints no slips.
  if (!maySlip) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={button}
        disabled={busy || ids.length === 0}
        onClick={() => print('a4')}
      >
        <Printer aria-hidden="true" className="size-4" />
        {text}
      </button>
      <button
        type="button"
        className={button}
        disabled={busy || ids.length === 0}
        onClick={() => print('80mm')}
        aria-label={`${text} (${messages.paper.printSlips80} receipt printer)`}
      >
        {messages.paper.printSlips80}
      </button>
    </div>
  );
}

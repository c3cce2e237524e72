import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { myDataFileName, type MyDataFormat } from '@shop/shared/auth/my-data-schemas';
import { myDataMessages } from '@shop/shared/trust-pages/trust-page-messages';
import { failureText } from '../../../components/failure-text';
import { buttonStyles } from '../../../components/ui/button-styles';
import { shopConfig } from '../../../lib/shop-config';
import { toast } from '../../../lib/lazy-sonner';
import { getMyData } from '../api/get-my-data';

const say = myDataMessages;

/**
 * "Download my data" (the NDPA's right of access, decision 56): the API needs the sign-in, so the
 * file is fetched and then saved under the shop's name for it.
 */
export function MyDataDownload() {
  const [busy, setBusy] = useState<MyDataFormat | null>(null);

  const take = async (format: MyDataFormat) => {
    setBusy(format);
    try {
      const file = await getMyData(format);
      const url = URL.createObjectURL(file);
      const day = new Date().toISOString().slice(0, 10);
      const name = myDataFileName(shopConfig.shopName, day, format);
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(failureText(error, say.failed, 'said'));
    } finally {
      setBusy(null);
    }
  };

  const button = (format: MyDataFormat, label: string) => (
    <button
      type="button"
      onClick={() => void take(format)}
      disabled={busy !== null}
      aria-busy={busy === format}
      className={buttonStyles.secondary}
    >
      {busy === format ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-5" />
      )}
      {label}
    </button>
  );

  return (
    <section
      aria-labelledby="my-data-heading"
      className="flex flex-col gap-4 rounded-[12px] bg-nude p-5 sm:p-8"
    >
      <h2 id="my-data-heading" className="font-display text-2xl">
        {say.title}
      </h2>
      <p className="max-w-2xl">{say.intro}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {button('json', say.json)}
        {button('csv', say.csv)}
      </div>
    </section>
  );
}

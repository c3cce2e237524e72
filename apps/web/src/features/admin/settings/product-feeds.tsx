import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { TextField } from '../../../components/form/text-field';
import { buttonStyles } from '../../../components/ui/button-styles';

type Feeds = { meta: string; google: string };

/**
 * The product feeds' addresses (GET /feeds/meta.csv and /feeds/google.xml), each with where to
 * paste it, so the shop's products, prices and stock show in Instagram's and WhatsApp's catalogues
 * and in Google Shopping without typing them there again.
 */
export function ProductFeeds({ feeds }: { feeds: Feeds }) {
  const lines = [
    {
      key: 'meta',
      label: messages.settings.metaFeed,
      where: messages.settings.metaWhere,
      url: feeds.meta,
      name: 'Meta',
    },
    {
      key: 'google',
      label: messages.settings.googleFeed,
      where: messages.settings.googleWhere,
      url: feeds.google,
      name: 'Google',
    },
  ];
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(messages.settings.copied),
      // No clipboard (an http page, an old browser): the field is selectable by hand.
      () => undefined,
    );
  return (
    <section aria-labelledby="settings-feeds" className="space-y-3">
      <h2 id="settings-feeds" className="font-display text-2xl">
        {messages.settings.feedsTitle}
      </h2>
      <p className="text-sm text-plum/80">{messages.settings.feedsIntro}</p>
      {lines.map((line) => (
        <TextField
          key={line.key}
          label={line.label}
          value={line.url}
          readOnly
          hint={line.where}
          onFocus={(event) => event.currentTarget.select()}
          trailing={
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={messages.settings.copyAddress(line.name)}
              onClick={() => void copy(line.url)}
            >
              <Copy className="size-4" aria-hidden="true" />
            </button>
          }
        />
      ))}
    </section>
  );
}

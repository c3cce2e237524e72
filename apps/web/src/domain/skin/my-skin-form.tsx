import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import {
  SKIN_CONCERNS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  inListOrder,
  type SkinProfile,
  type SkinType,
} from '@shop/shared/products/skin';
import { refused } from '../../components/form/form-outcome';
import { SubmitButton } from '../../components/form/submit-button';
import { Spinner } from '../../components/ui/spinner';
import { useApiRead } from '../../lib/use-api-read';
import { getMySkin, saveMySkin } from './api/my-skin';
import { readSkinInBrowser, writeSkinInBrowser } from './skin-in-browser';

/**
 * "My skin": the shopper's skin type (one) and concerns (any). Signed in, it is kept on her account
 * (and copied to this browser); a guest's stays in this browser only. Decision 58.
 */
export function MySkinForm({ signedIn }: { signedIn: boolean }) {
  // What she saved here since, over what was read (her account's, or this browser's as a guest).
  const [saved, setSaved] = useState<SkinProfile | null>(null);
  const read = useApiRead(signedIn ? 'my-skin' : null, (signal) =>
    getMySkin(signal).then((kept) => (writeSkinInBrowser(kept), kept)),
  );
  const skin = saved ?? (signedIn ? (read.data ?? null) : readSkinInBrowser());
  const failed = read.error !== undefined;

  return (
    <section aria-labelledby="my-skin-heading" className="flex flex-col gap-4">
      <h2 id="my-skin-heading" className="font-display text-2xl">
        My skin
      </h2>
      <p className="text-sm text-plum/80">
        Tell us about your skin and the home page shows what is top-rated for it.
      </p>
      {failed && <p role="alert">{messages.skin.loadFailed}</p>}
      {!skin && !failed && <Spinner label="Loading your skin…" />}
      {skin && <SkinChoices initial={skin} signedIn={signedIn} onSaved={setSaved} />}
    </section>
  );
}

function SkinChoices({
  initial,
  signedIn,
  onSaved,
}: {
  initial: SkinProfile;
  signedIn: boolean;
  onSaved: (skin: SkinProfile) => void;
}) {
  const [skinType, setSkinType] = useState<SkinType | null>(initial.skinType);
  const [concerns, setConcerns] = useState(initial.concerns);
  const [busy, setBusy] = useState(false);
  const name = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const chosen = { skinType, concerns };
    setBusy(true);
    try {
      const saved = signedIn ? await saveMySkin(chosen) : chosen;
      writeSkinInBrowser(saved);
      onSaved(saved);
      toast.success(messages.skin.saved);
    } catch (error) {
      // refused() says why in a toast (the server's message, else ours).
      refused(error, messages.skin.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby="my-skin-heading" className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">My skin type</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {[null, ...SKIN_TYPES].map((t) => (
            <label key={t ?? 'none'} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                checked={skinType === t}
                onChange={() => setSkinType(t)}
                className="size-5 accent-plum"
              />
              {t === null ? 'Not sure' : SKIN_TYPE_LABELS[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">My skin concerns</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {SKIN_CONCERNS.map((c) => (
            <label key={c} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={concerns.includes(c)}
                onChange={(e) =>
                  setConcerns(
                    inListOrder(
                      SKIN_CONCERNS,
                      e.target.checked ? [...concerns, c] : concerns.filter((x) => x !== c),
                    ),
                  )
                }
                className="size-5 accent-plum"
              />
              {SKIN_CONCERN_LABELS[c]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>Save my skin</SubmitButton>
      </div>
    </form>
  );
}

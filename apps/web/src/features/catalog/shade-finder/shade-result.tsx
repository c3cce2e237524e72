import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shadeParam, shadeProfileLabel, type ShadeProfile } from '@shop/shared/products/shade';
import { shadeMessages as m } from '@shop/shared/products/shade-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { saveMyShade } from '../../../domain/shade/save-my-shade';
import { SkinPatch } from './skin-pictures';

/**
 * Her shade, kept as soon as it shows (in this browser, and on her account when signed in), with
 * the way on: the face makeup in her shade, back to the product she came from, or again.
 */
export function ShadeResult({ profile, product }: { profile: ShadeProfile; product: string }) {
  const user = useSessionUser();
  const [kept, setKept] = useState<'account' | 'browser' | null>(null);
  const { depth, undertone } = profile;
  useEffect(() => {
    saveMyShade({ depth, undertone }).then(
      () => setKept(user ? 'account' : 'browser'),
      () => setKept('browser'),
    );
  }, [depth, undertone, user]);

  return (
    <section aria-labelledby="your-shade" className="mt-6 rounded-[12px] bg-nude p-5">
      <div className="flex items-center gap-4">
        <SkinPatch depth={depth} undertone={undertone} size={88} />
        <div>
          <h2 id="your-shade" className="text-sm font-semibold uppercase tracking-wide text-plum/80">
            {m.resultTitle}
          </h2>
          <p className="font-display text-2xl text-plum">{shadeProfileLabel(profile)}</p>
          <p role="status" className="min-h-5 text-sm text-leaf">
            {kept === 'account' ? m.saved : kept === 'browser' ? m.savedHere : ''}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {product ? (
          <Link
            to={`/product/${encodeURIComponent(product)}`}
            className={`${buttonStyles.primary} text-center`}
          >
            {m.backToProduct}
          </Link>
        ) : null}
        <Link
          to={`/makeup?type=face&shade=${shadeParam(profile)}`}
          className={`${product ? buttonStyles.secondary : buttonStyles.primary} text-center`}
        >
          {m.shopMyShade}
        </Link>
        <Link
          to={`/shade-finder${product ? `?product=${encodeURIComponent(product)}` : ''}`}
          className="min-h-11 content-center text-center font-semibold text-rose-dark underline"
        >
          {m.retake}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { UNDERTONES, UNDERTONE_CUES, UNDERTONE_LABELS, type SkinDepth } from '@shop/shared/products/shade';
import { shadeMessages as m } from '@shop/shared/products/shade-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ChoiceCard } from './choice-card';
import { WristPicture } from './skin-pictures';

/** Step 2: four undertones, each her own depth's wrist with its veins and bangle. */
export function UndertoneStep({ depth, product }: { depth: SkinDepth; product: string }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-plum">{m.undertoneStep}</legend>
      <p className="mb-4 text-sm text-plum/80">{m.undertoneHint}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {UNDERTONES.map((undertone) => (
          <ChoiceCard
            key={undertone}
            name="undertone"
            value={undertone}
            picture={<WristPicture depth={depth} undertone={undertone} />}
            title={UNDERTONE_LABELS[undertone]}
            detail={UNDERTONE_CUES[undertone]}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className={`${buttonStyles.primary} w-full px-6 sm:w-auto`}>
          {m.seeMyShade}
        </button>
        <Link
          to={`/shade-finder${product ? `?product=${encodeURIComponent(product)}` : ''}`}
          className="min-h-11 content-center font-semibold text-rose-dark underline"
        >
          {m.back}
        </Link>
      </div>
    </fieldset>
  );
}

import { SKIN_DEPTHS, SKIN_DEPTH_LABELS } from '@shop/shared/products/shade';
import { shadeMessages as m } from '@shop/shared/products/shade-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ChoiceCard } from './choice-card';
import { SkinPatch } from './skin-pictures';

/** Step 1: seven depths, each a patch of skin, the deep end in three steps. */
export function DepthStep() {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-plum">{m.depthStep}</legend>
      <p className="mb-4 text-sm text-plum/80">{m.depthHint}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {SKIN_DEPTHS.map((depth) => (
          <ChoiceCard
            key={depth}
            name="depth"
            value={depth}
            picture={<SkinPatch depth={depth} size={56} />}
            title={SKIN_DEPTH_LABELS[depth]}
          />
        ))}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-6 w-full px-6 sm:w-auto`}>
        {m.next}
      </button>
    </fieldset>
  );
}

import { SKIN_TYPES, SKIN_TYPE_LABELS, isSkinType, type SkinType } from '@shop/shared/products/skin';
import { SelectField } from '../../../components/form/select-field';

/**
 * The reviewer's skin type, shown with her review so shoppers can read reviews by skin like
 * theirs (decision 61). Optional; the signed-in form starts at the type her account keeps.
 */
export function ReviewSkinSelect({
  value,
  onChange,
}: {
  value: SkinType | null;
  onChange: (value: SkinType | null) => void;
}) {
  return (
    <SelectField
      label="Your skin type (optional)"
      name="skinType"
      value={value ?? ''}
      onChange={(e) => onChange(isSkinType(e.target.value) ? e.target.value : null)}
      className="flex max-w-xs flex-col gap-1"
    >
      <option value="">Prefer not to say</option>
      {SKIN_TYPES.map((type) => (
        <option key={type} value={type}>
          {SKIN_TYPE_LABELS[type]}
        </option>
      ))}
    </SelectField>
  );
}

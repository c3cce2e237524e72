import { TRANSPORT_OPTIONS } from '@shop/shared/checkout/transport';
import { formatNaira, koboToNaira } from '@shop/shared/money';

/** The spec's transport options as a radio group; arrow keys move between them. */
export function TransportChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-plum">Delivery by</legend>
      <div className="grid gap-2">
        {TRANSPORT_OPTIONS.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-[12px] border border-plum/20 bg-white px-4 py-3 transition-colors duration-150 has-[:checked]:border-plum has-[:checked]:bg-nude-deep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose"
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="transportOption"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="size-4 accent-plum focus-visible:outline-none"
              />
              <span className="font-medium">{option.label}</span>
            </span>
            <span className="font-semibold">{formatNaira(koboToNaira(option.costKobo))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

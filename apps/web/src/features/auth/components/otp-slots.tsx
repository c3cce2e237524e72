import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { OTP_LENGTH } from '@shop/shared/auth/reset-schemas';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
};

function Slot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      className={`relative grid h-12 w-10 place-items-center rounded-[10px] border-2 bg-white font-display text-2xl text-plum transition-colors duration-150 sm:h-14 sm:w-12 ${
        isActive ? 'border-rose' : invalid ? 'border-alert' : 'border-field'
      }`}
    >
      {char}
      {hasFakeCaret && <span className="absolute h-6 w-0.5 animate-pulse bg-plum" />}
    </div>
  );
}

/**
 * The 6-slot code input in two groups of three. input-otp keeps one real input under the
 * slots, so a screen reader meets one labelled field, paste and one-time-code autofill work, and
 * the slots are only its picture.
 */
export function OtpSlots({ id, value, onChange, describedBy, invalid = false }: Props) {
  return (
    <OTPInput
      id={id}
      name="code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={onChange}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      containerClassName="flex items-center justify-center gap-2 sm:gap-3 has-[:disabled]:opacity-50"
      render={({ slots }) => (
        <>
          <div className="flex gap-1.5 sm:gap-2" aria-hidden="true">
            {slots.slice(0, 3).map((slot, i) => (
              <Slot key={i} {...slot} invalid={invalid} />
            ))}
          </div>
          <span className="h-0.5 w-3 rounded bg-plum/40" aria-hidden="true" />
          <div className="flex gap-1.5 sm:gap-2" aria-hidden="true">
            {slots.slice(3).map((slot, i) => (
              <Slot key={i + 3} {...slot} invalid={invalid} />
            ))}
          </div>
        </>
      )}
    />
  );
}

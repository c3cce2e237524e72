import type { ReactNode } from 'react';

/**
 * One answer of a finder step: a radio whose label is the picture and its words, a ring when
 * chosen, the whole card the tap target.
 */
export function ChoiceCard({
  name,
  value,
  picture,
  title,
  detail,
}: {
  name: string;
  value: string;
  picture: ReactNode;
  title: string;
  detail?: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-4 rounded-[12px] border-2 border-transparent bg-nude p-3 transition-shadow duration-150 has-[:checked]:border-plum has-[:checked]:bg-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose">
      <input type="radio" name={name} value={value} required className="sr-only" />
      {picture}
      <span className="flex flex-col">
        <span className="font-semibold text-plum">{title}</span>
        {detail && <span className="text-sm text-plum/80">{detail}</span>}
      </span>
    </label>
  );
}

// Field looks shared by the admin forms: a visible label above a roomy, rounded input.

export const labelClass = 'mb-1 block text-sm font-semibold text-plum';
export const inputClass =
  'block w-full rounded-[12px] border border-field bg-white px-4 py-3 text-base text-plum placeholder:text-plum/50 focus:border-rose focus:outline-none focus-visible:outline-3 focus-visible:outline-rose';

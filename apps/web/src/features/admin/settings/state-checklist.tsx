import { useId, useState } from 'react';
import { NIGERIAN_STATES } from '@shop/shared/locations/nigeria';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';

const ALL = NIGERIAN_STATES.map((s) => s.name);

/**
 * The 37 states as checkboxes named `name`, with a box that narrows the list as you type. A state
 * hidden by the search stays in the form, so a search never drops a chosen state.
 */
export function StateChecklist({
  name,
  legend,
  initial,
  error,
}: {
  name: string;
  legend: string;
  initial: readonly string[];
  error?: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = ALL.filter((s) => s.toLowerCase().includes(term));

  const toggle = (state: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(state);
      else next.delete(state);
      return next;
    });

  return (
    <fieldset className="space-y-3">
      <legend className={fieldStyles.label}>
        {legend} <span className="font-normal text-plum/80">({chosen.size} chosen)</span>
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-search`} className="mb-1 block text-sm text-plum/80">
            Find a state
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            // Enter in the search box narrows the list; it must not save the form.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            className={fieldStyles.box}
          />
        </div>
        <button
          type="button"
          onClick={() => setChosen(new Set(ALL))}
          className="min-h-11 rounded-full border-2 border-plum px-4 text-sm font-semibold hover:bg-plum hover:text-ivory"
        >
          Choose all states
        </button>
        <button
          type="button"
          onClick={() => setChosen(new Set())}
          className="min-h-11 rounded-full border-2 border-plum px-4 text-sm font-semibold hover:bg-plum hover:text-ivory"
        >
          Clear states
        </button>
      </div>
      <ul className="grid max-h-72 grid-cols-1 gap-x-4 overflow-y-auto rounded-[12px] border border-field bg-white p-3 sm:grid-cols-2 lg:grid-cols-3">
        {ALL.map((state) => (
          <li key={state} hidden={!shown.includes(state)}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name={name}
                value={state}
                checked={chosen.has(state)}
                onChange={(e) => toggle(state, e.target.checked)}
                className="size-5 accent-plum"
                {...describedProps(id, error)}
              />
              {state}
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="text-sm text-plum/80">No state matches “{search.trim()}”.</p>}
      <FieldError fieldId={id} message={error} />
    </fieldset>
  );
}

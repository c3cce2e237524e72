import { useId, useState } from 'react';
import type { DeliveryArea, DeliveryWhere } from '@shop/shared/delivery/delivery-options';
import { NIGERIAN_STATES, lgasOf } from '@shop/shared/locations/nigeria';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import { StateChecklist } from '../settings/state-checklist';

const AREAS: { value: DeliveryArea; label: string }[] = [
  { value: 'everywhere', label: 'Every state' },
  { value: 'states', label: 'Chosen states' },
  { value: 'lgas', label: 'Chosen LGAs of one state' },
];

/**
 * Where an option is offered: every state, chosen states (the 37 as a checklist), or chosen LGAs
 * of one state (its LGAs as checkboxes). Sent as `area`, `states` and `lgas` form fields.
 */
export function DeliveryWhereFields({
  initial,
  errors,
}: {
  initial: DeliveryWhere;
  errors: { states?: string; lgas?: string };
}) {
  const id = useId();
  const [area, setArea] = useState<DeliveryArea>(initial.area);
  const [lgaState, setLgaState] = useState(initial.area === 'lgas' ? (initial.states[0] ?? '') : '');
  const lgas = lgaState ? lgasOf(lgaState) : [];
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className={fieldStyles.label}>Offered in</legend>
        <div className="flex flex-wrap gap-x-6">
          {AREAS.map((a) => (
            <label key={a.value} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="area"
                value={a.value}
                checked={area === a.value}
                onChange={() => setArea(a.value)}
                className="size-5 accent-plum"
              />
              {a.label}
            </label>
          ))}
        </div>
      </fieldset>
      {area === 'states' && (
        <StateChecklist
          name="states"
          legend="States"
          initial={initial.area === 'states' ? initial.states : []}
          error={errors.states}
        />
      )}
      {area === 'lgas' && (
        <>
          <div>
            <label htmlFor={`${id}-state`} className={fieldStyles.label}>
              State
            </label>
            <select
              id={`${id}-state`}
              name="states"
              value={lgaState}
              onChange={(e) => setLgaState(e.target.value)}
              className={fieldStyles.box}
              {...describedProps(`${id}-state`, errors.states)}
            >
              <option value="">Choose a state</option>
              {NIGERIAN_STATES.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
            <FieldError fieldId={`${id}-state`} message={errors.states} />
          </div>
          {lgaState && (
            <fieldset>
              <legend className={fieldStyles.label}>LGAs of {lgaState}</legend>
              <ul className="grid max-h-72 grid-cols-1 gap-x-4 overflow-y-auto rounded-[12px] border border-field bg-white p-3 sm:grid-cols-2">
                {lgas.map((lga) => (
                  <li key={lga}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3">
                      <input
                        type="checkbox"
                        name="lgas"
                        value={lga}
                        defaultChecked={initial.area === 'lgas' && initial.lgas.includes(lga)}
                        className="size-5 accent-plum"
                        {...describedProps(`${id}-lgas`, errors.lgas)}
                      />
                      {lga}
                    </label>
                  </li>
                ))}
              </ul>
              <FieldError fieldId={`${id}-lgas`} message={errors.lgas} />
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { messages } from '@shop/shared/messages';
import type { FieldErrors } from './field-errors';
import { refused, TOASTED, type ToastedErrors } from './form-outcome';

export type FormValues = Record<string, string>;

/** The form's text values by field name (files and repeated names are not read). */
export function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] ??= value;
  return values;
}

/**
 * The one way a form of the shop is sent: the submit reads the form's values and hands them to
 * `send`, which checks them (a shared schema), calls the API and answers with the messages to
 * show by the fields (none when it went through). `busy` is React's own pending state of that
 * work, so no form sets a flag by hand and the button cannot be pressed twice.
 */
export function useFormSubmit(
  send: (values: FormValues, form: HTMLFormElement) => Promise<FieldErrors | void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, startTransition] = useTransition();
  const sent = useRef<HTMLFormElement | null>(null);

  // Take the keyboard to the field the toast names (a form whose rules run in another order than
  // its fields, as the checkout's, toasts the first rule: the shopper is taken there, not to a
  // field the toast does not mention), else to the first marked one in the form's order; in a
  // marked group of choices, its chosen one or else its first.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const marks = [...(sent.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])];
    const said = (errors as ToastedErrors)[TOASTED];
    const named = Object.entries(errors).find(([, message]) => message === said)?.[0];
    const nameOf = (m: HTMLElement) =>
      m.getAttribute('name') ?? m.querySelector('[name]')?.getAttribute('name');
    const marked = marks.find((m) => named !== undefined && nameOf(m) === named) ?? marks[0];
    const field = marked?.matches('fieldset, [role="radiogroup"]')
      ? marked.querySelector<HTMLElement>('input:checked, input, select, textarea')
      : marked;
    field?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    sent.current = form;
    startTransition(async () => {
      // A failure `send` did not expect still ends in a toast, never in the page's error screen.
      const next =
        (await send(formValues(form), form).catch((error: unknown) =>
          refused(error, messages.somethingWentWrong),
        )) ?? {};
      startTransition(() => setErrors(next));
    });
  };

  return { errors, busy, onSubmit, setErrors };
}

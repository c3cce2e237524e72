import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { FieldErrors } from '../../components/form/field-errors';
import { ApiError } from '../../lib/api-client';
import { INTENT_FIELD, TARGET_FIELD, type AdminActionResult, type AdminIntent } from './admin-action';

/**
 * Sends a change through /admin's action. `busy` is the submission's own state; `onResult` runs
 * once per answer (the toasts and what follows a save).
 */
export function useAdminAction(onResult: (result: AdminActionResult) => void) {
  const fetcher = useFetcher<AdminActionResult>();
  const handled = useRef<AdminActionResult | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onResult(fetcher.data);
  }, [fetcher.state, fetcher.data, onResult]);

  const send = (intent: AdminIntent, form: FormData, targetId?: string) => {
    form.set(INTENT_FIELD, intent);
    if (targetId) form.set(TARGET_FIELD, targetId);
    void fetcher.submit(form, { method: 'post', action: '/admin', encType: 'multipart/form-data' });
  };

  return { send, busy: fetcher.state !== 'idle' };
}

/** The server's 400 names the field it refused; the form shows the message by that field too. */
export function serverFieldError(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const field = error.body.field;
  return typeof field === 'string' ? { [field]: error.message } : {};
}

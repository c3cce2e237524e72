import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { ImportResultSchema, type ImportResult } from '@shop/shared/admin/import-schemas';
import { messages } from '@shop/shared/messages';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import { refuse, refused } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { Dialog } from '../../../components/ui/dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api-client';
import { toast } from 'sonner';
import { importProducts } from './api/import-products';
import { useAdminSession } from '../shell/use-admin-session';
import { ImportErrorsTable } from './import-errors-table';

const fileInput = `${fieldStyles.box} file:mr-3 file:rounded-full file:border-0 file:bg-plum file:px-4 file:py-2 file:text-ivory`;

/** The files the check was made of: the import sends these, so what was checked is what is applied. */
type Checked = { result: ImportResult; form: FormData };

/** A real import refused with the file's errors (a 400 carrying them), read as a check's answer. */
function refusedWithErrors(error: unknown): ImportResult | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = ImportResultSchema.safeParse(error.body);
  return parsed.success && parsed.data.errors.length > 0 ? parsed.data : null;
}

/**
 * The products import: choose the CSV (and a zip of pictures), "Check file" runs the dry run and
 * shows what the file would do and its errors by row; "Import" appears only for a file without
 * errors, and applies exactly the files checked. Choosing another file asks for a new check.
 */
export function ImportProductsDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: () => void;
}) {
  const id = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [importing, startImport] = useTransition();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const { hasToken } = useAdminSession();

  const show = setChecked;
  // The answer is read next: take the keyboard (and a screen reader) to it.
  useEffect(() => {
    if (checked) resultRef.current?.focus();
  }, [checked]);

  const { errors, busy, onSubmit, setErrors } = useFormSubmit(async (_values, form) => {
    const chosen = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];
    const csv = chosen('file');
    if (!csv || csv.size === 0)
      return refuse(messages.dataExchange.chooseCsv, { file: messages.dataExchange.chooseCsv });
    const data = new FormData();
    data.append('file', csv, csv.name);
    const zip = chosen('images');
    if (zip && zip.size > 0) data.append('images', zip, zip.name);
    if (!hasToken()) return;
    try {
      show({ result: await importProducts(data, true), form: data });
    } catch (error) {
      setChecked(null);
      return refused(error, messages.somethingWentWrong);
    }
  });

  const runImport = () => {
    if (!checked || !hasToken()) return;
    startImport(async () => {
      const toastId = toast.loading(messages.dataExchange.importing);
      try {
        const result = await importProducts(checked.form, false);
        toast.success(messages.dataExchange.imported(result.created, result.updated), { id: toastId });
        onImported();
      } catch (error) {
        const withErrors = refusedWithErrors(error);
        if (withErrors) show({ result: withErrors, form: checked.form });
        setErrors(refused(error, messages.somethingWentWrong, { toastId }));
      }
    });
  };

  const result = checked?.result;
  const fileChanged = () => {
    setChecked(null);
    setErrors({});
  };

  return (
    <Dialog
      title={messages.dataExchange.importTitle}
      description={messages.dataExchange.importHint}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-file`} className={fieldStyles.label}>
            {messages.dataExchange.csvLabel}
          </label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,text/csv"
            onChange={fileChanged}
            className={fileInput}
            {...describedProps(`${id}-file`, errors.file)}
          />
          <FieldError fieldId={`${id}-file`} message={errors.file} />
        </div>
        <div>
          <label htmlFor={`${id}-images`} className={fieldStyles.label}>
            {messages.dataExchange.zipLabel}
          </label>
          <p id={`${id}-images-hint`} className="mb-1 text-sm text-plum/80">
            {messages.dataExchange.zipHint}
          </p>
          <input
            id={`${id}-images`}
            name="images"
            type="file"
            accept=".zip,application/zip"
            onChange={fileChanged}
            className={fileInput}
            {...describedProps(`${id}-images`, errors.images, true)}
          />
          <FieldError fieldId={`${id}-images`} message={errors.images} />
        </div>
        <button
          type="submit"
          disabled={busy || importing}
          aria-busy={busy}
          className={`${buttonStyles.secondary} w-full`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {busy ? messages.dataExchange.checking : messages.dataExchange.checkFile}
        </button>
      </form>
      {result && (
        <section aria-labelledby={`${id}-result`} className="mt-6 space-y-3">
          <h3 id={`${id}-result`} ref={resultRef} tabIndex={-1} className="font-display text-lg font-bold">
            {messages.dataExchange.summary(result.created, result.updated)}
          </h3>
          {result.unchanged > 0 && <p>{messages.dataExchange.unchanged(result.unchanged)}</p>}
          {result.errors.length === 0 ? (
            <>
              <p>{messages.dataExchange.noErrors}</p>
              <button
                type="button"
                onClick={runImport}
                disabled={importing}
                aria-busy={importing}
                className={`${buttonStyles.primary} w-full`}
              >
                {importing && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
                {messages.dataExchange.importNow}
              </button>
            </>
          ) : (
            <>
              <p className="font-semibold text-alert">
                {messages.dataExchange.errorCount(result.errors.length)}
              </p>
              <ImportErrorsTable errors={result.errors} />
            </>
          )}
        </section>
      )}
    </Dialog>
  );
}

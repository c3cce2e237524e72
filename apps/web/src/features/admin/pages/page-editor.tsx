import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ordinalDate, shopTime } from '@shop/shared/dates/shop-time';
import { trustPageMessages } from '@shop/shared/trust-pages/trust-page-messages';
import { PAGE_TEXT_MAX, type AdminTrustPage } from '@shop/shared/trust-pages/trust-page-schemas';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import { refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useAdminSession } from '../shell/use-admin-session';
import { saveTrustPage } from './api/save-trust-page';

const say = trustPageMessages;

/** One trust page's text: edit, start again from the suggested text, save (audited on the server). */
export function PageEditor({ initial }: { initial: AdminTrustPage }) {
  const { hasToken } = useAdminSession();
  const [page, setPage] = useState(initial);
  const [text, setText] = useState(initial.body);
  const id = useId();
  const { busy, errors, onSubmit } = useFormSubmit(async () => {
    if (!hasToken()) return;
    try {
      const saved = await saveTrustPage(page.slug, { body: text });
      setPage(saved);
      setText(saved.body);
      toast.success(say.saved(saved.title));
    } catch (error) {
      return refused(error, say.saveFailed, { fields: { body: 'body' } });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-plum/80">
        {page.updatedAt
          ? say.lastSaved(
              page.updatedBy ?? 'an admin',
              `${ordinalDate(page.updatedAt)} at ${shopTime(page.updatedAt)}`,
            )
          : say.notSavedYet}
      </p>
      <div>
        <label htmlFor={id} className={fieldStyles.label}>
          {say.pageLabel}: {page.title}
        </label>
        <textarea
          id={id}
          name="body"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={PAGE_TEXT_MAX}
          rows={18}
          className={`${fieldStyles.box} font-mono text-sm leading-relaxed`}
          {...describedProps(id, errors.body, true)}
        />
        <p id={`${id}-hint`} className="mt-1 pl-1 text-xs text-plum/80">
          {say.pageHint}
        </p>
        <FieldError fieldId={id} message={errors.body} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:w-48">
          <SubmitButton busy={busy}>Save page</SubmitButton>
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={text === page.startingText}
          onClick={() => setText(page.startingText)}
        >
          {say.useStartingText}
        </button>
        <a
          href={`/${page.slug}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center font-semibold text-rose underline underline-offset-2"
        >
          {say.view}
        </a>
      </div>
    </form>
  );
}

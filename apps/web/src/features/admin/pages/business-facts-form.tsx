import { toast } from 'sonner';
import { trustPageMessages } from '@shop/shared/trust-pages/trust-page-messages';
import { BusinessFactsSchema, type BusinessFacts } from '@shop/shared/trust-pages/trust-page-schemas';
import { refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useAdminSession } from '../shell/use-admin-session';
import { saveBusinessFacts } from './api/save-business-facts';

const say = trustPageMessages;

/** The registered details the about page shows where filled: name, address, CAC RC number, NAFDAC. */
export function BusinessFactsForm({ initial }: { initial: BusinessFacts }) {
  const { hasToken } = useAdminSession();
  const { busy, errors, onSubmit } = useFormSubmit(async (values) => {
    if (!hasToken()) return;
    try {
      await saveBusinessFacts(BusinessFactsSchema.parse(values));
      toast.success(say.businessSaved);
    } catch (error) {
      return refused(error, say.saveFailed);
    }
  });
  return (
    <section aria-labelledby="business-facts-title" className="space-y-3">
      <h2 id="business-facts-title" className="font-display text-2xl">
        {say.businessTitle}
      </h2>
      <p className="text-sm text-plum/80">{say.businessIntro}</p>
      <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
        <TextField
          name="legalName"
          label={say.legalName}
          defaultValue={initial.legalName}
          maxLength={200}
          error={errors.legalName}
        />
        <TextField
          name="address"
          label={say.address}
          defaultValue={initial.address}
          maxLength={300}
          autoComplete="street-address"
          error={errors.address}
        />
        <TextField
          name="cacRcNumber"
          label={say.cacRcNumber}
          defaultValue={initial.cacRcNumber}
          maxLength={40}
          error={errors.cacRcNumber}
        />
        <TextField
          name="nafdac"
          label={say.nafdac}
          hint={say.nafdacHint}
          defaultValue={initial.nafdac}
          maxLength={300}
          error={errors.nafdac}
        />
        <div className="sm:w-72">
          <SubmitButton busy={busy}>Save business details</SubmitButton>
        </div>
      </form>
    </section>
  );
}

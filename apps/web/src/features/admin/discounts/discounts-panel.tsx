import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useTabData } from '../shell/use-admin-lists';
import { DiscountList } from './discount-list';

/** The discounts tab: the shop's codes with their uses, a form for a new one. */
export function DiscountsPanel() {
  const { list } = useTabData('discounts');
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading the discount codes…" />}
      error={(error) => <LoadFailure error={error} fallback={messages.somethingWentWrong} />}
    >
      {(view) => <DiscountList initial={view} />}
    </Deferred>
  );
}

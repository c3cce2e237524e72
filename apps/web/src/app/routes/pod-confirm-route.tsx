import { PodConfirmPage } from '../../features/orders/components/pod-confirm-page';

/** /orders/confirm/:token: a pay-on-delivery order's confirm/cancel page, from its receipt's link. */
export function Component() {
  return <PodConfirmPage />;
}

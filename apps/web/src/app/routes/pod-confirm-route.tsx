import { useLoaderData } from 'react-router';
import { PodConfirmPage } from '../../features/orders/components/pod-confirm-page';
import type { loader } from './pod-confirm-route-data';

/** /orders/confirm/:token: a pay-on-delivery order's confirm/cancel page, from its receipt's link. */
export function Component() {
  return <PodConfirmPage order={useLoaderData<typeof loader>().order} />;
}

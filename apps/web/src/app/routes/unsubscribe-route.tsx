import { useLoaderData } from 'react-router';
import { UnsubscribePage } from '../../features/come-back/components/unsubscribe-page';
import type { loader } from './unsubscribe-route-data';

/** /unsubscribe?token=…: the marketing mails' unsubscribe link. */
export function Component() {
  return <UnsubscribePage state={useLoaderData<typeof loader>().state} />;
}

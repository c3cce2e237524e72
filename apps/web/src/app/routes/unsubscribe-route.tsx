import { UnsubscribePage } from '../../features/come-back/components/unsubscribe-page';

/** /unsubscribe?token=…: the marketing mails' unsubscribe link. */
export function Component() {
  return <UnsubscribePage />;
}

import type { QueuedMail } from '../mail/outbox.repository.ts';
import { returnMailText, type ReturnMailTo } from './return-mail-parts.ts';

const NEWS = {
  approved: {
    subject: 'is approved',
    body: 'Your return is approved. Please send the items back to us, unopened, with your order number.',
  },
  refused: { subject: 'was refused', body: 'We are sorry: we cannot accept this return.' },
  received: {
    subject: 'has arrived',
    body: 'The items you sent back have reached us. We will close your return shortly.',
  },
} as const;

/** Staff approved, refused or received the return: the news, with staff's note when there is one. */
export function returnStepMail(to: ReturnMailTo, step: keyof typeof NEWS, note: string | null): QueuedMail {
  return {
    kind: 'return',
    to: to.email,
    subject: `Your ${to.shopName} return for order ${to.orderNumber} ${NEWS[step].subject}`,
    text: returnMailText(to, [NEWS[step].body, ...(note ? ['', `Note from the shop: ${note}`] : [])]),
  };
}

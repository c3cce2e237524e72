import { MessageCircle } from 'lucide-react';
import { shopConfig } from '../lib/shop-config';
import { whatsappHref } from '../lib/whatsapp';

const looks = {
  /** On a page: a quiet outlined pill under what it is about. */
  page: 'inline-flex min-h-11 items-center gap-2 rounded-full border border-plum/30 bg-white px-4 py-2 text-sm font-semibold text-plum transition-colors duration-150 hover:border-plum hover:bg-nude',
  /** In the footer's contact list. */
  footer: 'inline-flex items-center gap-2 py-2 underline-offset-2 hover:underline',
} as const;

/**
 * "Chat on WhatsApp": opens a chat with the shop (SHOP_WHATSAPP) with `text` already typed, so
 * the question arrives naming the product or the order. Not shown when the shop has no number.
 */
export function WhatsAppLink({
  text,
  look = 'page',
  className = '',
}: {
  text: string;
  look?: keyof typeof looks;
  className?: string;
}) {
  if (!shopConfig.whatsapp) return null;
  return (
    <a
      href={whatsappHref(shopConfig.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-link"
      className={`${looks[look]} ${className}`}
    >
      <MessageCircle aria-hidden="true" className={look === 'footer' ? 'size-4' : 'size-5 text-[#128c4b]'} />
      Chat on WhatsApp
    </a>
  );
}

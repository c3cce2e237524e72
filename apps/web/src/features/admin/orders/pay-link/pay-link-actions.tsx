import { useId } from 'react';
import { toast } from 'sonner';
import { Copy, MessageCircle } from 'lucide-react';
import { shopDateTime } from '@shop/shared/dates/shop-time';
import { messages } from '@shop/shared/messages';
import type { PayLink } from '@shop/shared/orders/order-schemas';
import { internationalDigits } from '@shop/shared/checkout/contact-rules';
import { payLinkText, type LinkedOrder } from '@shop/shared/orders/pay-link-message';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { fieldStyles } from '../../../../components/form/field-styles';
import { shopConfig } from '../../../../lib/shop-config';
import { whatsappHref } from '../../../../lib/whatsapp';

/**
 * An unpaid order's link, ready to send: the address (selected on focus, for a phone without a
 * clipboard), "Copy link", and "Send on WhatsApp" to the customer's number with the order's
 * summary and the link already typed.
 */
export function PayLinkActions({ link, order }: { link: PayLink; order: LinkedOrder }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(messages.payLinks.copied);
    } catch {
      // No clipboard (an old browser, a page not over HTTPS): the address is selected to copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  const whatsapp = whatsappHref(
    internationalDigits(order.phoneNumber),
    payLinkText(order, link, shopConfig.shopName),
  );
  return (
    <div className="space-y-2 rounded-[12px] bg-nude p-3">
      <label htmlFor={id} className={fieldStyles.label}>
        {messages.payLinks.linkLabel}
      </label>
      <input
        id={id}
        readOnly
        value={link.url}
        onFocus={(e) => e.currentTarget.select()}
        className={`${fieldStyles.box} text-xs`}
      />
      <p className="text-xs text-plum/80">{messages.payLinks.validUntil(shopDateTime(link.expiresAt))}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => void copy()}
          className={`${buttonStyles.secondary} min-h-11 flex-1 whitespace-nowrap px-4 py-2 text-sm`}
        >
          <Copy aria-hidden="true" className="size-4" />
          {messages.payLinks.copyLink}
        </button>
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.primary} min-h-11 flex-1 whitespace-nowrap px-4 py-2 text-sm`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {messages.payLinks.sendOnWhatsApp}
        </a>
      </div>
    </div>
  );
}

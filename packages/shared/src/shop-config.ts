/**
 * What the server tells the page about the shop at load time (name, contact, social addresses),
 * embedded in index.html as JSON so no request is needed before the first paint.
 */
export type ShopConfig = {
  shopName: string;
  phone: string;
  email: string;
  /** Social addresses from the server's configuration; an unset one hides its icon. */
  social: { instagram?: string; facebook?: string; x?: string; tiktok?: string };
  /** The shop's WhatsApp number as wa.me takes it (2348035550142); unset hides "Chat on WhatsApp". */
  whatsapp?: string;
};

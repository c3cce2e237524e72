/**
 * How long the unpaid-checkout reminder's "Return to your cart" link works, from the day the mail
 * was written: long enough for a shopper who waits for payday, short enough that an old mail
 * found in a shared inbox no longer fills someone's cart (docs/product-rules.md).
 */
export const RESTORE_LINK_DAYS = 30;

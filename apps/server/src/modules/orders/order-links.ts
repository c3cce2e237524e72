import { shopOrigin, type OriginConfig } from '../../public-address/shop-origin.ts';

/**
 * The shop's address in e-mailed links: its configured address (shopOrigin: PUBLIC_URL, the first
 * of ALLOWED_HOSTS, or http://localhost:<PORT>). Never the address a request came in on: mail is
 * often recorded by the webhook or the re-check, with no shopper's request at hand, and a forged
 * Host header at checkout would otherwise put a stranger's link into mail sent from the shop to an
 * address of the requester's choosing.
 */
export function shopUrlOf(config: OriginConfig): string {
  return shopOrigin(config);
}

/** The order's own page, opened without signing in by whoever holds the link. */
export const orderPageUrl = (shopUrl: string, viewToken: string) => `${shopUrl}/order/${viewToken}`;

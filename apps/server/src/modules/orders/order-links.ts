import type { Config } from '../../config.ts';

/**
 * The shop's address in e-mailed links: PUBLIC_URL, or http://localhost:<PORT> when it is unset
 * (a shop on one machine). Never the address a request came in on: mail is often recorded by the
 * webhook or the re-check, with no shopper's request at hand, and a forged Host header at checkout
 * would otherwise put a stranger's link into mail sent from the shop to an address of the
 * requester's choosing.
 */
export function shopUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${config.PORT}`;
}

/** The order's own page, opened without signing in by whoever holds the link. */
export const orderPageUrl = (shopUrl: string, viewToken: string) => `${shopUrl}/order/${viewToken}`;

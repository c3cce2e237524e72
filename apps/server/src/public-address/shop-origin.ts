import type { Config } from '../config.ts';

export type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'NODE_ENV' | 'PORT'>;

/**
 * The shop's one configured address, for what has no request at hand (e-mailed links) and for a
 * request that came in under a host the shop was not configured with: PUBLIC_URL; else the first
 * of ALLOWED_HOSTS (https in production, where a shop answers behind TLS); else
 * http://localhost:<PORT>, a shop on one machine. Never a request's Host (README, "Configuration").
 */
export function shopOrigin(config: OriginConfig): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const [first] = config.ALLOWED_HOSTS;
  if (first) return `${config.NODE_ENV === 'production' ? 'https' : 'http'}://${first}`;
  return `http://localhost:${config.PORT}`;
}

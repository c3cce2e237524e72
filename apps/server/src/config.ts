import { isIP } from 'node:net';
import { z } from 'zod';
import { normaliseNigerianPhone } from '@shop/shared/checkout/contact-rules';

// The environment, parsed once at start. Nothing else reads process.env: every setting the shop
// has is here, with its default, and a bad value stops the start with a clear message.

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

// proxy-addr's names for private ranges, accepted in TRUST_PROXY next to addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (rest.length > 0 || version === 0) return PROXY_RANGE_NAMES.includes(entry) && prefix === undefined;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Which forwarded addresses to believe. Unset or 0: none, the socket's address counts (a client
 * cannot pick its own address with X-Forwarded-For). A whole number: that many proxies in front.
 * A comma list: the proxies' own addresses or CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        `TRUST_PROXY must be 0, a number of proxy hops (e.g. 1), or a comma list of proxy ` +
        `addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8); cannot read ${bad.map((b) => `"${b}"`).join(', ')}`,
    });
    return z.NEVER;
  });

// The shop's WhatsApp number as wa.me takes it (234 and the 10 digits): read by the same rule as
// a delivery phone, so 0803 555 0142 and +234 803 555 0142 both work.
const whatsappNumber = z.string().transform((value, ctx) => {
  const phone = normaliseNigerianPhone(value);
  if (phone) return phone.slice(1);
  ctx.addIssue({ code: 'custom', message: 'must be a Nigerian mobile number, e.g. 0803 555 0142' });
  return z.NEVER;
});

/**
 * Host names (with a port when it is not the scheme's own) the shop may write into its answers
 * when PUBLIC_URL is unset: a comma list, e.g. `glownaija.ng,www.glownaija.ng`. Only these, never
 * a request's Host as such, may appear in a page's links, the sitemap or robots.txt.
 */
const HOST_ENTRY =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const allowedHosts = z.string().transform((value, ctx): string[] => {
  const entries = value.split(',').map((e) => e.trim().toLowerCase());
  const bad = entries.filter((e) => !HOST_ENTRY.test(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'ALLOWED_HOSTS must be a comma list of host names, each with a port if it is not 80 or 443 ' +
      `(e.g. glownaija.ng,www.glownaija.ng); cannot read ${bad.map((b) => `"${b}"`).join(', ')}`,
  });
  return z.NEVER;
});

// Only https addresses: the footer links to them, so `javascript:` and the like must never pass.
const socialUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional();

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustProxy.default(false),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    /**
     * The database owner's login, for the start's migrations, demo seed and first admin only;
     * DATABASE_URL is then the app's own login, which gets only the rights it needs (decision 43).
     */
    MIGRATION_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'MIGRATION_DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    ADMIN_USERNAME: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
    ADMIN_EMAIL: z.email().default('admin@glownaija.ng'),
    PAYSTACK_PUBLIC_KEY: z.string().optional(),
    PAYSTACK_SECRET_KEY: z.string().optional(),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    /** How long one call to Paystack may take before it counts as an outage (the order stays pending). */
    PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(1).default(15_000),
    ALLOW_SANDBOX_PAYMENTS: flag.default(false),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().optional(),
    SHOP_PHONE: z.string().default('+234 803 555 0142'),
    SHOP_EMAIL: z.email().default('hello@glownaija.ng'),
    SHOP_NAME: z.string().min(1).default('Glow Naija'),
    /** The footer's social icons link here; an icon whose address is unset is not shown. */
    SOCIAL_INSTAGRAM_URL: socialUrl,
    SOCIAL_FACEBOOK_URL: socialUrl,
    SOCIAL_X_URL: socialUrl,
    SOCIAL_TIKTOK_URL: socialUrl,
    /** A Nigerian mobile number for "Chat on WhatsApp" links (kept as 234…); unset hides them. */
    SHOP_WHATSAPP: whatsappNumber.optional(),
    /**
     * Order messages by WhatsApp (Meta's Cloud API) and SMS (Termii), each turned on in the
     * settings (decision 51). The API URLs default to the real services; tests point them to local
     * stand-ins. v23.0 is the version of Meta's published API description the shop was built on.
     */
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v23.0'),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    /** Signs the status webhook (X-Hub-Signature-256); unset, every webhook call is refused. */
    WHATSAPP_APP_SECRET: z.string().optional(),
    /** Echoed in the webhook's verification handshake, as typed in Meta's App Dashboard. */
    WHATSAPP_VERIFY_TOKEN: z.string().optional(),
    TERMII_API_URL: z.url().default('https://api.ng.termii.com'),
    TERMII_API_KEY: z.string().optional(),
    /** The approved sender ID (3 to 11 letters or digits) SMS come from. */
    TERMII_SENDER_ID: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    ALLOWED_HOSTS: allowedHosts.default([]),
    SEED_DEMO: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    /** Failed sign-ins for one typed name from one address per 15 minutes. */
    RATE_LOGIN_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(10),
    /** Failed sign-ins for one typed name from all addresses per hour, with a growing pause on the way. */
    RATE_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
    /** Failed sign-ins from one address, whatever the names, per 15 minutes. */
    RATE_LOGIN_PER_IP: z.coerce.number().int().min(1).default(100),
    /** Failed sign-ins with one browser's device cookie per 15 minutes, after which it is no longer trusted. */
    RATE_LOGIN_PER_DEVICE: z.coerce.number().int().min(1).default(10),
    RATE_REGISTER_PER_IP: z.coerce.number().int().min(1).default(20),
    RATE_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    /** Requests one address may make to each password-reset step (send code, check code, set password) per 15 minutes. */
    RATE_RESET_PER_IP: z.coerce.number().int().min(1).default(20),
    /** Pending orders one address may open per hour: stops a script filling the books. */
    RATE_CHECKOUT_PER_IP: z.coerce.number().int().min(1).default(120),
    /** Cart totals (POST /api/order/quote) one address may ask per hour: a cart asks on each change. */
    RATE_QUOTE_PER_IP: z.coerce.number().int().min(1).default(1200),
    /** Order tracking attempts (order number and e-mail) one address may make per 15 minutes. */
    RATE_TRACK_PER_IP: z.coerce.number().int().min(1).default(20),
    PENDING_RECHECK_SECONDS: z.coerce.number().int().min(5).default(60),
    /** Unpaid orders re-verified per tick at most, newest first. */
    PENDING_RECHECK_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
    /** How often the mail outbox is read for due messages (mail recorded here is sent at once). */
    OUTBOX_POLL_SECONDS: z.coerce.number().min(0.1).default(2),
    /** How long a checkout holds the counted quantities it wants while the shopper pays. */
    STOCK_HOLD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    /** Minutes after which an unpaid online checkout with an e-mail gets its one reminder. */
    CART_REMINDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** How often each process looks for due reminders, stock back for "Notify me", and the day's low-stock e-mail. */
    COME_BACK_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** How often each process counts "Customers also bought" again from paid orders (also at start). */
    ALSO_BOUGHT_REFRESH_MINUTES: z.coerce.number().min(0.05).max(1440).default(360),
    /** Units of one product one buyer's unpaid checkouts may hold at once (by address and by e-mail). */
    HOLD_UNITS_PER_BUYER: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** When the running shop makes its daily backup into DATA_DIR/backups, on the shop's clock (Lagos). */
    BACKUP_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_TIME must be a time of day as HH:MM, e.g. 03:00')
      .default('03:00'),
    /** How many daily backups stay in DATA_DIR/backups (the oldest go first). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
    /** How often expired sessions, reset codes and spent rate-limit rows are deleted. */
    CLEANUP_MINUTES: z.coerce.number().int().min(1).default(15),
    /** log2 of scrypt's N for new password hashes; below 17 only under NODE_ENV=test (see password.ts). */
    SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(17),
    /**
     * Server processes answering on PORT (Node's cluster module): each runs the whole shop on the
     * same PostgreSQL database. Above 1 it needs DATABASE_URL, since PGlite is one process's file.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Where the built web app lives; the server serves it for every non-API path. */
    WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  })
  .superRefine(checkPaystackKeys);

const CheckedConfigSchema = ConfigSchema.refine((c) => c.SCRYPT_COST >= 17 || c.NODE_ENV === 'test', {
  path: ['SCRYPT_COST'],
  message: 'SCRYPT_COST below 17 is for the test suite only (NODE_ENV=test)',
})
  .refine((c) => c.MIGRATION_DATABASE_URL === undefined || c.DATABASE_URL !== undefined, {
    path: ['MIGRATION_DATABASE_URL'],
    message:
      "needs DATABASE_URL too: MIGRATION_DATABASE_URL is the owner's login for migrations, " +
      "DATABASE_URL the app's own login on the same database",
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.PUBLIC_URL !== undefined || c.ALLOWED_HOSTS.length > 0, {
    path: ['PUBLIC_URL'],
    message:
      "required with NODE_ENV=production: the shop's public address (e.g. https://glownaija.ng) for " +
      'e-mailed links, canonical links and the sitemap; or set ALLOWED_HOSTS to the host names it answers under',
  })
  .refine((c) => c.WEB_CONCURRENCY === 1 || c.DATABASE_URL !== undefined, {
    path: ['WEB_CONCURRENCY'],
    message:
      'above 1 needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) serves one process only; ' +
      'set WEB_CONCURRENCY=1 or move the shop to PostgreSQL (npm run db:move)',
  });

export type Config = z.infer<typeof ConfigSchema>;

type PaystackKeys = { PAYSTACK_PUBLIC_KEY?: string | undefined; PAYSTACK_SECRET_KEY?: string | undefined };

/**
 * Paystack keys are `pk_test_`/`sk_test_` or `pk_live_`/`sk_live_`. A test public key with a live
 * secret (or the reverse) would open payments the popup and the server see differently, so a
 * mismatched or unrecognised pair stops the start.
 */
function checkPaystackKeys(env: PaystackKeys, ctx: z.RefinementCtx) {
  const mode = (key: string | undefined, kind: 'pk' | 'sk') => {
    if (key === undefined) return 'unset';
    return new RegExp(`^${kind}_(test|live)_`).exec(key)?.[1] ?? 'bad';
  };
  const pk = mode(env.PAYSTACK_PUBLIC_KEY, 'pk');
  const sk = mode(env.PAYSTACK_SECRET_KEY, 'sk');
  if (pk === 'bad') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_PUBLIC_KEY'],
      message: 'must begin pk_test_ or pk_live_',
    });
  }
  if (sk === 'bad') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_SECRET_KEY'],
      message: 'must begin sk_test_ or sk_live_',
    });
  }
  if ((pk === 'unset') !== (sk === 'unset')) {
    ctx.addIssue({
      code: 'custom',
      path: [pk === 'unset' ? 'PAYSTACK_PUBLIC_KEY' : 'PAYSTACK_SECRET_KEY'],
      message:
        'unset, while the other Paystack key is set: set PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY together',
    });
  } else if (pk !== sk && pk !== 'bad' && sk !== 'bad') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_PUBLIC_KEY'],
      message: `a ${pk} key, but PAYSTACK_SECRET_KEY is a ${sk} key: use two test keys or two live keys`,
    });
  }
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = CheckedConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A config for tests and tools: the defaults plus what is given. */
export function configWith(overrides: Partial<Record<keyof Config, string>>): Config {
  return parseConfig({ ...overrides } as NodeJS.ProcessEnv);
}

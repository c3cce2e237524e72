import { z } from 'zod';

// The environment, parsed once at start. Nothing else reads process.env: every setting the shop
// has is here, with its default, and a bad value stops the start with a clear message.

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

// Only https addresses: the footer links to them, so `javascript:` and the like must never pass.
const socialUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional();

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@glownaija.ng'),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
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
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LOGIN_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_REGISTER_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Pending orders one address may open per hour: stops a script filling the books. */
  RATE_CHECKOUT_PER_IP: z.coerce.number().int().min(1).default(120),
  PENDING_RECHECK_SECONDS: z.coerce.number().int().min(5).default(60),
  /** Where the built web app lives; the server serves it for every non-API path. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
});

export type Config = z.infer<typeof ConfigSchema>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = ConfigSchema.safeParse(cleaned);
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

import { isIP } from 'node:net';
import { z } from 'zod';

// Kept apart from env.ts (which is server-only) so the start script's checks and the unit tests
// can run the same rules outside Next.js.

export const DEV_SECRETS = {
  NEXTAUTH_SECRET: 'dev-only-nextauth-secret-change-me-0123456789',
  SESSION_SECRET: 'dev-only-iron-session-secret-change-me-0123456789',
  FUNDHOUSE_API_SECRET: 'dev-only-fundhouse-secret-change-me-0123456789',
  FUNDHOUSE_SERVICE_KEY: 'dev-only-fundhouse-service-key-change-me-0123456789',
} as const;

/** Where the bundled sandbox receives mail when no SMTP_URL is given (`npm start` passes its own port). */
export const DEFAULT_SANDBOX_SMTP_PORT = 2525;

const secret = (name: string) =>
  z.string().min(32, `${name} must be at least 32 characters long`);

const url = z.url({ protocol: /^https?$/ });

/** Scheme, host and port, nothing after: what canonical links, robots.txt and the sitemap are made of. */
const origin = url.refine(
  (u) => URL.canParse(u) && new URL(u).origin === u.trim().replace(/\/$/, '').toLowerCase(),
  'PUBLIC_ORIGIN must be an origin such as https://portal.example.com, without a path',
);

const proxyEntry = (entry: string) => {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

// Comma-separated addresses or CIDR ranges; empty means none is trusted.
const proxyList = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((e) => e.trim()).filter(Boolean))
  .refine((list) => list.every(proxyEntry), 'TRUSTED_PROXIES must list IP addresses or CIDR ranges, comma-separated');

const smtpUrl = z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587' });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  FUNDHOUSE_API_URL: url,
  FUNDHOUSE_API_SECRET: secret('FUNDHOUSE_API_SECRET'),
  FUNDHOUSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FUND_CODE: z.string().regex(/^\d+$/).default('117'),
  NEXTAUTH_SECRET: secret('NEXTAUTH_SECRET'),
  NEXTAUTH_URL: url.optional(),
  /** The one public origin; `npm start` sets it (from NEXTAUTH_URL or http://localhost:$PORT when unset). */
  PUBLIC_ORIGIN: origin.optional(),
  SESSION_SECRET: secret('SESSION_SECRET'),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().min(1).max(24 * 7).default(12),
  TRUSTED_PROXIES: proxyList,
  /**
   * '1' when every connection comes through a proxy in TRUSTED_PROXIES, for a server that cannot see the
   * socket (a release run with Next's standalone server.js, listening only where the proxy reaches it):
   * X-Forwarded-For is then read as if the connection came from a trusted proxy.
   */
  BEHIND_PROXY: z.enum(['0', '1']).default('0'),
  DATABASE_URL: z.string().optional(),
  PORTAL_DATA_DIR: z.string().default('.data/portal'),
  QUERY_ASSISTANT_URL: url.default('https://support.fundhouse.example/distributor-query'),
  CO_BRAND_URL: url.default('https://cobrand.fundhouse.example/'),
  PARTNER_TELEGRAM_URL: url.default('https://t.me/fundhouse_partners'),
  DISTRIBUTOR_CORNER_URL: url.default('https://distributor.fundhouse.example/renew-arn'),
  FATCA_UPDATE_URL: url.default('https://investor.fundhouse.example/fatca-update'),
  /** The brokerage team's mailbox, shown on View My Earnings. */
  BROKERAGE_MAILBOX: z.email('BROKERAGE_MAILBOX must be an e-mail address').default('brokerage@fundhouse.example'),
  EKYC_URL: url.default('https://kyc.fundhouse.example/e-kyc'),
  /** Where traces and metrics go over OTLP/HTTP (server/telemetry-sdk.ts); unset, nothing is exported. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), url]).optional(),
  /**
   * The portal's own credential for the registrar's service tokens (the morning digest reads a book with one
   * while nobody is signed in). Unset in production: no digest is sent and the settings page says so.
   */
  FUNDHOUSE_SERVICE_KEY: secret('FUNDHOUSE_SERVICE_KEY').optional(),
  /** The mail server the portal sends through (the morning digest); unset in production: no digest. */
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.email('MAIL_FROM must be an e-mail address').default('no-reply@fundhouse.example'),
  /** How often each portal process looks for a digest that is due. */
  DIGEST_TICK_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
});

export type Env = z.infer<typeof schema>;

const linksSchema = schema.pick({ QUERY_ASSISTANT_URL: true, CO_BRAND_URL: true, PARTNER_TELEGRAM_URL: true, DISTRIBUTOR_CORNER_URL: true, FATCA_UPDATE_URL: true });

/**
 * Only the external addresses the pages link to. The sign-in page is prerendered when the portal is built,
 * where no secret need be set, so its links are read without the rest of the configuration.
 */
export function readPublicLinks(source: Record<string, string | undefined>): z.infer<typeof linksSchema> {
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = linksSchema.safeParse(input);
  if (!parsed.success) throw new ConfigError(`The portal's configuration is incomplete:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return parsed.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Outside production the secrets and the sandbox address have development defaults; in
 * production every secret must be given, and the error lists each missing or invalid variable.
 */
export function readEnv(source: Record<string, string | undefined>): Env {
  const production = source.NODE_ENV === 'production';
  const input: Record<string, string | undefined> = { ...source };
  if (!production) {
    for (const [key, value] of Object.entries(DEV_SECRETS)) input[key] ||= value;
    input.FUNDHOUSE_API_URL ||= `http://127.0.0.1:${source.SANDBOX_PORT || '4010'}`;
    const smtpPort = source.SANDBOX_SMTP_PORT || String(DEFAULT_SANDBOX_SMTP_PORT);
    if (/^\d+$/.test(smtpPort)) input.SMTP_URL ||= `smtp://127.0.0.1:${smtpPort}`;
  }
  for (const key of Object.keys(input)) if (input[key] === '') delete input[key];
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(root)';
      const missing = input[name] === undefined;
      return `  - ${name}: ${missing ? 'is not set' : issue.message}`;
    });
    throw new ConfigError(
      `The portal's configuration is incomplete${production ? ' (production)' : ''}:\n${lines.join('\n')}\n` +
        'See README.md, section "Configuration".',
    );
  }
  return parsed.data;
}

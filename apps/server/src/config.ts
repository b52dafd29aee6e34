import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_DELETION_GRACE_DAYS_DEFAULT } from '@keh/contracts';

/** The repository root: config paths default relative to it, not to the process's cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  SMTP_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  NODE_ENV: z.string().default('development'),
  MAIL_FROM: z.string().default('X-Forces Knowledge Exchange Hub <no-reply@knowledge-exchange-hub.org>'),
  SUPPORT_EMAIL: z.string().email().default('hello@knowledge-exchange-hub.org'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  /** Demo mode: an explicit opt-in (`npm start` sets it for local use), never in production. */
  DEMO: z.stringbool().default(false),
  /** Sign-in with LinkedIn (decision 0024): on when both the client id and secret are set. */
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** LinkedIn's OpenID Connect issuer; tests point it at an identity server of their own. */
  LINKEDIN_ISSUER: z.string().url().default('https://www.linkedin.com/oauth'),
  /** `GET /metrics` answers only with this bearer token; unset, the route is not there. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long the process keeps serving with /api/ready at 503 before it closes. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** Object storage (S3-compatible); unset, files live under DATA_DIR. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Days a mentoring request waits unanswered before it expires (issue 33); decimals allowed. */
  REQUEST_EXPIRY_DAYS: z.coerce.number().positive().max(365).default(14),
  /** Days between asking to delete an account and its erasure (issue 31); 0 erases within a minute. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).max(365).default(ACCOUNT_DELETION_GRACE_DAYS_DEFAULT),
  /** The key calendar-feed secrets are derived with (issue 32): the database alone cannot tell them. */
  CALENDAR_FEED_KEY: z.string().min(32).optional(),
});

/** A configuration the server refuses to start with; its message is the one line it prints. */
export class ConfigError extends Error {}

export interface S3Config {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** An OpenID Connect identity provider the server signs people in with. */
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite and uploads live. null = in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | null;
  smtpUrl: string | null;
  appUrl: string;
  production: boolean;
  mailFrom: string;
  supportEmail: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Built web app to serve; null to serve only the API. */
  webDist: string | null;
  /**
   * Demo mode (DEMO=1, never with NODE_ENV=production): demo accounts seeded into an empty
   * database, the dev outbox, codes in the log, and no rate limits for clients on this machine.
   * Off unless asked for, so a server started any other way is safe.
   */
  demo: boolean;
  /** Sign-in with LinkedIn; null when LINKEDIN_CLIENT_ID or LINKEDIN_CLIENT_SECRET is unset. */
  linkedin: OidcProviderConfig | null;
  /** The bearer token `GET /metrics` asks for; null: no metrics route. */
  metricsToken: string | null;
  /** Seconds between SIGTERM (readiness turns 503) and closing. */
  shutdownDelaySeconds: number;
  /** Object storage; null keeps files on the disk under dataDir. */
  s3: S3Config | null;
  /** Days an unanswered mentoring request waits before it expires; captains are reminded at 3 and 10 of 14. */
  requestExpiryDays: number;
  /** Days an account asked to be deleted waits before its erasure (issue 31). */
  accountDeletionGraceDays: number;
  /** CALENDAR_FEED_KEY; null: a key derived from the app's URL (set it in production). */
  calendarFeedKey: string | null;
}

/** The one place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.DATABASE_URL)
    throw new ConfigError(
      'NODE_ENV=production needs DATABASE_URL (postgres://…): the embedded database is for development, demos and tests.',
    );
  if (e.S3_ENDPOINT && !e.S3_BUCKET) throw new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not.');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    smtpUrl: e.SMTP_URL || null,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    production,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    demo: e.DEMO && !production,
    linkedin:
      e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
        ? {
            issuer: e.LINKEDIN_ISSUER,
            clientId: e.LINKEDIN_CLIENT_ID,
            clientSecret: e.LINKEDIN_CLIENT_SECRET,
          }
        : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    requestExpiryDays: e.REQUEST_EXPIRY_DAYS,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    calendarFeedKey: e.CALENDAR_FEED_KEY ?? null,
  };
}

/** Whether the dev outbox route and page are on (docs/runtime.md): demo mode, mail not going to SMTP. */
export const devOutboxEnabled = (c: AppConfig) => c.demo && !c.smtpUrl;

/**
 * The V8 flags the compiled server runs with wherever it is started (the Dockerfile's CMD and `npm
 * start` write them out; the benches and the topology tests use this): a young generation of
 * 2 × 16 MB instead of V8's 2 × 64 MB, and a 1 GB heap limit, with which V8 lets less garbage pile
 * up between full collections (decision 0029, Memory).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];

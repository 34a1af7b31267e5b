/**
 * The only reader of process.env. Parses the configuration once with zod and fails fast with one clear
 * line when a value is wrong.
 */
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './requestLog';

/** The length of the key that seals the secrets at rest (auth/secretBox.ts): AES-256. */
export const SECRETS_KEY_BYTES = 32;

/** Decodes a base64 key; undefined unless it is exactly 32 bytes. */
export function decodeKey(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  // Node's base64 decoder reads the URL-safe alphabet as well.
  const key = Buffer.from(trimmed, 'base64');
  return key.length === SECRETS_KEY_BYTES ? new Uint8Array(key) : undefined;
}

/**
 * Decodes a list of keys, newest first, separated by commas, spaces or line breaks (decision 0088: the
 * newest seals, the older ones still open what they sealed); undefined when any entry is not a key.
 */
export function decodeKeys(text: string): Uint8Array[] | undefined {
  const keys = text
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map(decodeKey);
  if (keys.length === 0 || keys.some((key) => key === undefined)) return undefined;
  return keys as Uint8Array[];
}
/** A key in base64url of exactly `bytes` bytes, kept as its text. */
const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `expected ${what} in base64url (${bytes} bytes)`,
    );

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const positiveInt = z.coerce.number({ error: 'expected a number' }).int().positive();
/** Treat `FOO=` like an unset variable, as shells and .env files commonly produce it. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a port number' }).int().min(1).max(65535).default(3000),
  ),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'expected a postgres:// URL')
      .optional(),
  ),
  /**
   * PostgreSQL connections the server keeps at most. Default: two per CPU core — the usual starting point
   * for a pool (more connections than the database can run at once only queue inside it).
   */
  DATABASE_POOL_SIZE: z.preprocess(blankAsUnset, positiveInt.max(100).optional()),
  /**
   * The deadline of one database call in milliseconds: PostgreSQL's statement_timeout (and the time a
   * transaction may sit idle), and how long the app waits for an answer or a free connection.
   */
  DATABASE_TIMEOUT_MS: z.preprocess(blankAsUnset, positiveInt.min(100).max(600_000).default(5000)),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  /**
   * Backups of the embedded database (decision 0089): the folder (unset: `backups` beside DATA_DIR, never
   * inside it), every how many hours the app writes one (0: never; unset: 24 in production, else 0) and how
   * many of those it keeps.
   */
  BACKUP_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  BACKUP_EVERY_HOURS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'expected a number' })
      .int()
      .min(0)
      .max(24 * 366)
      .optional(),
  ),
  BACKUP_KEEP: z.preprocess(blankAsUnset, positiveInt.max(10_000).default(7)),
  /** Folder of the operators' uploaded images (issue 20); unset: <DATA_DIR>/media. */
  MEDIA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(['development', 'production', 'test']).default('development')),
  SEED: z.preprocess(blankAsUnset, flag.optional()),
  /**
   * Off: this server sends no mail and no push; a `bun run worker` process on the same database does
   * (issue 21).
   */
  MAIL_WORKER: z.preprocess(blankAsUnset, flag.default(true)),
  /** Honour X-Forwarded-For for the client address (only behind a trusted reverse proxy). */
  TRUST_PROXY: z.preprocess(blankAsUnset, flag.default(false)),
  /**
   * Failed checks of an account's password from one address in the throttling window before 429 for that
   * pair; past as many failures from any addresses, attempts for the account are spaced out (never locked).
   */
  LOGIN_MAX_FAILURES: z.preprocess(blankAsUnset, positiveInt.default(10)),
  /** Failed checks from one address over all accounts in the window before 429 (default 3 × the above). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.preprocess(blankAsUnset, positiveInt.optional()),
  /** Registrations per address in the throttling window before 429. */
  REGISTER_MAX_PER_WINDOW: z.preprocess(blankAsUnset, positiveInt.default(20)),
  /** Folder of the built web app, served with an index.html fallback. */
  WEB_DIST: z.preprocess(blankAsUnset, z.string().default('web/dist')),
  /**
   * The mail server: smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with
   * user and password in the URL. Unset: mails are written as .eml files into <DATA_DIR>/mail.
   */
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, 'expected an smtp:// or smtps:// URL')
      .refine((value) => URL.canParse(value), 'expected an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every mail. */
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().trim().min(3).default(`${BRAND} <no-reply@localhost>`)),
  /**
   * The site's address as visitors reach it (scheme, host and port only): the origin of every link in a
   * mail and of the absolute links of sitemap.xml and robots.txt. Required in production. Unset (in
   * development): mails link to http://localhost:<PORT>; the sitemap uses the request's address only when
   * it is a loopback one (localhost), and then is never cached.
   */
  PUBLIC_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'expected an http(s) URL such as https://example.org' })
      .refine((value) => {
        const url = URL.parse(value);
        return url?.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      }, 'expected scheme, host and port only, without a path')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /**
   * On SIGTERM: how long /api/health answers 503 while the process still serves, so that a load balancer
   * polling it stops sending first (0 without one), and how long requests in flight may still take.
   */
  /**
   * The key that encrypts the TOTP secrets at rest (decision 0045): 32 random bytes in base64, e.g. from
   * `openssl rand -base64 32`. Unset: <DATA_DIR>/secrets.key, made on first start; with DATABASE_URL in
   * production it is required, since every process on the database must use the same key. Several keys,
   * newest first and separated by commas, while rotating (decision 0088): the first seals, all open.
   */
  SECRETS_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((value, context) => {
        const keys = decodeKeys(value);
        if (!keys)
          context.addIssue({
            code: 'custom',
            message: 'expected 32 random bytes in base64 (several keys: newest first, separated by commas)',
          });
        return keys ?? z.NEVER;
      })
      .optional(),
  ),
  /**
   * The absolute lifetime of a session in days since its sign-in, besides the 30-day sliding window
   * (decision 0048): after it the user signs in again, however often the session was used.
   */
  /**
   * The escrow account investors transfer to (issue 33): IBAN (SEPA), BIC (optional inside the EEA, required
   * outside it) and holder, checked at start (banking/escrow.ts). Unset: a fictitious sample account marked as
   * a demonstration.
   */
  ESCROW_IBAN: z.preprocess(blankAsUnset, z.string().optional()),
  ESCROW_BIC: z.preprocess(blankAsUnset, z.string().optional()),
  ESCROW_HOLDER: z.preprocess(blankAsUnset, z.string().optional()),
  /**
   * Passkeys (decision 0083): the relying party's id — the site's domain, which a passkey is bound to — and
   * the origins (comma-separated) whose sign-ins count. Unset: PUBLIC_URL's host and origin, else localhost.
   */
  WEBAUTHN_RP_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'expected a domain such as example.org')
      .optional(),
  ),
  WEBAUTHN_ORIGINS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((value, context) => {
        const origins = value.split(',').map((part) => URL.parse(part.trim()));
        const bad = origins.some((url) => !url || !/^https?:$/.test(url.protocol) || url.pathname !== '/');
        if (bad)
          context.addIssue({ code: 'custom', message: 'expected origins such as https://example.org' });
        return bad ? z.NEVER : origins.map((url) => (url as URL).origin);
      })
      .optional(),
  ),
  SESSION_MAX_AGE_DAYS: z.preprocess(blankAsUnset, positiveInt.max(3650).default(90)),
  /** `minimal`: argon2id at its smallest costs, for the browser tests' server only (decision 0099). */
  PASSWORD_HASH_COST: z.preprocess(blankAsUnset, z.enum(['standard', 'minimal']).default('standard')),
  /**
   * Web Push (decision 0085): the VAPID key pair (RFC 8292) as web-push's `generate-vapid-keys` prints it —
   * the public key an uncompressed P-256 point (65 bytes), the private key 32 bytes, both base64url — and
   * the contact the push services may write to (mailto: or https:). Unset: <DATA_DIR>/vapid.json, made on
   * first start; with DATABASE_URL in production the keys are required (every process signs with them).
   */
  VAPID_PUBLIC_KEY: z.preprocess(
    blankAsUnset,
    base64urlBytes(65, 'an uncompressed P-256 public key').optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(blankAsUnset, base64urlBytes(32, 'a P-256 private key').optional()),
  VAPID_SUBJECT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'expected mailto:<address> or an https:// URL')
      .optional(),
  ),
  SHUTDOWN_DRAIN_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(60_000).default(0)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(blankAsUnset, positiveInt.max(120_000).default(10_000)),
  /** The request log's lowest level (requestLog.ts): 5xx lines are `error`, the others `info`. */
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).default('info')),
  /** A bearer token that may read GET /metrics from elsewhere than loopback (at least 16 characters). */
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16).optional()),
  /** `bun run worker`'s GET /metrics (http/workerMetrics.ts): its port (unset: none) and its address. */
  WORKER_METRICS_PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a port number' }).int().min(1).max(65535).optional(),
  ),
  WORKER_METRICS_HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
});

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseTimeoutMs: number;
  dataDir: string;
  /** Where uploaded images are stored (MEDIA_DIR, else <DATA_DIR>/media), served at /media/uploads. */
  uploadDir: string;
  production: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  seed: boolean;
  /** Whether this server process runs the mail outbox's worker (MAIL_WORKER). */
  mailWorker: boolean;
  trustProxy: boolean;
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  registerMaxPerWindow: number;
  webDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** PUBLIC_URL as given (the sitemap falls back to the request's address). */
  publicUrl: string | undefined;
  /** The origin of links in mails: PUBLIC_URL, else http://localhost:<PORT> (issue 17). */
  mailPublicUrl: string;
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  /** SESSION_MAX_AGE_DAYS: a session ends this many days after its sign-in at the latest. */
  sessionMaxAgeDays: number;
  /** PASSWORD_HASH_COST: `minimal` only with NODE_ENV=test (decision 0099). */
  passwordHashCost: 'standard' | 'minimal';
  /** BACKUP_DIR, else `backups` beside the data folder. */
  backupDir: string;
  /** BACKUP_EVERY_HOURS: scheduled backups of the embedded database (0: none). */
  backupEveryHours: number;
  backupKeep: number;
  /** SECRETS_KEY's keys, newest first (auth/secretBox.ts reads the data folder's key file without it). */
  secretsKeys: Uint8Array[] | undefined;
  /** ESCROW_IBAN, ESCROW_BIC, ESCROW_HOLDER as given (banking/escrow.ts checks them). */
  escrowIban: string | undefined;
  escrowBic: string | undefined;
  escrowHolder: string | undefined;
  /** The passkeys' relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS; else from PUBLIC_URL). */
  webauthn: { rpId: string; origins: string[] };
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither; push/vapid.ts reads the data folder's without). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT, else PUBLIC_URL when it is https, else a mailto: of MAIL_FROM's address. */
  vapidSubject: string;
  logLevel: LogLevel;
  metricsToken: string | undefined;
  /** WORKER_METRICS_PORT and WORKER_METRICS_HOST: where `bun run worker` serves GET /metrics, if at all. */
  workerMetrics: { port: number; hostname: string } | undefined;
}

export class ConfigError extends Error {}

/** Parses an environment (process.env by default) into the app's configuration. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Messages for the operator, in English whatever the API's language (trpc/init.ts).
  const parsed = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && env.DATABASE_URL && !env.SECRETS_KEY) {
    throw new ConfigError(
      'Invalid configuration: SECRETS_KEY: required with DATABASE_URL in production (every process on the database must use the same key; e.g. `openssl rand -base64 32`)',
    );
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (`bunx web-push generate-vapid-keys`)',
    );
  }
  if (production && env.DATABASE_URL && !env.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL in production (every process signs pushes with the same key; `bunx web-push generate-vapid-keys`)',
    );
  }
  // Cheap hashes would make a stolen password table cheap to crack: only for a test's server.
  if (env.PASSWORD_HASH_COST === 'minimal' && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      "Invalid configuration: PASSWORD_HASH_COST: minimal only with NODE_ENV=test (the browser tests' server; it makes stolen password hashes cheap to crack)",
    );
  }
  // Mails and the sitemap need the address visitors use; in production no request's Host may stand in.
  if (production && !env.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL: required in production (the address visitors reach the site at, e.g. https://example.org; links in mails and the sitemap use it)',
    );
  }
  return {
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? 2 * availableParallelism(),
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS,
    dataDir: env.DATA_DIR,
    uploadDir: env.MEDIA_DIR ?? join(env.DATA_DIR, 'media'),
    production,
    nodeEnv: env.NODE_ENV,
    // Sample data by default only with the embedded database, and never in production unless asked.
    seed: env.SEED ?? (!env.DATABASE_URL && !production),
    mailWorker: env.MAIL_WORKER,
    trustProxy: env.TRUST_PROXY,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 3 * env.LOGIN_MAX_FAILURES,
    registerMaxPerWindow: env.REGISTER_MAX_PER_WINDOW,
    webDist: env.WEB_DIST,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    mailPublicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    sessionMaxAgeDays: env.SESSION_MAX_AGE_DAYS,
    passwordHashCost: env.PASSWORD_HASH_COST,
    secretsKeys: env.SECRETS_KEY,
    backupDir: env.BACKUP_DIR ?? join(dirname(resolve(env.DATA_DIR)), 'backups'),
    backupEveryHours: env.DATABASE_URL ? 0 : (env.BACKUP_EVERY_HOURS ?? (production ? 24 : 0)),
    backupKeep: env.BACKUP_KEEP,
    escrowIban: env.ESCROW_IBAN,
    escrowBic: env.ESCROW_BIC,
    escrowHolder: env.ESCROW_HOLDER,
    webauthn: relyingParty(
      env.WEBAUTHN_RP_ID,
      env.WEBAUTHN_ORIGINS,
      env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    ),
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.PUBLIC_URL, env.MAIL_FROM),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    workerMetrics:
      env.WORKER_METRICS_PORT === undefined
        ? undefined
        : { port: env.WORKER_METRICS_PORT, hostname: env.WORKER_METRICS_HOST },
  };
}

/** The passkeys' relying party: as configured, else the host and origin of the public address. */
function relyingParty(rpId: string | undefined, origins: string[] | undefined, publicUrl: string) {
  const site = new URL(publicUrl);
  const id = rpId ?? site.hostname;
  const allowed = origins ?? [site.origin];
  // A passkey made for the id must be usable from every origin: each must be the id or below it.
  const outside = allowed.find((origin) => {
    const host = new URL(origin).hostname;
    return host !== id && !host.endsWith(`.${id}`);
  });
  if (outside)
    throw new ConfigError(
      `Invalid configuration: WEBAUTHN_ORIGINS: ${outside} is not on the relying party's domain ${id} (WEBAUTHN_RP_ID)`,
    );
  return { rpId: id, origins: allowed };
}

/** The contact of the VAPID signature when VAPID_SUBJECT is unset: the https site, else the sender's address. */
function defaultVapidSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^\S+@\S+$/.exec(mailFrom.trim())?.[0];
  return `mailto:${address ?? 'no-reply@localhost'}`;
}

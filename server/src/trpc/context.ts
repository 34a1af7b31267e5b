/**
 * The request context of every procedure. createContextInner builds it from plain values (tests and the
 * REST adapters' callers); createContext reads it from an HTTP request.
 */

import type { User } from '@wurzelwerk/shared';
import type { SecretBox } from '../auth/secretBox';
import type { SessionManager, SessionState } from '../auth/sessions';
import type { AuthThrottle } from '../auth/throttle';
import type { EscrowAccount } from '../banking/escrow';
import type { DbHandle } from '../db/client';
import type { HealthProbe } from '../db/health';
import type { Cluster } from '../db/invalidations';
import type { SavedLanguages } from '../domains/account/savedLanguage';
import type { AssetCatalog } from '../domains/assets/catalog';
import { clientError } from '../errors';
import { type Locale, requestedLocale } from '../i18n';
import type { Mailer } from '../mail';
import type { SheetCache } from '../pdf/sheetCache';

/** What the app is built from: one database, its session manager and the throttles. */
export interface Services {
  database: DbHandle;
  health: HealthProbe;
  catalog: AssetCatalog;
  /** The public information sheets, rendered once per asset type, language and version (pdf/sheetCache.ts). */
  informationSheets: SheetCache;
  sessions: SessionManager;
  throttle: AuthThrottle;
  /** The signed-in user's saved language, for requests without a language of their own. */
  languages: SavedLanguages;
  /** The mail worker and the development mailbox (mails themselves are written with mail/outbox.ts). */
  mail: Mailer;
  /** Set on SIGTERM (index.ts): /api/health answers 503 so that the load balancer stops sending. */
  lifecycle: { stopping: boolean };
  /** Invalidation messages to the other server processes (db/invalidations.ts). */
  cluster: Cluster;
  trustProxy: boolean;
  /** Encrypts and reads the secrets kept at rest (the TOTP secrets). */
  secrets: SecretBox;
  /** Folder of the operators' uploaded images, served at /media/uploads (domains/admin/upload.ts). */
  uploadDir: string;
  /** The escrow account investors transfer to (ESCROW_*; the demonstration account without them). */
  escrow: EscrowAccount;
}

export interface ContextInner {
  services: Services;
  user: User | null;
  sessionId: string | null;
  /** The request carried the web's session hint cookie (auth/sessions.ts). */
  sessionHint: boolean;
  /** The token of a pending two-factor sign-in (auth/sessions.ts); absent: none. */
  twoFactorPending?: string | null;
  /** The request's User-Agent, kept with a new session for the devices list; absent: unknown. */
  userAgent?: string | null;
  /** The client's address, for throttling. */
  clientIp: string;
  /** Language of content and messages: Accept-Language (de/en), else the user's saved one, else German. */
  locale: Locale;
  /** Headers added to the response: Set-Cookie, Retry-After. */
  resHeaders: Headers;
}

export function createContextInner(inner: ContextInner) {
  return { ...inner, db: inner.services.database.db };
}

export type Context = ReturnType<typeof createContextInner>;

export function clientAddress(
  request: Request,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'unknown';
}

export async function createContext(options: {
  services: Services;
  request: Request;
  resHeaders: Headers;
  socketAddress?: string;
}): Promise<Context> {
  const { services, request, resHeaders } = options;
  const asked = requestedLocale(request.headers.get('accept-language'));
  let session: SessionState;
  let locale: Locale;
  try {
    session = await services.sessions.fromCookieHeader(request.headers.get('cookie'), resHeaders);
    const saved = asked === null && session.user ? await services.languages.of(session.user.id) : null;
    locale = asked ?? saved ?? 'de';
  } catch (cause) {
    // A lost database is the 503 with Retry-After (errors.ts clientError), as inside a procedure.
    throw clientError(cause);
  }
  return createContextInner({
    services,
    ...session,
    userAgent: request.headers.get('user-agent'),
    clientIp: clientAddress(request, options.socketAddress, services.trustProxy),
    locale,
    resHeaders,
  });
}

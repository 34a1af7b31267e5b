/**
 * The request context of every procedure. createContextInner builds it from plain values (tests and the
 * REST adapters' callers); createContext reads it from an HTTP request.
 */

import { TRPCError } from '@trpc/server';
import { messageId, messageText, type User } from '@wurzelwerk/shared';
import { bearerToken, resolveApiToken } from '../auth/apiTokens';
import type { SecretBox } from '../auth/secretBox';
import type { SessionManager, SessionState } from '../auth/sessions';
import type { AuthThrottle } from '../auth/throttle';
import { toPublicUser } from '../auth/user';
import type { RelyingParty } from '../auth/webauthn';
import type { EscrowAccount } from '../banking/escrow';
import type { DbHandle } from '../db/client';
import type { HealthProbe } from '../db/health';
import type { Cluster } from '../db/invalidations';
import type { SavedLanguages } from '../domains/account/savedLanguage';
import type { AssetCatalog } from '../domains/assets/catalog';
import type { DashboardCache } from '../domains/dashboard/cache';
import type { KeptDashboard } from '../domains/dashboard/figures';
import { clientError, HttpError, tooManyRequests } from '../errors';
import { type Locale, requestedLocale } from '../i18n';
import type { Mailer } from '../mail';
import type { SheetCache } from '../pdf/sheetCache';
import type { Pusher } from '../push';
import { noteUser } from '../requestLog';

/** What the app is built from: one database, its session manager and the throttles. */
export interface Services {
  database: DbHandle;
  health: HealthProbe;
  catalog: AssetCatalog;
  /** The public information sheets, rendered once per asset type, language and version (pdf/sheetCache.ts). */
  informationSheets: SheetCache;
  sessions: SessionManager;
  /** Each user's dashboard figures, kept until the database says they changed (decision 0101). */
  dashboards: DashboardCache<KeptDashboard>;
  throttle: AuthThrottle;
  /** The signed-in user's saved language, for requests without a language of their own. */
  languages: SavedLanguages;
  /** The mail worker and the development mailbox (mails themselves are written with mail/outbox.ts). */
  mail: Mailer;
  /** Web Push: the VAPID public key and the push worker (pushes are written by domains/notifications/push.ts). */
  push: Pusher;
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
  /** The passkeys' relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS; auth/webauthn.ts). */
  relyingParty: RelyingParty;
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
  /** The personal API token the request was signed in with (decision 0069); absent: a session or none. */
  apiTokenId?: number | null;
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

/** 401 for a token that is unknown or revoked; 403 for a token sent to an operation that does not take one. */
const tokenRefusal = (locale: Locale, status: 401 | 403) => {
  const code = status === 401 ? 'auth.apiTokenInvalid' : 'auth.apiTokenNotAllowed';
  return new TRPCError({
    code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
    message: messageText(locale, code),
    cause: new HttpError(status, messageId(code), status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN'),
  });
};

/**
 * The user of a personal API token (decision 0069), for the read operations that take one (`tokenAllowed`);
 * every other operation, and tRPC, refuse a request carrying `Authorization` with 403. A wrong token counts
 * against the address's budget like a wrong password; every use of a right one against the token's.
 */
async function tokenSession(services: Services, authorization: string, address: string, locale: Locale) {
  const token = bearerToken(authorization);
  const check = await services.throttle.reserveTokenCheck(address);
  if (!check.ok) throw tooManyRequests(messageText(locale, 'auth.tooManyApiTokenUses'), check.retryAfter);
  const found = token ? await resolveApiToken(services.database.db, token) : null;
  if (!found) throw tokenRefusal(locale, 401);
  await check.succeeded();
  const wait = await services.throttle.apiTokenUse(found.tokenId);
  if (wait > 0) throw tooManyRequests(messageText(locale, 'auth.tooManyApiTokenUses'), wait);
  return { user: toPublicUser(found.user), apiTokenId: found.tokenId };
}

export async function createContext(options: {
  services: Services;
  request: Request;
  resHeaders: Headers;
  socketAddress?: string;
  /** The operation is a read that a personal API token may make (rest/operation.ts `token`). */
  tokenAllowed?: boolean;
}): Promise<Context> {
  const { services, request, resHeaders } = options;
  const asked = requestedLocale(request.headers.get('accept-language'));
  const clientIp = clientAddress(request, options.socketAddress, services.trustProxy);
  const authorization = request.headers.get('authorization');
  if (authorization !== null) {
    const locale = asked ?? 'de';
    if (!options.tokenAllowed) throw tokenRefusal(locale, 403);
    let signed: Awaited<ReturnType<typeof tokenSession>>;
    try {
      signed = await tokenSession(services, authorization, clientIp, locale);
    } catch (cause) {
      throw clientError(cause);
    }
    noteUser(request, signed.user.id);
    return createContextInner({
      services,
      ...signed,
      sessionId: null,
      sessionHint: false,
      userAgent: request.headers.get('user-agent'),
      clientIp,
      locale: asked ?? (await services.languages.of(signed.user.id)) ?? 'de',
      resHeaders,
    });
  }
  let session: SessionState;
  let locale: Locale;
  try {
    session = await services.sessions.fromCookieHeader(request.headers.get('cookie'), resHeaders);
    locale = asked ?? session.savedLanguage ?? 'de';
  } catch (cause) {
    // A lost database is the 503 with Retry-After (errors.ts clientError), as inside a procedure.
    throw clientError(cause);
  }
  noteUser(request, session.user?.id);
  // The saved language is the locale's now; the context carries only the locale.
  const { savedLanguage: _, ...signedIn } = session;
  return createContextInner({
    services,
    ...signedIn,
    userAgent: request.headers.get('user-agent'),
    clientIp,
    locale,
    resHeaders,
  });
}

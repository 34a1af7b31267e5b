/**
 * The request context of every procedure. createContextInner builds it from plain values (tests and the
 * REST adapters' callers); createContext reads it from an HTTP request.
 */
import { TRPCError } from '@trpc/server';
import type { User } from '@wurzelwerk/shared';
import type { SessionManager } from '../auth/sessions';
import type { AuthThrottle } from '../auth/throttle';
import type { DbHandle } from '../db/client';
import { type HealthProbe, RETRY_AFTER_SECONDS } from '../db/health';
import type { AssetCatalog } from '../domains/assets/catalog';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../errors';
import { type Locale, localeFromHeader } from '../i18n';

/** What the app is built from: one database, its session manager and the throttles. */
export interface Services {
  database: DbHandle;
  health: HealthProbe;
  catalog: AssetCatalog;
  sessions: SessionManager;
  throttle: AuthThrottle;
  trustProxy: boolean;
}

export interface ContextInner {
  services: Services;
  user: User | null;
  sessionId: string | null;
  /** The client's address, for throttling. */
  clientIp: string;
  /** Language of content and messages, from Accept-Language. */
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
  const session = await services.sessions
    .fromCookieHeader(request.headers.get('cookie'), resHeaders)
    .catch((cause) => {
      if (isDatabaseUnavailable(cause)) {
        resHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
      }
      throw cause;
    });
  return createContextInner({
    services,
    ...session,
    clientIp: clientAddress(request, options.socketAddress, services.trustProxy),
    locale: localeFromHeader(request.headers.get('accept-language')),
    resHeaders,
  });
}

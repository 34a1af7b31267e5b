/**
 * GET /api/health (readiness) → { status: "ok", db: "ok" }, or 503 when the database does not answer or
 * the process is stopping (SIGTERM: the load balancer takes it out while it finishes what it has).
 * GET /api/health/live (liveness) → { status: "ok" } while the process answers at all.
 * An operational endpoint, answered directly from the health probe rather than through a tRPC procedure:
 * load balancers poll it often, and it must cost next to nothing (docs/decisions/0005).
 */
import { Elysia } from 'elysia';
import { databaseUnavailable } from '../errors';
import { localeFromHeader } from '../i18n';
import type { Services } from '../trpc/context';
import { errorResponse, jsonResponse } from './errors';

export const HEALTHY = { status: 'ok', db: 'ok' } as const;
export const LIVE = { status: 'ok' } as const;
export const STOPPING = { status: 'stopping' } as const;

export const liveRoutes = () => new Elysia({ prefix: '/api' }).get('/health/live', () => jsonResponse(LIVE));

export const healthRoutes = (services: Services) =>
  new Elysia({ prefix: '/api' }).get('/health', ({ request }) => {
    if (services.lifecycle.stopping) return jsonResponse(STOPPING, 503, new Headers({ 'Retry-After': '1' }));
    return services.health.check().then(
      () => jsonResponse(HEALTHY),
      // The 503 with Retry-After (errors.ts); one log line with the cause's code, and its id in the reply.
      (cause: unknown) =>
        errorResponse(
          databaseUnavailable(cause),
          undefined,
          'health',
          localeFromHeader(request.headers.get('accept-language')),
        ),
    );
  });

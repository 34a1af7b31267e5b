/**
 * GET /api/health → { status: "ok", db: "ok" }, or 503 when the database does not answer.
 * An operational endpoint, answered directly from the health probe rather than through a tRPC procedure:
 * load balancers poll it often, and it must cost next to nothing (docs/decisions/0005).
 */
import { Elysia } from 'elysia';
import { databaseUnavailable } from '../errors';
import { localeFromHeader } from '../i18n';
import type { Services } from '../trpc/context';
import { errorResponse, jsonResponse } from './errors';

export const HEALTHY = { status: 'ok', db: 'ok' } as const;

export const healthRoutes = (services: Services) =>
  new Elysia({ prefix: '/api' }).get('/health', ({ request }) =>
    services.health.check().then(
      () => jsonResponse(HEALTHY),
      // The 503 with Retry-After (errors.ts); one log line with the cause's code, and its id in the reply.
      (cause: unknown) =>
        errorResponse(
          databaseUnavailable(cause),
          undefined,
          'health',
          localeFromHeader(request.headers.get('accept-language')),
        ),
    ),
  );

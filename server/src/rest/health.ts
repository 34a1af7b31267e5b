/**
 * GET /api/health → { status: "ok", db: "ok" }, or 503 when the database does not answer.
 * An operational endpoint, answered directly from the health probe rather than through a tRPC procedure:
 * load balancers poll it often, and it must cost next to nothing (docs/decisions/0005).
 */
import { Elysia } from 'elysia';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors';
import type { Services } from '../trpc/context';
import { errorResponse, HttpError, jsonResponse } from './errors';

export const HEALTHY = { status: 'ok', db: 'ok' } as const;

export const healthRoutes = (services: Services) =>
  new Elysia({ prefix: '/api' }).get('/health', () =>
    services.health.check().then(
      () => jsonResponse(HEALTHY),
      // One log line (errorResponse, with the cause's code) and the error id in the reply.
      (cause: unknown) =>
        errorResponse(
          Object.assign(new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'), { cause }),
          undefined,
          'health',
        ),
    ),
  );

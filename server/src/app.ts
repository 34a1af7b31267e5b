/**
 * Builds the Elysia app without listening: security headers, the Origin check and body limit, tRPC at
 * /trpc, the REST adapters at /api, and the built web app with an index.html fallback.
 * Tests call `app.handle(new Request(...))`; src/index.ts listens.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { TRPC_MAX_BATCH_SIZE } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { createSessionManager } from './auth/sessions';
import { createAuthThrottle, type ThrottleLimits } from './auth/throttle';
import type { DbHandle } from './db/client';
import { inRequestScope } from './db/scope';
import { localeFromHeader } from './i18n';
import { accountRoutes } from './rest/account';
import { authRoutes } from './rest/auth';
import { domainRoutes } from './rest/domain';
import { errorResponse, httpError, logInternal } from './rest/errors';
import { farmRoutes } from './rest/farm';
import { healthRoutes } from './rest/health';
import { hotRoutes } from './rest/hot';
import {
  createRestHandler,
  declaresTooLargeBody,
  type RestRequest,
  readBody,
  SERVER_MAX_BODY_BYTES,
} from './rest/http';
import { openApiRoutes } from './rest/openapi';
import { shopRoutes } from './rest/shop';
import { appRouter } from './routers';
import { createAssetCatalog } from './routers/assets.catalog';
import { securityHeaders } from './security';
import { mediaFiles, webApp } from './static';
import { createContext, type Services } from './trpc/context';

export interface AppOptions extends ThrottleLimits {
  database: DbHandle;
  production: boolean;
  trustProxy: boolean;
  /** Folder of the built web app; nothing is served for client routes when it does not exist. */
  webDist?: string;
  /** Folder of the sample media served at /media (default: server/assets/images). */
  mediaRoot?: string;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc/');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Non-GET requests to /api and /trpc must come from our own origin (CSRF defence next to SameSite). */
function originMatches(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    return false;
  }
}

/**
 * Checks done before a route runs; answers the request when it must be refused. A body over 1 MB is
 * refused here for every /api and /trpc route, whether or not the route reads it: a declared length at
 * once, a chunked body (no Content-Length) by counting a copy, which leaves the body to the route.
 */
function guard(request: Request): Response | Promise<Response | undefined> | undefined {
  if (SAFE_METHODS.has(request.method) || !isApiPath(new URL(request.url).pathname)) return undefined;
  if (!originMatches(request)) return errorResponse(httpError('badOrigin'));
  if (declaresTooLargeBody(request)) return errorResponse(httpError('tooLarge'));
  if (!request.headers.has('content-length') && request.body)
    return readBody(request.clone()).then(() => undefined, errorResponse);
  return undefined;
}

const notFound = () => errorResponse(httpError('notFound'));

export function createServices(options: AppOptions): Services {
  return {
    database: options.database,
    health: options.database.health,
    catalog: createAssetCatalog(options.database.db),
    sessions: createSessionManager(options.database.db, { secureCookies: options.production }),
    throttle: createAuthThrottle(options),
    trustProxy: options.trustProxy,
  };
}

export function createApp(options: AppOptions) {
  const services = createServices(options);
  const respond = createRestHandler(services);
  const serveWebApp = webApp(options.webDist);
  const serveMedia = mediaFiles(options.mediaRoot);
  const replyHeaders = securityHeaders(options.production);

  const trpc = ({ request, server }: RestRequest) =>
    inRequestScope(request, () =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: request,
        router: appRouter,
        createContext: ({ resHeaders }) =>
          createContext({
            services,
            request,
            resHeaders,
            socketAddress: server?.requestIP(request)?.address,
          }),
        // Batches multiply a request's work and reply; the web's batch link splits at the same size.
        maxBatchSize: TRPC_MAX_BATCH_SIZE,
        onError: ({ error, path, req }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') logInternal(error.cause ?? error, `trpc ${path ?? ''}`);
          // tRPC's own text for an oversized batch is English; the reply is built from this error after
          // onError, so the message can still be put in the client's language.
          if (error.code === 'BAD_REQUEST' && error.message === 'Batch call exceeds maximum size') {
            error.message =
              localeFromHeader(req.headers.get('accept-language')) === 'en'
                ? `Too many calls in one request (at most ${TRPC_MAX_BATCH_SIZE}).`
                : `Zu viele Aufrufe in einer Anfrage (höchstens ${TRPC_MAX_BATCH_SIZE}).`;
          }
        },
      }),
    );

  const app = new Elysia({
    // While listening, Bun's own router answers the hot reads directly (rest/hot.ts, docs/decisions/0008).
    serve: {
      // Elysia turns reusePort on: a second server on the port would start silently and take half the
      // connections. Off, a busy port fails the start (index.ts).
      reusePort: false,
      // Bun's last-resort cap; the app answers bodies over 1 MB itself (SERVER_MAX_BODY_BYTES).
      maxRequestBodySize: SERVER_MAX_BODY_BYTES,
      routes: hotRoutes(
        services,
        (request: Request): Response | Promise<Response> => app.fetch(request),
        replyHeaders,
      ),
    },
  })
    .onRequest(({ request, set }) => {
      Object.assign(set.headers, replyHeaders);
      return guard(request);
    })
    // Elysia merges `set.headers` into returned Response objects, so the headers above reach every reply.
    .onError(({ error, code }) => {
      if (code === 'NOT_FOUND') return notFound();
      // Elysia's own body parsing (routes that take no body): a malformed body is bad input, not a 500.
      if (code === 'PARSE') return errorResponse(httpError('malformedJson'));
      return errorResponse(error);
    })
    // tRPC's own fetch handler in two routes (not .all, which the GET fallback would shadow).
    .get('/trpc/*', trpc, { parse: 'none' })
    .post('/trpc/*', trpc, { parse: 'none' })
    .use(healthRoutes(services))
    .use(authRoutes(respond))
    .use(domainRoutes(respond))
    .use(shopRoutes(respond))
    .use(accountRoutes(respond))
    .use(farmRoutes(respond))
    .use(openApiRoutes())
    .get('/media/*', ({ request }) => serveMedia(request))
    .get('/*', ({ request }) =>
      isApiPath(new URL(request.url).pathname) ? notFound() : serveWebApp(request),
    )
    .decorate('services', services);
  return app;
}

export type App = ReturnType<typeof createApp>;

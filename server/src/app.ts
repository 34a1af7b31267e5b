/**
 * Builds the Elysia app without listening: security headers, the Origin check and body limit, tRPC at
 * /trpc, the REST adapters at /api, and the built web app with an index.html fallback.
 * Tests call `app.handle(new Request(...))`; src/index.ts listens.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { BRAND, messageId, TRPC_MAX_BATCH_SIZE } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import type { DestinationStream } from 'pino';
import { createSecretBox } from './auth/secretBox';
import { createSessionManager } from './auth/sessions';
import { createAuthThrottle, makeLimiters, type ThrottleLimits } from './auth/throttle';
import { postgresThrottleStore } from './auth/throttleStore';
import { LOCAL_RELYING_PARTY, type RelyingParty } from './auth/webauthn';
import { DEMO_ESCROW_ACCOUNT, type EscrowAccount } from './banking/escrow';
import { type BackgroundWork, backgroundWork, type ScheduledBackup } from './cluster/background';
import type { DbHandle } from './db/client';
import { clusterOf } from './db/invalidations';
import { inRequestScope } from './db/scope';
import { createSavedLanguages } from './domains/account/savedLanguage';
import { createAssetCatalog } from './domains/assets/catalog';
import { createDashboardCache } from './domains/dashboard/cache';
import type { KeptDashboard } from './domains/dashboard/figures';
import { databaseSheetStore } from './domains/investments/sheets';
import { CLIENT_CLOSED_REQUEST, clientWentAway, retryAfterOf } from './errors';
import { crawlerRoutes, siteOrigin } from './http/crawlers';
import { devMailRoutes } from './http/devMail';
import { metricsRoutes } from './http/metrics';
import { requestObserver } from './http/observe';
import { originMatches, ownOrigin, securityHeaders } from './http/security';
import { mediaFiles, UPLOADS_PATH, webApp } from './http/static';
import { localeFromHeader } from './i18n';
import { createMailer, type MailOptions } from './mail';
import { createSheetCache } from './pdf/sheetCache';
import { createPusher, type PushOptions } from './push';
import { generatedVapid } from './push/vapid';
import { createRequestLog, type LogLevel, withRequest } from './requestLog';
import { compressApiReply } from './rest/compression';
import { openApiRoutes } from './rest/docs';
import { errorResponse, httpError, logInternal } from './rest/errors';
import { hotRoutes } from './rest/hot';
import { declaresTooLargeBody, type RestRequest, readBody } from './rest/http';
import { SERVER_MAX_BODY_BYTES } from './rest/limits';
import { OPERATIONS } from './rest/operations';
import { apiRoutes } from './rest/routes';
import { createContext, type Services } from './trpc/context';
import { replyLocale } from './trpc/init';
import { appRouter } from './trpc/router';

export interface AppOptions extends ThrottleLimits {
  database: DbHandle;
  production: boolean;
  trustProxy: boolean;
  /** Folder of the built web app; nothing is served for client routes when it does not exist. */
  webDist?: string;
  /** Folder of the sample media served at /media (default: server/assets/images). */
  mediaRoot?: string;
  /** Folder of uploaded images, served at /media/uploads (index.ts: MEDIA_DIR or DATA_DIR/media). */
  uploadDir?: string;
  /** Mail transport and links (default: the development mailbox in memory, links to http://localhost). */
  mail?: MailOptions;
  /** The site's public origin (PUBLIC_URL) for the links of sitemap.xml and robots.txt. */
  publicUrl?: string;
  /** The VAPID keys that sign pushes (push/vapid.ts: vapidOf; default: a pair made for this process). */
  push?: PushOptions;
  /** false: the listening server leaves the outboxes to a `bun run worker` process (default true). */
  mailWorker?: boolean;
  /** The keys of the secrets kept encrypted at rest, newest first (auth/secretBox.ts: secretsKeysOf). */
  secretsKeys: Uint8Array[];
  /** A session ends this many days after its sign-in at the latest (SESSION_MAX_AGE_DAYS; default 90). */
  sessionMaxAgeDays?: number;
  /** The escrow account investors transfer to (banking/escrow.ts; default: the demonstration account). */
  escrow?: EscrowAccount;
  /** Scheduled backups of the embedded database (BACKUP_*; none when absent or every 0 hours). */
  backup?: ScheduledBackup;
  /** The passkeys' relying party (env.ts; default: localhost). */
  webauthn?: RelyingParty;
  /** The request log's level (LOG_LEVEL; default silent: tests) and where its lines go (default stdout). */
  logLevel?: LogLevel;
  logDestination?: DestinationStream;
  /** The bearer token that may read /metrics from elsewhere than loopback (METRICS_TOKEN). */
  metricsToken?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const DEFAULT_MAIL: MailOptions = { from: `${BRAND} <no-reply@localhost>`, publicUrl: 'http://localhost' };

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc/');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Percent-escapes in an /api or /trpc address that decode to U+0000, or to no valid UTF-8 (an encoded
 * lone surrogate, %ED%A0%80, is not UTF-8): path parameters and query values go to procedures, and
 * this refuses them for every route at once.
 */
function hasBadEscapes(url: URL): boolean {
  try {
    return (
      decodeURIComponent(url.pathname).includes('\0') ||
      decodeURIComponent(url.search.replaceAll('+', ' ')).includes('\0')
    );
  } catch {
    return true;
  }
}

/** What tRPC's fetch adapter reads as JSON; anything else it would refuse quoting the header. */
const isTrpcJson = (request: Request) => request.headers.get('content-type')?.startsWith('application/json');

/**
 * Checks done before a route runs; answers the request when it must be refused. A body over 1 MB is
 * refused here for every /api and /trpc route, whether or not the route reads it: a declared length at
 * once, a chunked body (no Content-Length) by counting a copy, which leaves the body to the route.
 */
function guard(request: Request, trustProxy: boolean): Response | Promise<Response | undefined> | undefined {
  const safe = SAFE_METHODS.has(request.method);
  const refuse = (error: unknown) => errorResponse(error, undefined, 'api', localeOf(request));
  // Without a usable Host header (HTTP/1.0) Bun hands over the bare path as the URL ("/api/…"), which no
  // `new URL` takes: there is no origin to compare with, and tRPC and the web app need the full URL. An
  // /api read still works on the path alone, so a plain HTTP/1.0 health check keeps its answer.
  const bare = request.url.charCodeAt(0) === 47; // "/"
  if (bare && !(safe && request.url.startsWith('/api/'))) return refuse(httpError('noHost'));
  // The common read: an address without escapes has nothing to check.
  if (safe && !request.url.includes('%')) return undefined;
  if (!bare && !URL.canParse(request.url)) return refuse(httpError('noHost'));
  const url = new URL(request.url, 'http://host.invalid');
  if (!isApiPath(url.pathname)) return undefined;
  if (hasBadEscapes(url)) return refuse(httpError('badUrl'));
  if (safe) return undefined;
  if (!originMatches(request, url, trustProxy)) return refuse(httpError('badOrigin'));
  if (request.method === 'POST' && url.pathname.startsWith('/trpc/') && !isTrpcJson(request))
    return refuse(httpError('notJson'));
  if (declaresTooLargeBody(request)) return refuse(httpError('tooLarge'));
  if (!request.headers.has('content-length') && request.body)
    return readBody(request.clone()).then(() => undefined, refuse);
  return undefined;
}

/** The language of a reply made before a session is read: the request's Accept-Language, else German. */
const localeOf = (request: Request) => localeFromHeader(request.headers.get('accept-language'));

const notFound = (request: Request) =>
  errorResponse(httpError('notFound'), undefined, 'api', localeOf(request));

/** The throttle's budgets: in memory with one process (PGlite), shared in PostgreSQL (decision 0036). */
function throttleOf(options: AppOptions) {
  const { database } = options;
  if (database.kind !== 'postgres') return createAuthThrottle(options);
  return createAuthThrottle(
    options,
    Date.now,
    postgresThrottleStore(database.db, () => makeLimiters(options)),
  );
}

/**
 * The services of a process: what procedures see (Services) and the background work the process runs
 * beside them — the mail worker, the cluster's jobs and its messages (cluster/background.ts).
 */
export type AppServices = Services & { background: BackgroundWork };

export function createServices(options: AppOptions): AppServices {
  const { database } = options;
  const mail = createMailer(database.db, options.mail ?? DEFAULT_MAIL);
  const push = createPusher(database.db, {
    vapid: generatedVapid(),
    ...options.push,
    allowLoopbackHttp: !options.production,
  });
  const cluster = clusterOf(database);
  const catalog = createAssetCatalog(database.db);
  const dashboards = createDashboardCache<KeptDashboard>({ available: () => !database.health.isDown() });
  const sessions = createSessionManager(database.db, {
    secureCookies: options.production,
    publish: cluster.publish,
    maxAgeMs: options.sessionMaxAgeDays === undefined ? undefined : options.sessionMaxAgeDays * DAY_MS,
  });
  return {
    database,
    health: database.health,
    catalog,
    informationSheets: createSheetCache(databaseSheetStore(database.db)),
    sessions,
    dashboards,
    throttle: throttleOf(options),
    languages: createSavedLanguages(database.db),
    mail,
    push,
    cluster,
    lifecycle: { stopping: false },
    background: backgroundWork(
      database,
      options.mailWorker === false ? undefined : [mail, push],
      { sessions, catalog, dashboards },
      options.backup,
      options.mail?.folder,
    ),
    trustProxy: options.trustProxy,
    secrets: createSecretBox(options.secretsKeys),
    escrow: options.escrow ?? DEMO_ESCROW_ACCOUNT,
    relyingParty: options.webauthn ?? LOCAL_RELYING_PARTY,
    uploadDir: resolve(options.uploadDir ?? join(tmpdir(), `wurzelwerk-uploads-${process.pid}`)),
  };
}

export function createApp(options: AppOptions) {
  const services = createServices(options);
  const serveWebApp = webApp(options.webDist);
  const serveMedia = mediaFiles(options.mediaRoot);
  const serveUploads = mediaFiles(services.uploadDir, UPLOADS_PATH);
  const replyHeaders = securityHeaders(options.production);
  const requestLog = createRequestLog({
    level: options.logLevel ?? 'silent',
    destination: options.logDestination,
    // The newest key (createServices refused an empty list): pseudonyms change with a rotation (0088).
    secretsKey: options.secretsKeys[0] as Uint8Array,
  });
  const observer = requestObserver(requestLog);

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
        // Every 5xx is logged (redacted) under an id; the error formatter puts the id into the reply.
        onError: ({ error, path, req, ctx }) => {
          if (getHTTPStatusCodeFromError(error) >= 500 && !clientWentAway(error))
            logInternal(error, `trpc ${path ?? ''}`);
          // The formatter writes the reply after this, in the language of the request (or its user).
          replyLocale(error, ctx?.locale ?? localeOf(req));
          // tRPC's own text for an oversized batch is English; the reply is built from this error after
          // onError, so the message can still be the API's own.
          if (error.code === 'BAD_REQUEST' && error.message === 'Batch call exceeds maximum size') {
            error.message = messageId('http.batchTooLarge', { max: TRPC_MAX_BATCH_SIZE });
          }
        },
        // Retry-After of a 429 or 503 in any call of the batch (the one rule: errors.ts retryAfterOf).
        responseMeta: ({ errors }) => {
          // A client that went away reads nothing (rest/errors.ts errorResponse says the same for /api).
          if (errors.some(clientWentAway)) return { status: CLIENT_CLOSED_REQUEST };
          const seconds = errors.map(retryAfterOf).find((s) => s !== undefined);
          return seconds === undefined ? {} : { headers: { 'Retry-After': String(seconds) } };
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
        requestLog,
      ),
    },
  })
    .onRequest(({ request, set }) => {
      Object.assign(set.headers, replyHeaders);
      observer.begin(request, set.headers);
      return guard(request, options.trustProxy);
    })
    // The request's line in the log and its count and time in the metrics (http/observe.ts).
    .onAfterResponse(observer.end)
    // Elysia merges `set.headers` into returned Response objects, so the headers above reach every reply.
    // API JSON of 1 KB or more is compressed by Accept-Encoding; files compress themselves (http/static.ts).
    .mapResponse(({ request, path, responseValue }) =>
      isApiPath(path) && responseValue instanceof Response
        ? compressApiReply(request, responseValue)
        : undefined,
    )
    .onError(({ error, code, request }) => {
      if (code === 'NOT_FOUND') return notFound(request);
      // Elysia's own body parsing (routes that take no body): a malformed body is bad input, not a 500.
      if (code === 'PARSE')
        return errorResponse(httpError('malformedJson'), undefined, 'app', localeOf(request));
      return withRequest(request, () => errorResponse(error, undefined, 'app', localeOf(request)));
    })
    // tRPC's own fetch handler in two routes (not .all, which the GET fallback would shadow).
    .get('/trpc/*', trpc, { parse: 'none' })
    .post('/trpc/*', trpc, { parse: 'none' })
    // Every /api operation, built from its declaration (rest/operations.ts, domains/<domain>/rest.ts).
    .use(apiRoutes(services, OPERATIONS))
    .use(openApiRoutes())
    .use(metricsRoutes(services.database.db, options.metricsToken))
    .use(devMailRoutes(services.mail.mailbox, options.production, options.trustProxy))
    .get('/media/*', ({ request, path }) =>
      path.startsWith(`${UPLOADS_PATH}/`) ? serveUploads(request) : serveMedia(request),
    )
    .use(
      crawlerRoutes((request) =>
        siteOrigin(options.publicUrl, ownOrigin(request, new URL(request.url), options.trustProxy)),
      ),
    )
    // Elysia's `path`, not `new URL(request.url)`: an HTTP/1.0 read without Host has a bare-path URL.
    .get('/*', ({ request, path }) => (isApiPath(path) ? notFound(request) : serveWebApp(request)))
    .decorate('services', services)
    .onStart(() => services.background.start())
    // Elysia does not wait for this; index.ts waits for background.stop() before closing the database.
    .onStop(() => services.background.stop());
  return app;
}

export type App = ReturnType<typeof createApp>;

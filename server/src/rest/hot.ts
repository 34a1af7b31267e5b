/**
 * The two busiest reads — GET /api/health (polled by load balancers) and GET /api/asset-types (every
 * marketplace view) — answered straight from Bun's native router while the server listens, without
 * Elysia's per-request pipeline (docs/decisions/0008). A reply is a body already in memory, one prepared
 * header set that includes the security headers, and the request id; like every reply it writes its
 * request-log line and is counted and timed in the metrics, each at the cost of a few additions (decision
 * 0093). Whatever is not the plain case — a query string, a catalog that must be reloaded, a health answer
 * that is not fresh — goes the normal way through the app, so behaviour and errors stay those of the
 * regular routes (a test compares both replies).
 */

import { requestedLocale } from '../i18n';
import { hotHttpSeries } from '../metrics';
import { REQUEST_ID_HEADER, type RequestLog, requestIdOf } from '../requestLog';
import type { Services } from '../trpc/context';
import {
  acceptedEncoding,
  compressedOnce,
  type Encoding,
  encodedHeaders,
  MIN_COMPRESS_BYTES,
} from './compression';
import { jsonBody } from './errors';
import { HEALTHY } from './health';

type Handler = (request: Request) => Response | Promise<Response>;

const HEALTHY_JSON = JSON.stringify(HEALTHY);

/**
 * Bun.serve `routes` for the hot paths; `fallback` is the app's own fetch handler, `securityHeaders` the
 * app's own set (http/security.ts), so that a hot reply carries exactly what a regular one does; `log` the
 * app's request log.
 */
export function hotRoutes(
  services: Pick<Services, 'health' | 'catalog' | 'lifecycle'>,
  fallback: Handler,
  securityHeaders: Readonly<Record<string, string>>,
  log: Pick<RequestLog, 'hotLine'>,
) {
  /** The headers of every hot reply, prepared once; `new Response` copies them. */
  const JSON_HEADERS = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...securityHeaders,
  });
  /** The same for a compressed list, per coding (as compressApiReply makes them on the regular route). */
  const ENCODED_HEADERS: Record<Encoding, Headers> = {
    br: encodedHeaders(JSON_HEADERS, 'br'),
    gzip: encodedHeaders(JSON_HEADERS, 'gzip'),
  };

  /** The end of a hot reply: its request id sent back, its line written, its count and time added. */
  const finisher = (route: string) => {
    const line = log.hotLine('GET', route, 200);
    const measure = hotHttpSeries('GET', route, 200);
    return (response: Response, requestId: string, started: number): Response => {
      response.headers.set(REQUEST_ID_HEADER, requestId);
      line(requestId, started);
      measure((performance.now() - started) / 1000);
      return response;
    };
  };
  const healthDone = finisher('/api/health');
  const assetTypesDone = finisher('/api/asset-types');

  const health: Handler = (request) => {
    if (!services.health.isHealthy() || services.lifecycle.stopping) return fallback(request);
    const started = performance.now();
    const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
    return healthDone(new Response(HEALTHY_JSON, { headers: JSON_HEADERS }), requestId, started);
  };

  const assetTypes: Handler = (request) => {
    const started = performance.now();
    const locale = requestedLocale(request.headers.get('accept-language'));
    // Without a language of its own, a signed-in request follows the saved one (trpc/context.ts).
    if (request.url.includes('?') || (locale === null && request.headers.has('cookie')))
      return fallback(request);
    const list = services.catalog.cachedList(locale ?? 'de');
    if (!list) return fallback(request);
    const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
    // The list is frozen: its bytes are made once (jsonBody), and compressed once per coding.
    const body = jsonBody(list);
    const encoding = acceptedEncoding(request);
    const response =
      encoding && typeof body !== 'string' && body.byteLength >= MIN_COMPRESS_BYTES
        ? new Response(compressedOnce(body, encoding), { headers: ENCODED_HEADERS[encoding] })
        : new Response(body, { headers: JSON_HEADERS });
    return assetTypesDone(response, requestId, started);
  };

  return {
    '/api/health': { GET: health },
    '/api/asset-types': { GET: assetTypes },
  };
}

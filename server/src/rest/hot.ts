/**
 * The two busiest reads — GET /api/health (polled by load balancers) and GET /api/asset-types (every
 * marketplace view) — answered straight from Bun's native router while the server listens, without
 * Elysia's per-request pipeline (docs/decisions/0008). A reply is a body already in memory plus one
 * prepared header set that includes the security headers. Whatever is not the plain case — a query
 * string, a catalog that must be reloaded, a health answer that is not fresh — goes the normal way through
 * the app, so behaviour and errors stay those of the regular routes (a test compares both replies).
 */

import { requestedLocale } from '../i18n';
import { httpCounterFor } from '../metrics';
import { REQUEST_ID_HEADER } from '../requestLog';
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
 * app's own set (http/security.ts), so that a hot reply carries exactly what a regular one does.
 */
export function hotRoutes(
  services: Pick<Services, 'health' | 'catalog' | 'lifecycle'>,
  fallback: Handler,
  securityHeaders: Readonly<Record<string, string>>,
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

  // Counted in the metrics like the regular route, by an addition (metrics.ts httpCounterFor). No line in
  // the request log and so no request id (a load balancer's poll, a list from memory; a header set per
  // reply would cost more than the reply: decision 0087). A list request that brings its own X-Request-Id
  // goes the regular way, which sends it back and logs it.
  const countHealth = httpCounterFor('GET', '/api/health', 200);
  const countAssetTypes = httpCounterFor('GET', '/api/asset-types', 200);

  const health: Handler = (request) => {
    // Its headers are not read (that alone would treble the reply's cost): a probe's id is not sent back.
    if (!services.health.isHealthy() || services.lifecycle.stopping) return fallback(request);
    countHealth();
    return new Response(HEALTHY_JSON, { headers: JSON_HEADERS });
  };

  const assetTypes: Handler = (request) => {
    const locale = requestedLocale(request.headers.get('accept-language'));
    // Without a language of its own, a signed-in request follows the saved one (trpc/context.ts).
    if (
      request.url.includes('?') ||
      (locale === null && request.headers.has('cookie')) ||
      request.headers.has(REQUEST_ID_HEADER)
    )
      return fallback(request);
    const list = services.catalog.cachedList(locale ?? 'de');
    if (!list) return fallback(request);
    countAssetTypes();
    // The list is frozen: its bytes are made once (jsonBody), and compressed once per coding.
    const body = jsonBody(list);
    const encoding = acceptedEncoding(request);
    if (encoding && typeof body !== 'string' && body.byteLength >= MIN_COMPRESS_BYTES)
      return new Response(compressedOnce(body, encoding), { headers: ENCODED_HEADERS[encoding] });
    return new Response(body, { headers: JSON_HEADERS });
  };

  return {
    '/api/health': { GET: health },
    '/api/asset-types': { GET: assetTypes },
  };
}

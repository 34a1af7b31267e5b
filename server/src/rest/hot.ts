/**
 * The two busiest reads — GET /api/health (polled by load balancers) and GET /api/asset-types (every
 * marketplace view) — answered straight from Bun's native router while the server listens, without
 * Elysia's per-request pipeline (docs/decisions/0008). A reply is a body already in memory plus one
 * prepared header set that includes the security headers. Whatever is not the plain case — a query
 * string, a catalog that must be reloaded, a health answer that is not fresh — goes the normal way through
 * the app, so behaviour and errors stay those of the regular routes (a test compares both replies).
 */

import { requestedLocale } from '../i18n';
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

  const health: Handler = (request) =>
    services.health.isHealthy() && !services.lifecycle.stopping
      ? new Response(HEALTHY_JSON, { headers: JSON_HEADERS })
      : fallback(request);

  const assetTypes: Handler = (request) => {
    const locale = requestedLocale(request.headers.get('accept-language'));
    // Without a language of its own, a signed-in request follows the saved one (trpc/context.ts).
    if (request.url.includes('?') || (locale === null && request.headers.has('cookie')))
      return fallback(request);
    const list = services.catalog.cachedList(locale ?? 'de');
    if (!list) return fallback(request);
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

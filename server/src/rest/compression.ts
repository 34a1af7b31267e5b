/**
 * HTTP compression (issue 16, docs/decisions/0023): which coding a client takes (Accept-Encoding), which
 * files are worth compressing, and compressing with node:zlib. The web build is compressed once, at build
 * time (scripts/precompress.ts); static.ts sends those files, and compresses what has none once per file.
 * API JSON is compressed per reply (compressApiReply), the hot asset-type list once per list (rest/hot.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a body goes out as it is: its headers outweigh what compressing would save. */
export const MIN_COMPRESS_BYTES = 1024;

/** The file name suffix of a precompressed copy, beside the original (`app.js` → `app.js.br`). */
export const ENCODED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** The Content-Type of each kind of file worth compressing (text-like), by extension. */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The extension of a file name or path, lower case with its dot (`.js`), or '' without one. */
export function extensionOf(name: string): string {
  const match = /\.[^./]+$/.exec(name);
  return match ? match[0].toLowerCase() : '';
}

/** Whether a file gets compressed copies: text-like (COMPRESSIBLE_TYPES) and at least MIN_COMPRESS_BYTES. */
export function isCompressibleFile(name: string, size: number): boolean {
  return extensionOf(name) in COMPRESSIBLE_TYPES && size >= MIN_COMPRESS_BYTES;
}

/** Our codings in order of preference: brotli gives the smaller files (by far at build time). */
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The coding to send to a client by its Accept-Encoding (RFC 9110 §12.5.3): the acceptable one
 * (q > 0, by name or through `*`) with the highest q, brotli before gzip on a tie; null for identity —
 * no header, nothing of ours acceptable, or identity ranked above both. A HEAD reply is never compressed.
 * Hand-written rather than the `negotiator` package, whose typings lack the tie-break option: see 0023.
 */
export function acceptedEncoding(request: Request): Encoding | null {
  const header = request.headers.get('accept-encoding');
  if (!header || request.method === 'HEAD') return null;
  const weights = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const coding of PREFERRED) if (weightOf(coding) > (best ? weightOf(best) : 0)) best = coding;
  // identity is acceptable unless excluded, and wins only when the client ranks it above our best.
  if (best && weights.has('identity') && (weights.get('identity') ?? 0) > weightOf(best)) return null;
  return best;
}

/**
 * `body` compressed: 'build' at the highest levels (brotli 11, gzip 9), once per file at build time;
 * 'live' at moderate levels (brotli 4, gzip 6) for work done while a client waits.
 */
export function compress(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  effort: 'build' | 'live',
): Uint8Array<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(body, { level: effort === 'build' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'build' ? constants.BROTLI_MAX_QUALITY : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** `body` compressed (see compress), or null when that does not make it smaller. */
export function smallerCompressed(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  effort: 'build' | 'live',
): Uint8Array<ArrayBuffer> | null {
  const compressed = compress(body, encoding, effort);
  return compressed.byteLength < body.byteLength ? compressed : null;
}

/** Compressed copies of bodies that are sent again and again (the frozen catalog lists), by body. */
const compressedBodies = new WeakMap<
  Uint8Array<ArrayBuffer>,
  Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
>();

/** `body` compressed for live replies, once per body object and coding. */
export function compressedOnce(body: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  let copies = compressedBodies.get(body);
  if (!copies) {
    copies = {};
    compressedBodies.set(body, copies);
  }
  copies[encoding] ??= compress(body, encoding, 'live');
  return copies[encoding];
}

/** Adds Accept-Encoding to a reply's Vary header (a shared cache keeps one copy per coding). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** The headers of a compressed reply: its coding and Vary; the length is the new body's (Bun sets it). */
export function encodedHeaders(headers: Headers, encoding: Encoding): Headers {
  const encoded = new Headers(headers);
  encoded.set('Content-Encoding', encoding);
  encoded.delete('Content-Length');
  varyOnEncoding(encoded);
  return encoded;
}

/**
 * A reply of `body`: compressed for `encoding` when that is set and the body has at least
 * MIN_COMPRESS_BYTES, else as it is. `headers` are the reply's headers without a coding.
 */
export function encodedReply(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding | null,
  init: { status?: number; statusText?: string; headers: Headers },
): Response {
  if (!encoding || body.byteLength < MIN_COMPRESS_BYTES) return new Response(body, init);
  return new Response(compress(body, encoding, 'live'), {
    ...init,
    headers: encodedHeaders(init.headers, encoding),
  });
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * An /api or /trpc reply as sent: JSON of at least MIN_COMPRESS_BYTES is compressed ('live') when the
 * client accepts br or gzip. Everything else is left untouched (undefined): a small body, a client without
 * Accept-Encoding, HEAD, 204/304 and other replies without a body, a body already encoded, and anything
 * streamed — tRPC's JSON-lines batches (`Transfer-Encoding: chunked`) and event streams (not JSON).
 */
export function compressApiReply(request: Request, reply: Response): Promise<Response> | undefined {
  const encoding = acceptedEncoding(request);
  const { headers, status, statusText } = reply;
  if (
    !encoding ||
    !reply.body ||
    status === 204 ||
    status === 304 ||
    headers.has('content-encoding') ||
    headers.get('transfer-encoding')?.includes('chunked') ||
    !JSON_TYPE.test(headers.get('content-type') ?? '')
  )
    return undefined;
  // Synchronous up to here: Elysia takes a returned promise as the reply, even one of undefined.
  return reply.bytes().then((body) => encodedReply(body, encoding, { status, statusText, headers }));
}

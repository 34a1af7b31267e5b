/** Request plumbing shared by the /api adapters: JSON bodies and calling a procedure. */

import { inRequestScope } from '../db/scope';
import { localeFromHeader } from '../i18n';
import { type Context, createContext, type Services } from '../trpc/context';
import { errorResponse, httpError, jsonResponse } from './errors';
import { FileReply } from './file';
import { inputRefusal } from './inputRefusal';
import { MAX_BODY_BYTES } from './limits';
import { untrusted } from './operation';

/** True when the request declares a body longer than MAX_BODY_BYTES (Content-Length). */
export function declaresTooLargeBody(request: Request): boolean {
  return Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES;
}

/**
 * Reads the raw body: 413 when it passes MAX_BODY_BYTES, whether the length was declared or the body comes
 * chunked. A declared length within the limit is read in one go (HTTP framing holds the body to it); a
 * body without one is counted as it arrives and refused without reading the rest.
 */
export async function readBody(request: Request): Promise<Uint8Array> {
  if (declaresTooLargeBody(request)) throw httpError('tooLarge');
  if (!request.body) return new Uint8Array(0);
  if (request.headers.has('content-length')) {
    const body = await request.bytes();
    // A Request built in-process (app.handle) is not held to its header; count it anyway.
    if (body.byteLength > MAX_BODY_BYTES) throw httpError('tooLarge');
    return body;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      reader.cancel().catch(() => {});
      throw httpError('tooLarge');
    }
    chunks.push(value);
  }
  return new Uint8Array(Bun.concatArrayBuffers(chunks));
}

/**
 * Reads a JSON body: 415 when it is not JSON, 413 when over 1 MB, 400 when malformed, and 400 when a
 * string in it holds U+0000 or a lone surrogate or it nests absurdly deep (input.ts), whatever fields
 * the procedure reads.
 */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw httpError('notJson');
  const text = new TextDecoder().decode(await readBody(request));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw httpError('malformedJson');
  }
  const refusal = inputRefusal(body);
  if (refusal) throw refusal;
  return body;
}

/**
 * A JSON body that holds the fields of a procedure's input: valid JSON that is no object (an array, a
 * number, null) is refused with 400 like malformed JSON, whatever the procedure's fields.
 */
export async function readJsonObject<T = Record<string, unknown>>(request: Request): Promise<T> {
  const body = await readJson(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw httpError('notAnObject');
  return untrusted<T>(body);
}

/** The part of Elysia's handler context an adapter passes on. */
export interface RestRequest {
  request: Request;
  /** The route's pattern (Elysia's `route`, e.g. "/api/orders/:id/status"), named in the log of a 5xx. */
  route?: string;
  /** Absent when the app is called through `app.handle` (tests), present behind Bun.serve. */
  server?: { requestIP(request: Request): { address: string } | null } | null;
}

/**
 * Runs one procedure for a REST request with the request's context (as tRPC does) and turns its result or
 * error into a response. This is all an adapter does: no business logic here.
 */
export function createRestHandler(services: Services) {
  return async (
    { request, server, route }: RestRequest,
    run: (ctx: Context, resHeaders: Headers) => Promise<unknown>,
    status = 200,
    tokenAllowed = false,
  ): Promise<Response> => {
    const resHeaders = new Headers();
    return inRequestScope(request, async () => {
      // The reply's language: the context's (header, else the user's saved one) once it is known.
      let locale = localeFromHeader(request.headers.get('accept-language'));
      try {
        const socketAddress = server?.requestIP(request)?.address;
        const ctx = await createContext({ services, request, resHeaders, socketAddress, tokenAllowed });
        locale = ctx.locale;
        const result = await run(ctx, resHeaders);
        if (result instanceof FileReply) return result.response(status, resHeaders);
        return jsonResponse(result, status, resHeaders);
      } catch (error) {
        return errorResponse(error, resHeaders, `api ${request.method} ${route ?? ''}`.trimEnd(), locale);
      }
    });
  };
}

export type RestHandler = ReturnType<typeof createRestHandler>;

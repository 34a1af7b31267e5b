/**
 * Request bodies on a listening server (Bun.serve, not only app.handle). Over 1 MB: 413 with the JSON
 * body of the error contract and the security headers, for a declared length and a chunked body alike;
 * Bun's own cap (maxRequestBodySize) sits far above, so it never answers these with its empty 413.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { germanText } from '@wurzelwerk/shared';
import { newUser, testApp } from '../test/harness';
import { SECURITY_HEADERS } from './http/security';
import { HTTP_MESSAGES } from './rest/errors';
import { MAX_BODY_BYTES, SERVER_MAX_BODY_BYTES } from './rest/limits';

const t = testApp();
let base = '';

beforeAll(() => {
  const server = t.app.listen({ port: 0, hostname: '127.0.0.1' }).server;
  base = `http://127.0.0.1:${server?.port}`;
});
afterAll(() => t.app.stop());

/** A body sent chunked (fetch sends a ReadableStream without Content-Length), 64 KB at a time. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = piece.subarray(0, Math.min(piece.byteLength, bytes - sent));
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const post = (path: string, body: BodyInit) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body,
  });

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({
    message: germanText(HTTP_MESSAGES.tooLarge),
    code: 'PAYLOAD_TOO_LARGE',
  });
  expect(response.headers.get('content-security-policy')).toBe(
    SECURITY_HEADERS['Content-Security-Policy'] ?? null,
  );
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('a body over 1 MB on the listening server', () => {
  test('the limits: 1 MB for the app, far more for Bun', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
    expect(SERVER_MAX_BODY_BYTES).toBeGreaterThanOrEqual(8 * MAX_BODY_BYTES);
    expect(germanText(HTTP_MESSAGES.tooLarge)).toBe('Der Anfragetext ist größer als 1 MB.');
  });

  for (const path of ['/api/auth/login', '/trpc/auth.login']) {
    test(`${path}: with Content-Length → 413 JSON with the security headers`, async () => {
      const body = JSON.stringify({ json: { ...newUser(), padding: 'x'.repeat(MAX_BODY_BYTES) } });
      await expectTooLarge(await post(path, body));
    });

    test(`${path}: chunked, without Content-Length → 413 JSON with the security headers`, async () => {
      await expectTooLarge(await post(path, chunked(2 * MAX_BODY_BYTES)));
      await expectTooLarge(await post(path, chunked(MAX_BODY_BYTES + 1)));
    });
  }

  test('a route that reads no body and an unknown /api path refuse it the same way', async () => {
    for (const path of ['/api/auth/logout', '/api/does-not-exist']) {
      await expectTooLarge(await post(path, chunked(2 * MAX_BODY_BYTES)));
      await expectTooLarge(await post(path, 'x'.repeat(MAX_BODY_BYTES + 1)));
    }
  });

  test('a chunked body up to 1 MB still reaches the procedure', async () => {
    const input = newUser();
    expect((await post('/api/auth/register', JSON.stringify(input))).status).toBe(201);
    const credentials = JSON.stringify({ email: input.email, password: input.password });
    const viaRest = await post('/api/auth/login', new Blob([credentials]).stream());
    expect(viaRest.status).toBe(200);
    expect((await viaRest.json()).user.email).toBe(input.email);
    const viaTrpc = await post('/trpc/auth.login', new Blob([`{"json":${credentials}}`]).stream());
    expect(viaTrpc.status).toBe(200);
    // Exactly 1 MB is not too large: the body is read (and is no valid JSON).
    expect((await post('/api/auth/login', chunked(MAX_BODY_BYTES))).status).toBe(400);
  });
});

describe('a malformed body', () => {
  test('is 400, never 500, also on a route that reads no body', async () => {
    for (const path of ['/api/auth/login', '/api/auth/logout']) {
      const response = await post(path, '{"email": ');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: germanText(HTTP_MESSAGES.malformedJson),
        code: 'BAD_REQUEST',
      });
    }
  });
});

describe('a body longer than its Content-Length header', () => {
  test('is counted as read (only possible in-process, through app.handle): over 1 MB → 413', async () => {
    const response = await t.app.handle(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', 'content-length': '10' },
        body: 'x'.repeat(MAX_BODY_BYTES + 1),
      }),
    );
    await expectTooLarge(response);
  });
});

/**
 * Hostile requests at the protocol level (issue 14): foreign origins by scheme or port, tRPC refusals
 * without echo (415, 404, 405, malformed JSON), and requests without a Host header.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { germanText } from '@wurzelwerk/shared';
import { appOptions, clientsOf, ORIGIN, TestClient, testApp, trpcError } from '../test/harness';
import { createApp } from './app';
import { HTTP_MESSAGES } from './rest/errors';

const t = testApp({ seed: true, registerMaxPerWindow: 1000, loginMaxFailures: 1000 });
const { anonymous } = clientsOf(t);

describe('the Origin check compares scheme, host and port', () => {
  const logout = (origin: string, headers: Record<string, string> = {}, app = t.app) =>
    new TestClient(app).request('POST', '/api/auth/logout', { headers: { origin, ...headers } });

  test.each([
    'ws://localhost',
    'https://localhost',
    'wss://localhost',
    'http://localhost:8080',
    'http://localhost.evil.example',
    'null',
    'localhost',
  ])('another scheme or port on the right host is a foreign origin: %p', async (origin) => {
    const response = await logout(origin);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: germanText(HTTP_MESSAGES.badOrigin),
      code: 'FORBIDDEN',
    });
  });

  test.each([ORIGIN, 'http://localhost:80', 'HTTP://LOCALHOST'])(
    'the own origin, however written: %p',
    async (origin) => {
      expect((await logout(origin)).status).toBe(200);
    },
  );

  test('behind a TLS-terminating proxy (TRUST_PROXY) X-Forwarded-Proto names the scheme; otherwise it is ignored', async () => {
    const proxied = createApp(appOptions(t.database, { trustProxy: true }));
    const direct = createApp(appOptions(t.database, { trustProxy: false }));
    const https = { 'x-forwarded-proto': 'https' };
    expect((await logout('https://localhost', https, proxied)).status).toBe(200);
    expect((await logout('https://localhost', { 'x-forwarded-proto': 'https, http' }, proxied)).status).toBe(
      200,
    );
    expect((await logout('http://localhost', https, proxied)).status).toBe(403);
    expect((await logout('https://localhost', https, direct)).status).toBe(403);
    expect((await logout('http://localhost', https, direct)).status).toBe(200);
  });
});

describe('tRPC refusals follow the contract without echoing the request', () => {
  test('a body that is not JSON: 415 with the JSON error body, never the Content-Type', async () => {
    for (const type of [
      'text/evil<script>alert(1)</script>',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ]) {
      for (const path of ['/trpc/auth.login', '/api/auth/login']) {
        const response = await new TestClient(t.app).request('POST', path, {
          json: { email: 'a@b.de' },
          headers: { 'content-type': type },
        });
        const text = await response.text();
        expect({ path, type, status: response.status, body: JSON.parse(text) }).toEqual({
          path,
          type,
          status: 415,
          body: { message: germanText(HTTP_MESSAGES.notJson), code: 'UNSUPPORTED_MEDIA_TYPE' },
        });
        expect(text).not.toContain('evil');
      }
    }
  });

  test('an unknown procedure, the wrong method and malformed JSON get German texts that quote nothing', async () => {
    const client = anonymous();
    const unknown = await client.get('/trpc/nope.%3Cscript%3E');
    expect(unknown.status).toBe(404);
    const unknownText = await unknown.text();
    expect(unknownText).not.toContain('script');
    expect(JSON.parse(unknownText).error.json.message).toBe(germanText(HTTP_MESSAGES.notFound));
    const wrongMethod = await client.get('/trpc/auth.login');
    expect(wrongMethod.status).toBe(405);
    expect((await trpcError(wrongMethod)).message).toBe(germanText(HTTP_MESSAGES.methodNotAllowed));
    const malformed = await client.request('POST', '/trpc/auth.login', {
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(malformed.status).toBe(400);
    expect((await trpcError(malformed)).message).toBe(germanText(HTTP_MESSAGES.malformedJson));
    const viaQuery = await client.get('/trpc/assets.list?input=%7Bsecret');
    expect(viaQuery.status).toBe(400);
    const queryText = await viaQuery.text();
    expect(queryText).not.toContain('secret');
    expect(JSON.parse(queryText).error.json.message).toBe(germanText(HTTP_MESSAGES.malformedJson));
  });
});

describe('a request without a Host header (HTTP/1.0, listening server)', () => {
  let port = 0;
  beforeAll(() => {
    port = t.app.listen({ port: 0, hostname: '127.0.0.1' }).server?.port ?? 0;
  });
  afterAll(() => t.app.stop());

  /** Sends raw HTTP (fetch always adds Host) and returns the status and body. */
  function raw(request: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      let reply = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => {
        reply += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = reply.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });
  }

  test('a change is 400 with the contract body; reads of /api keep working', async () => {
    for (const head of [
      'POST /api/auth/logout HTTP/1.0',
      'POST /trpc/auth.logout HTTP/1.0',
      'DELETE /api/account HTTP/1.0',
    ]) {
      const reply = await raw(`${head}\r\nOrigin: ${ORIGIN}\r\nContent-Length: 0\r\n\r\n`);
      expect({ head, status: reply.status, body: JSON.parse(reply.body) }).toEqual({
        head,
        status: 400,
        body: { message: germanText(HTTP_MESSAGES.noHost), code: 'BAD_REQUEST' },
      });
    }
    const tRPC = await raw('GET /trpc/news.list HTTP/1.0\r\n\r\n');
    expect(tRPC.status).toBe(400);
    expect((await raw('GET /api/nope HTTP/1.0\r\n\r\n')).status).toBe(404);
    const health = await raw('GET /api/news HTTP/1.0\r\n\r\n');
    expect(health.status).toBe(200);
  });
});

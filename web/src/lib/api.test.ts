import { afterEach, describe, expect, mock, test } from 'bun:test';
import { ApiError, apiFetch } from './api';

const realFetch = globalThis.fetch;

/** Replaces fetch with one that answers `response` and records its calls. */
function stubFetch(response: () => Response) {
  const stub = mock((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(response()));
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiFetch', () => {
  test('GET sends credentials and no body or content type', async () => {
    const stub = stubFetch(() => Response.json({ ok: 1 }));
    expect(await apiFetch('/api/thing')).toEqual({ ok: 1 });
    const [url, init] = stub.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ 'Accept-Language': 'de' });
  });

  test('a payload is sent as JSON', async () => {
    const stub = stubFetch(() => Response.json({ user: 1 }, { status: 201 }));
    await apiFetch('/api/auth/login', { method: 'POST', body: { email: 'a@b.de', password: 'secret1' } });
    const init = stub.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.de","password":"secret1"}');
    expect(init?.headers).toEqual({ 'Accept-Language': 'de', 'Content-Type': 'application/json' });
  });

  test('a POST without payload has no body', async () => {
    const stub = stubFetch(() => Response.json({ success: true }));
    await apiFetch('/api/auth/logout', { method: 'POST' });
    expect(stub.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  test('an empty OK body resolves to undefined', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await apiFetch('/api/nothing')).toBeUndefined();
  });

  test('a non-OK JSON response throws "<status>: <body>" with status and server message', async () => {
    const body = JSON.stringify({ message: 'Nicht angemeldet' });
    stubFetch(() => new Response(body, { status: 401, statusText: 'Unauthorized' }));
    const error = await apiFetch('/api/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `401: ${body}`, status: 401, serverMessage: 'Nicht angemeldet' });
  });

  test('the error body’s code is kept: the web asks for the password on REAUTH_REQUIRED', async () => {
    const body = JSON.stringify({ message: 'Bitte bestätigen Sie …', code: 'REAUTH_REQUIRED' });
    stubFetch(() => new Response(body, { status: 403, statusText: 'Forbidden' }));
    const error = await apiFetch('/api/account/export').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      code: 'REAUTH_REQUIRED',
      serverMessage: 'Bitte bestätigen Sie …',
    });
  });

  test('an empty error body falls back to the status text', async () => {
    stubFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: '500: Internal Server Error',
      status: 500,
      serverMessage: undefined,
    });
  });

  test('a text error body is kept as is and has no server message', async () => {
    stubFetch(() => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '502: upstream down', serverMessage: undefined });
  });
});

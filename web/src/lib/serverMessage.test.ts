/**
 * The failure toast's text, picked from the errors the real tRPC client raises (the app's link setup:
 * httpBatchLink + superjson) for the replies a sign-in can get: our server's tRPC errors and HTTP refusals
 * show their message; a network failure, a proxy's page or any other error shows the fallback.
 */
import { describe, expect, test } from 'bun:test';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@wurzelwerk/server';
import superjson from 'superjson';
import { failureMessage } from './serverMessage';

const FALLBACK = 'Ungültige Anmeldedaten';

/** The error the app's tRPC client raises for `auth.login` when fetch behaves as given. */
async function loginError(fetchReply: () => Promise<Response>): Promise<unknown> {
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: 'http://localhost/trpc', transformer: superjson, fetch: fetchReply })],
  });
  try {
    await client.auth.login.mutate({ email: 'erika@example.org', password: 'geheim123' });
  } catch (error) {
    return error;
  }
  throw new Error('the login did not fail');
}

/**
 * A batch reply as our server sends it (the error shape of server/src/trpc/init.ts's formatter), e.g.
 * `[{"error":{"json":{"message":"E-Mail oder Passwort ist falsch.","code":-32001,"data":{"code":"UNAUTHORIZED",
 * "httpStatus":401,"path":"auth.login","issues":null}},"meta":{"values":{"data.issues":["undefined"]},"v":1}}}]`.
 */
function trpcErrorReply(status: number, code: string, message: string) {
  const data = { code, httpStatus: status, path: 'auth.login', issues: undefined };
  const shape = { message, code: -32001, data };
  return async () =>
    new Response(JSON.stringify([{ error: superjson.serialize(shape) }]), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
}

function reply(status: number, body: string, contentType: string) {
  return async () => new Response(body, { status, headers: { 'Content-Type': contentType } });
}

describe('failureMessage', () => {
  test("our server's tRPC error: its message", async () => {
    const error = await loginError(trpcErrorReply(401, 'UNAUTHORIZED', 'E-Mail oder Passwort ist falsch.'));
    expect(failureMessage(error, FALLBACK)).toBe('E-Mail oder Passwort ist falsch.');
  });

  test('our throttle and our generic 500 are our messages too', async () => {
    const throttled = await loginError(trpcErrorReply(429, 'TOO_MANY_REQUESTS', 'Zu viele Versuche.'));
    expect(failureMessage(throttled, FALLBACK)).toBe('Zu viele Versuche.');
    const internal = await loginError(
      trpcErrorReply(500, 'INTERNAL_SERVER_ERROR', 'Es ist ein interner Fehler aufgetreten.'),
    );
    expect(failureMessage(internal, FALLBACK)).toBe('Es ist ein interner Fehler aufgetreten.');
  });

  test.each([
    [413, 'PAYLOAD_TOO_LARGE', 'Der Anfragetext ist größer als 1 MB.'],
    [403, 'FORBIDDEN', 'Anfrage von fremdem Ursprung abgelehnt.'],
  ] as const)(
    "our HTTP layer's refusal %d with the JSON error body: its message",
    async (status, code, message) => {
      const refused = await loginError(reply(status, JSON.stringify({ message, code }), 'application/json'));
      expect(failureMessage(refused, FALLBACK)).toBe(message);
    },
  );

  test('a network failure: the fallback, not "Failed to fetch"', async () => {
    const error = await loginError(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((error as Error).message).toBe('Failed to fetch');
    expect(failureMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  test("a proxy's HTML 502 and a bare 413: the fallback, not the JSON parser's text", async () => {
    const badGateway = await loginError(reply(502, '<html><body>502 Bad Gateway</body></html>', 'text/html'));
    expect((badGateway as Error).message).not.toBe('');
    expect(failureMessage(badGateway, FALLBACK)).toBe(FALLBACK);
    const bare = await loginError(reply(413, '', 'text/plain'));
    expect(failureMessage(bare, FALLBACK)).toBe(FALLBACK);
  });

  test("JSON that is not our error body (a proxy's own JSON, an unexpected shape): the fallback", async () => {
    const proxyJson = await loginError(reply(502, '{"message":"Bad Gateway"}', 'application/json'));
    expect(failureMessage(proxyJson, FALLBACK)).toBe(FALLBACK);
    const okButOdd = await loginError(reply(200, '{"hello":"world"}', 'application/json'));
    expect(failureMessage(okButOdd, FALLBACK)).toBe(FALLBACK);
  });

  test('an empty server message, or an error that is not from the tRPC client: the fallback', async () => {
    const empty = await loginError(trpcErrorReply(401, 'UNAUTHORIZED', ''));
    expect(failureMessage(empty, FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });
});

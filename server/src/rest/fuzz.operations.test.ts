/**
 * Property-based, over every /api operation of the OpenAPI document (admin included, issue 31): random
 * path parameters (existing ids among them), query strings and bodies — the operation's own fields with
 * random values, `{}`, unknown keys only, any JSON, random bytes for uploads — sent by a signed-in operator
 * or investor never give a 5xx or internal text, and every refusal has a JSON message. The list comes from OPERATIONS,
 * so a new operation is fuzzed without being named here. fuzz.test.ts goes deeper on a few endpoints.
 */

import { beforeAll, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { signedInClient } from '../../test/domains';
import { encodePathParam } from '../../test/fuzz';
import { ORIGIN, type TestClient, testApp } from '../../test/harness';
import { setRoleByEmail } from '../domains/admin/users';
import { OPERATIONS } from './operations';

const t = testApp({
  seed: true,
  loginMaxFailures: 1_000_000,
  uploadDir: mkdtempSync(join(tmpdir(), 'ww-fuzz-uploads-')),
});
type Client = TestClient & { credentials: { email: string; password: string } };
/** Each request comes from one of the two, drawn with its input: an operator, or an investor (403 on admin). */
let operator: Client;
let investor: Client;

beforeAll(async () => {
  operator = await signedInClient(t.app);
  await setRoleByEmail(t.database.db, operator.credentials.email, 'operator', { id: null, email: 'test' });
  investor = await signedInClient(t.app);
});

/** Runs per operation: about a hundred operations, so the file stays within a few tens of seconds. */
const RUNS = 12;

const INTERNAL =
  /stack|at \w+ \(|\/work\/|node_modules|select |insert into|update "|syntax error|pglite|postgres|TypeError|undefined is not|No values to set/i;

const hostileString = fc
  .tuple(fc.string(), fc.constantFrom('\u0000', '\ud800', '\r\n', '\u001b', '\u007f'), fc.string())
  .map(([before, bad, after]) => `${before}${bad}${after}`);

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string(),
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('1', '500.00', '2026-12-01T10:00:00Z', 'https://example.org/x.m3u8', 'uploads/x.png', ''),
);

/** A path parameter: mostly an id that exists in the sample data, sometimes anything. */
const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3') },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer().map(String), fc.uuid(), hostileString) },
);

/** The keys of an operation's JSON body, when its schema is an object. */
function bodyKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function bodyFor(keys: string[]) {
  const fields = fc.dictionary(fc.constantFrom(...(keys.length > 0 ? keys : ['value'])), value, {
    maxKeys: keys.length || 1,
  });
  return fc.oneof(
    { weight: 4, arbitrary: fields },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.record({ unknownKey: value, another: value }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

function fill(path: string, param: string): string {
  return path.replace(/\{\w+\}/g, () => encodePathParam(param));
}

function query(names: string[], values: string[]): string {
  const search = new URLSearchParams();
  names.forEach((name, i) => {
    if (values[i] !== undefined) search.set(name, values[i] ?? '');
  });
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Payload = { json?: unknown; bytes?: Uint8Array<ArrayBuffer> };

async function send(client: Client, method: string, path: string, body: Payload) {
  // Signing out (or a session ended by a test's request) must not leave the rest of the run signed out.
  if (!client.cookie) expect((await client.post('/api/auth/login', client.credentials)).status).toBe(200);
  if (!body.bytes) return client.request(method.toUpperCase(), path, body.json === undefined ? {} : body);
  const headers = new Headers({
    origin: ORIGIN,
    'content-type': 'image/png',
    'x-forwarded-for': '203.0.113.9',
  });
  if (client.cookie) headers.set('cookie', client.cookie);
  return t.app.handle(
    new Request(`${ORIGIN}${path}`, { method: method.toUpperCase(), headers, body: body.bytes }),
  );
}

for (const operation of OPERATIONS) {
  const queryNames = Object.keys(operation.query ?? {});
  const keys = bodyKeys(operation.body);
  const hasBody = operation.body !== undefined || operation.method !== 'get';
  const payload = operation.rawBody
    ? fc.uint8Array({ maxLength: 300 }).map((bytes): Payload => ({ bytes: new Uint8Array(bytes) }))
    : hasBody
      ? bodyFor(keys).map((json): Payload => ({ json }))
      : fc.constant<Payload>({});

  test(`${operation.method.toUpperCase()} ${operation.path}: random input never gives a 5xx or internal text`, async () => {
    await fc.assert(
      fc.asyncProperty(
        pathParam,
        fc.array(fc.oneof(fc.string(), fc.integer().map(String)), {
          minLength: queryNames.length,
          maxLength: queryNames.length,
        }),
        payload,
        fc.boolean(),
        async (param, values, body, asOperator) => {
          const path = fill(operation.path, param) + query(queryNames, values);
          const response = await send(asOperator ? operator : investor, operation.method, path, body);
          const text = await response.text();
          expect(response.status, `${operation.method} ${path} ${JSON.stringify(body.json)}`).toBeLessThan(
            500,
          );
          if (response.status >= 400) {
            expect(typeof JSON.parse(text).message).toBe('string');
            expect(text).not.toMatch(INTERNAL);
          }
        },
      ),
      {
        numRuns: RUNS,
        // Always tried: an empty body on an existing id, by the operator (an edit naming no field was a 500).
        examples: [
          [
            '1',
            queryNames.map(() => ''),
            operation.rawBody ? { bytes: new Uint8Array() } : { json: {} },
            true,
          ],
        ],
      },
    );
  }, 60_000);
}

test('the fuzz reaches every operation, admin ones included', () => {
  expect(OPERATIONS.filter((o) => o.path.startsWith('/api/admin/')).length).toBeGreaterThan(20);
});

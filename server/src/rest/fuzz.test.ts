/**
 * Property-based: random bodies and path parameters against the writes most exposed to hostile text never
 * produce a 5xx, never echo internal text, and always answer with a JSON error body (every /api operation,
 * admin ones included, is fuzzed in fuzz.operations.test.ts). Strings carry U+0000 and lone
 * surrogates often (PostgreSQL cannot store the one, the drivers silently change the other), and random
 * superjson meta goes to /trpc.
 */
import { beforeAll, expect, test } from 'bun:test';
import { germanText } from '@wurzelwerk/shared';
import fc from 'fast-check';
import { encodePathParam } from '../../test/fuzz';
import { newUser, TestClient, testApp } from '../../test/harness';
import { HTTP_MESSAGES } from './errors';

const t = testApp({ seed: true, loginMaxFailures: 1_000_000 });
let client: TestClient;

beforeAll(async () => {
  client = new TestClient(t.app, '203.0.113.50');
  await client.post('/api/auth/register', newUser());
});

const INTERNAL =
  /stack|at \w+ \(|\/work\/|node_modules|select |insert into|update "|syntax error|pglite|postgres|TypeError|undefined is not/i;

/** A text with U+0000 or a lone surrogate somewhere in it. */
const hostileString = fc
  .tuple(
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string(),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Values shaped like what the endpoints take, and anything else JSON can carry. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '500',
    '500.00',
    '99999.999',
    '-1',
    '1e5',
    'NaN',
    'processing',
    'shipped',
    'TRK123456',
    '',
    ' ',
  ),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      assetTypeId: fieldValue,
      quantity: fieldValue,
      totalInvestment: fieldValue,
      status: fieldValue,
      trackingNumber: fieldValue,
      email: fieldValue,
      password: fieldValue,
      firstName: fieldValue,
      lastName: fieldValue,
      username: fieldValue,
    },
    { requiredKeys: [] },
  ),
);
const pathParam = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  hostileString,
  fc.integer().map(String),
  fc.uuid(),
  fc.constant('%2e%2e'),
);

const ENDPOINTS: { method: string; path: (p: string) => string }[] = [
  { method: 'POST', path: () => '/api/auth/register' },
  { method: 'POST', path: () => '/api/auth/login' },
  { method: 'POST', path: () => '/api/investments' },
  { method: 'POST', path: (p) => `/api/investments/${encodePathParam(p)}/withdraw` },
  { method: 'POST', path: (p) => `/api/livestreams/${encodePathParam(p)}/reminder` },
  { method: 'PATCH', path: (p) => `/api/orders/${encodePathParam(p)}/status` },
];

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.method} ${endpoint.path(':param')}: random input never gives a 5xx or internal text`, async () => {
    await fc.assert(
      fc.asyncProperty(body, pathParam, async (json, param) => {
        const response = await client.request(endpoint.method, endpoint.path(param), { json });
        const text = await response.text();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(typeof JSON.parse(text).message).toBe('string');
          expect(text).not.toMatch(INTERNAL);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
}

/** A valid registration with one field replaced by a text holding U+0000 or a lone surrogate. */
const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;
test('a registration with U+0000 or a lone surrogate in any field is 400 naming the field, over /api and /trpc', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...FIELDS),
      hostileString,
      fc.boolean(),
      async (field, value, viaTrpc) => {
        const input = newUser({ [field]: value });
        const response = viaTrpc
          ? await client.post('/trpc/auth.register', { json: input })
          : await client.post('/api/auth/register', input);
        expect(response.status).toBe(400);
        const body = await response.json();
        const error = viaTrpc ? { ...body.error.json, issues: body.error.json.data.issues } : body;
        expect(error.message).toBe(germanText(HTTP_MESSAGES.invalidChars));
        expect(error.issues).toEqual([{ path: field, message: germanText(HTTP_MESSAGES.invalidChars) }]);
      },
    ),
    { numRuns: 40 },
  );
}, 60_000);

/** superjson meta of any shape: annotation types real and invented, paths, reference lists. */
const annotation = fc.oneof(
  fc.constantFrom('undefined', 'number', 'Date', 'bigint', 'set', 'map', 'regexp', 'Error', 'URL', 'symbol'),
  fc.tuple(fc.constantFrom('class', 'custom', 'symbol', 'typed-array'), fc.string()),
  fc.jsonValue(),
);
const metaPath = fc.oneof(
  fc.constantFrom('email', 'password', 'a', 'a.b', '0', '__proto__', 'constructor.prototype'),
  fc
    .array(fc.constantFrom('a', '0', 'email', '__proto__'), { minLength: 1, maxLength: 40 })
    .map((p) => p.join('.')),
);
const meta = fc.oneof(
  fc.record(
    {
      values: fc.oneof(fc.dictionary(metaPath, fc.tuple(annotation)), fc.tuple(annotation), fc.jsonValue()),
      referentialEqualities: fc.oneof(
        fc.dictionary(metaPath, fc.array(metaPath)),
        fc.tuple(fc.array(metaPath)),
        fc.jsonValue(),
      ),
      v: fc.oneof(fc.constant(1), fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

for (const procedure of ['auth.login', 'auth.register', 'investments.create', 'orders.create', 'farm.sync']) {
  test(`POST /trpc/${procedure}: random superjson meta never gives a 5xx or internal text`, async () => {
    await fc.assert(
      fc.asyncProperty(body, meta, async (json, meta) => {
        const response = await client.post(`/trpc/${procedure}`, { json, meta });
        const text = await response.text();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(typeof JSON.parse(text).error.json.message).toBe('string');
          expect(text).not.toMatch(INTERNAL);
          expect(text).not.toMatch(/call stack|deserialize|Unknown transformation/i);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
}

/**
 * Property-based: random bodies and path parameters against every POST and PATCH of /api never produce a
 * 5xx, never echo internal text, and always answer with a JSON error body.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import fc from 'fast-check';
import { appOptions, createTestDatabase, newUser, TestClient } from '../../test/harness';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { seed } from '../db/seed';

let database: DbHandle;
let app: ReturnType<typeof createApp>;
let client: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
  app = createApp(appOptions(database, { loginMaxFailures: 1_000_000 }));
  client = new TestClient(app, '203.0.113.50');
  await client.post('/api/auth/register', newUser());
});
afterAll(() => database.close());

const INTERNAL =
  /stack|at \w+ \(|\/work\/|node_modules|select |insert into|update "|syntax error|pglite|postgres|TypeError|undefined is not/i;

/** Values shaped like what the endpoints take, and anything else JSON can carry. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
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
const pathParam = fc.oneof(fc.string(), fc.integer().map(String), fc.uuid(), fc.constant('%2e%2e'));

const ENDPOINTS: { method: string; path: (p: string) => string }[] = [
  { method: 'POST', path: () => '/api/auth/register' },
  { method: 'POST', path: () => '/api/auth/login' },
  { method: 'POST', path: () => '/api/investments' },
  { method: 'POST', path: (p) => `/api/investments/${encodeURIComponent(p)}/withdraw` },
  { method: 'POST', path: (p) => `/api/livestreams/${encodeURIComponent(p)}/reminder` },
  { method: 'PATCH', path: (p) => `/api/orders/${encodeURIComponent(p)}/status` },
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

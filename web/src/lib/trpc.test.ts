/** The web's batch link never sends a batch larger than the server accepts (TRPC_MAX_BATCH_SIZE). */
import { afterEach, expect, test } from 'bun:test';
import { TRPC_MAX_BATCH_SIZE } from '@wurzelwerk/shared';
import superjson from 'superjson';
import { createTrpcClient } from './trpc';

const realFetch = globalThis.fetch;
const realDocument = globalThis.document;

afterEach(() => {
  globalThis.fetch = realFetch;
  if (realDocument === undefined) delete (globalThis as { document?: Document }).document;
});

test('many queries at once go out in batches of at most the server limit', async () => {
  const batchSizes: number[] = [];
  globalThis.document ??= { documentElement: { lang: 'de' } } as unknown as Document;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const size = url.pathname.replace('/trpc/', '').split(',').length;
    batchSizes.push(size);
    const reply = Array.from({ length: size }, () => ({ result: { data: superjson.serialize([]) } }));
    return Response.json(reply);
  }) as unknown as typeof fetch;

  const client = createTrpcClient();
  const calls = 3 * TRPC_MAX_BATCH_SIZE + 1;
  await Promise.all(Array.from({ length: calls }, () => client.shop.products.query()));
  expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBe(calls);
  expect(Math.max(...batchSizes)).toBe(TRPC_MAX_BATCH_SIZE);
});

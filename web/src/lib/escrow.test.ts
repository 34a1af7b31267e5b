/** The escrow account's kind as the web learns it (issue 33): demo until the server says otherwise. */
import { expect, test } from 'bun:test';
import { createEscrowStore } from './escrow';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a demonstration account until the answer says a real one; asked once, when first read', async () => {
  let asked = 0;
  const store = createEscrowStore(async () => {
    asked += 1;
    return { demo: false };
  });
  expect(store.demo()).toBe(true);
  expect(asked).toBe(0);
  let notified = 0;
  const stop = store.subscribe(() => {
    notified += 1;
  });
  store.subscribe(() => {});
  await settle();
  expect(asked).toBe(1);
  expect(notified).toBe(1);
  expect(store.demo()).toBe(false);
  stop();
});

test('a failed or odd answer keeps saying "no transfer": demo', async () => {
  for (const ask of [async () => Promise.reject(new Error('503')), async () => ({}), async () => null]) {
    const store = createEscrowStore(ask);
    store.subscribe(() => {});
    await settle();
    expect(store.demo()).toBe(true);
  }
  const demo = createEscrowStore(async () => ({ demo: true }));
  demo.subscribe(() => {});
  await settle();
  expect(demo.demo()).toBe(true);
});

import { expect, test } from 'bun:test';
import { createHealthProbe } from './health';

function probeOf(options = { reuseMs: 200, retryMs: 50 }) {
  const db = { pings: 0, up: true, hang: false };
  const probe = createHealthProbe(
    {
      ping: async () => {
        db.pings++;
        if (db.hang) await new Promise(() => {});
        await Bun.sleep(20);
        if (!db.up) throw new Error('down');
      },
    },
    options,
  );
  return { db, probe };
}

test('one ping serves concurrent checks, and a good answer is reused briefly', async () => {
  const { db, probe } = probeOf();
  await Promise.all(Array.from({ length: 10 }, () => probe.check()));
  expect(db.pings).toBe(1);
  await probe.check();
  expect(db.pings).toBe(1);
  expect(probe.isHealthy()).toBe(true);
  await Bun.sleep(250);
  expect(probe.isHealthy()).toBe(false);
  await probe.check();
  expect(db.pings).toBe(2);
  probe.close();
});

test('a failed ping marks the database down: checks fail at once, background pings bring it back', async () => {
  const { db, probe } = probeOf();
  db.up = false;
  await expect(probe.check()).rejects.toThrow('down');
  expect(probe.isDown()).toBe(true);
  const pings = db.pings;
  // While down, a check answers without waiting for a ping of its own.
  await expect(probe.check()).rejects.toMatchObject({ code: 'DATABASE_DOWN' });
  expect(db.pings).toBe(pings);

  db.up = true;
  for (let i = 0; i < 50 && probe.isDown(); i++) await Bun.sleep(20);
  expect(probe.isDown()).toBe(false);
  expect(probe.isHealthy()).toBe(true);
  await probe.check();
  probe.close();
});

test('a hanging database counts as down once the ping times out', async () => {
  const { db, probe } = probeOf();
  db.hang = true;
  probe.reportFailure();
  await Bun.sleep(1100);
  expect(probe.isDown()).toBe(true);
  await expect(probe.check()).rejects.toMatchObject({ code: 'DATABASE_DOWN' });
  db.hang = false;
  for (let i = 0; i < 100 && probe.isDown(); i++) await Bun.sleep(20);
  expect(probe.isDown()).toBe(false);
  probe.close();
});

test('a reported failure on a healthy database costs one ping and changes nothing', async () => {
  const { db, probe } = probeOf();
  await probe.check();
  probe.reportFailure();
  await Bun.sleep(50);
  expect(db.pings).toBe(2);
  expect(probe.isDown()).toBe(false);
  expect(probe.isHealthy()).toBe(true);
  probe.close();
});

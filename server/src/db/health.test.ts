import { expect, test } from 'bun:test';
import { createHealthProbe } from './health';

test('one ping serves concurrent checks, a good answer is reused briefly, a failure is not', async () => {
  let pings = 0;
  let up = true;
  const probe = createHealthProbe(
    {
      ping: async () => {
        pings++;
        await Bun.sleep(20);
        if (!up) throw new Error('down');
      },
    },
    { reuseMs: 200 },
  );
  await Promise.all(Array.from({ length: 10 }, () => probe.check()));
  expect(pings).toBe(1);
  await probe.check();
  expect(pings).toBe(1);

  await Bun.sleep(250);
  up = false;
  await expect(probe.check()).rejects.toThrow('down');
  await expect(probe.check()).rejects.toThrow('down');
  expect(pings).toBe(3);

  up = true;
  await probe.check();
  expect(pings).toBe(4);
});

/** The sign-in throttle's scheme (docs/decisions/0016) on a fake clock. */
import { describe, expect, test } from 'bun:test';
import { addressBucket } from './addressBucket';
import {
  createAuthThrottle,
  LINK_REQUESTS_PER_ADDRESS,
  LINK_REQUESTS_PER_SUBJECT,
  MAX_SUBJECT_DELAY_SECONDS,
  type SecretCheckAttempt,
  type SecretCheckReservation,
} from './throttle';

const WINDOW_S = 15 * 60;

function setup(limits: { loginMaxFailures?: number; loginMaxFailuresPerAddress?: number } = {}) {
  const clock = { now: 1_000_000 };
  const throttle = createAuthThrottle(
    { loginMaxFailures: 10, registerMaxPerWindow: 1, ...limits },
    () => clock.now,
  );
  const reserve = (email: string, address: string) => throttle.reserveSecretCheck('password', email, address);
  /** A wrong password: the reservation stays counted. */
  const fail = async (email: string, address: string) => {
    const attempt = await reserve(email, address);
    expect(attempt.ok).toBe(true);
    return attempt;
  };
  return { clock, throttle, reserve, fail };
}

function reserved(attempt: SecretCheckAttempt): SecretCheckReservation {
  if (!attempt.ok) throw new Error(`refused: ${attempt.reason} ${attempt.retryAfter}`);
  return attempt;
}

describe('reserving before the check', () => {
  test('60 concurrent attempts for one account from one address: only the limit may be checked', async () => {
    const { reserve } = setup();
    const attempts = await Promise.all(Array.from({ length: 60 }, () => reserve('a@b.de', '192.0.2.1')));
    expect(attempts.filter((a) => a.ok)).toHaveLength(10);
    for (const refused of attempts.filter((a) => !a.ok)) {
      expect(refused).toMatchObject({ ok: false, reason: 'locked' });
    }
  });

  test('a right secret gives its reservation back and clears the failures of that pair', async () => {
    const { reserve, fail } = setup();
    for (let i = 0; i < 9; i++) await fail('a@b.de', '192.0.2.1');
    await reserved(await reserve('A@B.de', '192.0.2.1')).succeeded();
    // The pair starts again: ten more checks before 429.
    const attempts = await Promise.all(Array.from({ length: 11 }, () => reserve('a@b.de', '192.0.2.1')));
    expect(attempts.filter((a) => a.ok)).toHaveLength(10);
  });

  test('an abandoned check (the database away) is given back without clearing anything', async () => {
    const { reserve, fail } = setup({ loginMaxFailures: 2 });
    await fail('a@b.de', '192.0.2.1');
    const attempt = reserved(await reserve('a@b.de', '192.0.2.1'));
    expect((await reserve('a@b.de', '192.0.2.1')).ok).toBe(false);
    await attempt.abandoned();
    await attempt.abandoned();
    await attempt.succeeded(); // a settled reservation stays settled
    expect((await reserve('a@b.de', '192.0.2.1')).ok).toBe(true);
    expect((await reserve('a@b.de', '192.0.2.1')).ok).toBe(false);
  });

  test('the pair lock lasts until its oldest failure leaves the 15 minutes', async () => {
    const { clock, reserve, fail } = setup({ loginMaxFailures: 3 });
    for (let i = 0; i < 3; i++) await fail('a@b.de', '192.0.2.1');
    clock.now += 60_000;
    expect(await reserve('a@b.de', '192.0.2.1')).toEqual({
      ok: false,
      reason: 'locked',
      retryAfter: WINDOW_S - 60,
    });
    clock.now += (WINDOW_S - 60) * 1000 + 1;
    expect((await reserve('a@b.de', '192.0.2.1')).ok).toBe(true);
  });
});

describe('no lockout of the owner', () => {
  test("failures from other addresses: the owner's usual address gets in at once, a new one after a short delay", async () => {
    const { clock, reserve, fail } = setup();
    await reserved(await reserve('owner@b.de', '198.51.100.7')).succeeded();
    for (let i = 0; i < 10; i++) await fail('owner@b.de', `203.0.113.${i}`);

    // Not even one 429 for the address the owner signed in from before.
    await reserved(await reserve('owner@b.de', '198.51.100.7')).succeeded();

    const fromNewAddress = await reserve('owner@b.de', '192.0.2.50');
    expect(fromNewAddress).toEqual({ ok: false, reason: 'delayed', retryAfter: 1 });
    clock.now += 1000;
    await reserved(await reserve('owner@b.de', '192.0.2.50')).succeeded();
  });

  test('a deleted account is forgotten: its usual address is a new one again', async () => {
    const { throttle, reserve, fail } = setup();
    await reserved(await reserve('gone@b.de', '198.51.100.7')).succeeded();
    await reserved(await throttle.reserveSecretCheck('totp', 'user-1', '198.51.100.7')).succeeded();
    for (let i = 0; i < 10; i++) await fail('gone@b.de', `203.0.113.${i}`);
    await throttle.forgetKnownAddresses({ email: 'Gone@B.de', userId: 'user-1' });
    expect(await reserve('gone@b.de', '198.51.100.7')).toEqual({
      ok: false,
      reason: 'delayed',
      retryAfter: 1,
    });
    expect(throttle.sizes().knownAddresses).toBe(0);
  });

  test('the spacing grows with the failures and never passes the cap; the account is never locked', async () => {
    const { clock, reserve } = setup({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 1_000_000 });
    const waits: number[] = [];
    for (let i = 0; i < 200; i++) {
      // An attacker with many addresses, each trying as soon as the throttle lets it.
      let attempt = await reserve('victim@b.de', `10.0.${i >> 8}.${i & 255}`);
      if (!attempt.ok) {
        expect(attempt.reason).toBe('delayed');
        waits.push(attempt.retryAfter);
        clock.now += attempt.retryAfter * 1000;
        attempt = await reserve('victim@b.de', `10.0.${i >> 8}.${i & 255}`);
      }
      expect(attempt.ok).toBe(true);
    }
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(Math.max(...waits)).toBe(MAX_SUBJECT_DELAY_SECONDS);
    // The owner, from a new address, waits at most the cap — never the 15 minutes of a lock.
    const owner = await reserve('victim@b.de', '192.0.2.99');
    expect(owner).toMatchObject({ ok: false, reason: 'delayed' });
    expect(owner.ok || owner.retryAfter).toBeLessThanOrEqual(MAX_SUBJECT_DELAY_SECONDS);
  });

  test('the spacing lets one attempt through at a time, also concurrently', async () => {
    const { clock, reserve, fail } = setup({ loginMaxFailures: 2 });
    await fail('a@b.de', '203.0.113.1');
    await fail('a@b.de', '203.0.113.2');
    const burst = () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => reserve('a@b.de', `198.51.100.${i}`)));
    expect((await burst()).filter((a) => a.ok)).toHaveLength(0);
    clock.now += 1000;
    expect((await burst()).filter((a) => a.ok)).toHaveLength(1);
  });

  test('the delay is the same for an e-mail without an account: it tells nothing about accounts', async () => {
    const { reserve, fail } = setup({ loginMaxFailures: 2 });
    for (const email of ['exists@b.de', 'nobody@b.de']) {
      await fail(email, '203.0.113.1');
      await fail(email, '203.0.113.2');
      expect(await reserve(email, '203.0.113.3')).toEqual({ ok: false, reason: 'delayed', retryAfter: 1 });
    }
  });
});

describe('per address', () => {
  test('spraying many accounts from one address → 429 for that address only', async () => {
    const { reserve, fail } = setup({ loginMaxFailures: 10, loginMaxFailuresPerAddress: 30 });
    for (let i = 0; i < 30; i++) await fail(`user${i}@b.de`, '192.0.2.1');
    expect(await reserve('someone@b.de', '192.0.2.1')).toMatchObject({ ok: false, reason: 'locked' });
    expect((await reserve('someone@b.de', '192.0.2.2')).ok).toBe(true);
  });

  test('the default per-address limit is three times the per-account one', async () => {
    const { reserve, fail } = setup({ loginMaxFailures: 2 });
    for (let i = 0; i < 6; i++) await fail(`user${i}@b.de`, '192.0.2.1');
    expect((await reserve('someone@b.de', '192.0.2.1')).ok).toBe(false);
  });

  test('an IPv6 client counts per /64: rotating addresses inside it gains nothing', async () => {
    const { reserve, fail } = setup({ loginMaxFailures: 3 });
    for (let i = 1; i <= 3; i++) await fail('a@b.de', `2001:db8:1:2::${i}`);
    expect(await reserve('a@b.de', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toMatchObject({ reason: 'locked' });
    expect((await reserve('a@b.de', '2001:db8:1:3::1')).ok).toBe(false); // the e-mail's spacing
  });

  test('address buckets', () => {
    const buckets: [string, string][] = [
      ['192.0.2.1', '192.0.2.1'],
      ['::ffff:192.0.2.1', '192.0.2.1'],
      ['0:0:0:0:0:FFFF:192.0.2.1', '192.0.2.1'],
      ['::ffff:c000:201', '192.0.2.1'],
      ['2001:DB8:0:0:1::1', '2001:db8:0:0::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:0db8:00aa:0001:1:2:3:4', '2001:db8:aa:1::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['1::2::3', '1::2::3'],
      ['unknown', 'unknown'],
    ];
    expect(buckets.map(([address]) => addressBucket(address))).toEqual(buckets.map(([, bucket]) => bucket));
    expect(addressBucket('x'.repeat(500))).toHaveLength(64);
  });
});

describe('memory', () => {
  test('failures for ever new e-mails and addresses are dropped once they leave the window', async () => {
    const { clock, throttle, fail } = setup({ loginMaxFailuresPerAddress: 1_000_000 });
    for (let i = 0; i < 2_000; i++) await fail(`user${i}@b.de`, `10.1.${i >> 8}.${i & 255}`);
    expect(throttle.sizes().pairs).toBe(2_000);
    clock.now += WINDOW_S * 1000 + 1;
    await fail('late@b.de', '10.9.9.9');
    expect(throttle.sizes()).toMatchObject({ pairs: 1, addresses: 1, subjects: 1 });
  });
});

test('registrations are counted per address', async () => {
  const throttle = createAuthThrottle({ loginMaxFailures: 2, registerMaxPerWindow: 1 }, () => 0);
  expect(await throttle.registerAttempt('192.0.2.1')).toBe(0);
  expect(await throttle.registerAttempt('192.0.2.1')).toBe(WINDOW_S);
  expect(await throttle.registerAttempt('192.0.2.2')).toBe(0);
});

test('requests for a mail with a link are counted per subject and per address', async () => {
  const clock = { now: 0 };
  const throttle = createAuthThrottle({ loginMaxFailures: 2, registerMaxPerWindow: 1 }, () => clock.now);
  const subject = 'password-reset\nanna@example.org';
  for (let i = 0; i < LINK_REQUESTS_PER_SUBJECT; i++)
    expect(await throttle.linkRequest(subject, `192.0.2.${i}`)).toBe(0);
  // The subject is spent, from any address, and case does not make a new one.
  expect(await throttle.linkRequest(subject.toUpperCase(), '192.0.2.99')).toBe(WINDOW_S);
  const others = Array.from({ length: LINK_REQUESTS_PER_ADDRESS }, (_, i) => `s${i}`);
  const spent = await Promise.all(others.map((other) => throttle.linkRequest(other, '198.51.100.7')));
  expect(spent.every((wait) => wait === 0)).toBe(true);
  expect(await throttle.linkRequest('one more', '198.51.100.7')).toBe(WINDOW_S);
  clock.now += WINDOW_S * 1000 + 1;
  expect(await throttle.linkRequest(subject, '192.0.2.99')).toBe(0);
});

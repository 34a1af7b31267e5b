import { expect, test } from 'bun:test';
import { SlidingWindowLimiter } from './rate-limit';
import { createAuthThrottle } from './throttle';

test('the sliding window lets a key through again once its oldest hit leaves the window', () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
  for (let i = 0; i < 3; i++) {
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.hit('k');
    now += 10_000;
  }
  // Hits at 0 s, 10 s, 20 s; now 30 s: the first leaves the window at 60 s.
  expect(limiter.retryAfter('k')).toBe(30);
  expect(limiter.retryAfter('other')).toBe(0);
  now = 60_001;
  expect(limiter.retryAfter('k')).toBe(0);
});

test('a successful sign-in clears the failures of that e-mail', () => {
  const throttle = createAuthThrottle({ loginMaxFailures: 2, registerMaxPerWindow: 1 }, () => 0);
  throttle.loginFailed('a@b.de', '1.1.1.1');
  throttle.loginSucceeded('a@b.de');
  throttle.loginFailed('a@b.de', '2.2.2.2');
  expect(throttle.loginRetryAfter('a@b.de', '3.3.3.3')).toBe(0);
  throttle.loginFailed('A@B.DE', '3.3.3.3');
  expect(throttle.loginRetryAfter('a@b.de', '4.4.4.4')).toBe(15 * 60);
});

test('registrations are counted per address', () => {
  const throttle = createAuthThrottle({ loginMaxFailures: 2, registerMaxPerWindow: 1 }, () => 0);
  expect(throttle.registerAttempt('1.1.1.1')).toBe(0);
  expect(throttle.registerAttempt('1.1.1.1')).toBe(15 * 60);
  expect(throttle.registerAttempt('2.2.2.2')).toBe(0);
});

/** Throttling for sign-in and registration (429 with Retry-After). */
import { SlidingWindowLimiter } from './rate-limit';

const WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleLimits {
  loginMaxFailures: number;
  registerMaxPerWindow: number;
}

export function createAuthThrottle(limits: ThrottleLimits, now: () => number = Date.now) {
  const loginFailures = new SlidingWindowLimiter(limits.loginMaxFailures, WINDOW_MS, now);
  const registrations = new SlidingWindowLimiter(limits.registerMaxPerWindow, WINDOW_MS, now);
  const emailKey = (email: string) => `email:${email.toLowerCase()}`;
  const addressKey = (address: string) => `ip:${address}`;

  return {
    /** Seconds to wait before the next sign-in attempt for this e-mail from this address, or 0. */
    loginRetryAfter(email: string, address: string): number {
      return Math.max(
        loginFailures.retryAfter(emailKey(email)),
        loginFailures.retryAfter(addressKey(address)),
      );
    },
    loginFailed(email: string, address: string): void {
      loginFailures.hit(emailKey(email));
      loginFailures.hit(addressKey(address));
    },
    loginSucceeded(email: string): void {
      loginFailures.reset(emailKey(email));
    },
    /** Counts a registration attempt; returns the seconds to wait when over the limit, else 0. */
    registerAttempt(address: string): number {
      const wait = registrations.retryAfter(addressKey(address));
      if (wait === 0) registrations.hit(addressKey(address));
      return wait;
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

/**
 * TOTP (RFC 6238) with the `otpauth` library: SHA-1, six digits, 30-second steps — what every authenticator
 * app reads from an `otpauth://` URL. A code is accepted for the current step and one step either side
 * (clocks drift); the caller stores the step it matched so that no code is accepted twice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { BRAND, RECOVERY_CODE_COUNT } from '@wurzelwerk/shared';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: BRAND,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 random bits, base32) and the URL an app reads from the QR code. */
export function newTotpSecret(accountName: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, accountName).toString() };
}

/** The time step a right code belongs to, or null for a wrong one. */
export function matchingStep(secret: string, code: string, at: number = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: at }) + delta;
}

/** The code of a secret at a moment (tests, and nothing else). */
export const totpCode = (secret: string, at: number = Date.now()) =>
  totpOf(secret).generate({ timestamp: at });

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten recovery codes, each ten base32 characters (50 random bits), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code (normalised as recoveryCodeField does: no dashes, lower case). */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');

/**
 * The forms of the second factor's codes, without zod: the schemas (security.ts) and the web's forms,
 * which check what was typed before sending it, read them from here.
 */

/** A code of the authenticator app (TOTP, RFC 6238): six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code (base32, shown as xxxxx-xxxxx): ten characters. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{10}$/;

/** A typed TOTP code as checked: spaces between the digits do not matter. */
export const normalTotpCode = (typed: string) => typed.replace(/\s+/g, '');
/** A typed recovery code as checked: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (typed: string) => typed.replace(/[\s-]+/g, '').toLowerCase();

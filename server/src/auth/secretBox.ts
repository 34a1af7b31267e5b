/**
 * Secrets the app must read back, encrypted at rest (decision 0045): the TOTP secrets. AES-256-GCM with a
 * fresh 96-bit IV per value and the owner's id as associated data, so a value copied into another user's
 * row does not open. Stored as `v1.<iv>.<ciphertext and tag>` (base64url). A value without the prefix is
 * one written before encryption: it is read as it is until the start-up pass seals it.
 *
 * The key is SECRETS_KEY (32 random bytes, base64); without it, the key file `<DATA_DIR>/secrets.key`,
 * made on first start. Processes on one PostgreSQL must share the key, so there SECRETS_KEY is required in
 * production (env.ts).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeKey, SECRETS_KEY_BYTES } from '../env';

/** What starts a sealed value (the format's version); a value without it was stored before sealing. */
export const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'secrets.key';

export interface SecretBox {
  /** The stored form of `plain`, bound to `owner`. */
  seal(plain: string, owner: string): string;
  /** The plain value of a stored one; throws when it was not sealed for `owner` with this key. */
  open(stored: string, owner: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`the secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  return {
    seal(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${SEALED_PREFIX}${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(stored, owner) {
      if (!isSealed(stored)) return stored;
      const [, ivText = '', sealedText = ''] = stored.split('.');
      const iv = Buffer.from(ivText, 'base64url');
      const sealed = Buffer.from(sealedText, 'base64url');
      if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new Error('malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * Writes `contents()` to `path` unless a file is there (mode 0600), and leaves the first one in place when
 * two processes start at once: it is written aside and linked into place, which fails for the second.
 */
export function writeFirst(path: string, contents: () => string): void {
  mkdirSync(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, contents(), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * The key of the configuration: SECRETS_KEY, else the data folder's key file, made now if there is none.
 * Two processes starting at once get the same file: it is written aside and linked into place, which
 * fails for the second, who then reads the first one's.
 */
export function secretsKeyOf(config: { secretsKey: Uint8Array | undefined; dataDir: string }): Uint8Array {
  if (config.secretsKey) return config.secretsKey;
  const path = join(config.dataDir, KEY_FILE);
  writeFirst(path, () => `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`);
  const key = decodeKey(readFileSync(path, 'utf8'));
  if (!key)
    throw new Error(`${path} does not hold a key of 32 bytes in base64: remove it or set SECRETS_KEY`);
  return key;
}

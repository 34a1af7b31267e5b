/**
 * Secrets the app must read back, encrypted at rest (decision 0045): the TOTP secrets. AES-256-GCM with a
 * fresh 96-bit IV per value and the owner's id as associated data, so a value copied into another user's
 * row does not open. Stored as `v1.<iv>.<ciphertext and tag>` (base64url). A value without the prefix is
 * one written before encryption: it is read as it is until the start-up pass seals it.
 *
 * The key is SECRETS_KEY (32 random bytes, base64); without it, the key file `<DATA_DIR>/secrets.key`,
 * made on first start. Processes on one PostgreSQL must share the key, so there SECRETS_KEY is required in
 * production (env.ts). Both may hold several keys, newest first (decision 0088): the newest seals, each
 * opens what it sealed — GCM's tag tells which one did — and `reseal` moves a value to the newest.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeKeys, SECRETS_KEY_BYTES } from '../env';

/** What starts a sealed value (the format's version); a value without it was stored before sealing. */
export const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'secrets.key';

export interface SecretBox {
  /** The stored form of `plain`, bound to `owner`, sealed with the newest key. */
  seal(plain: string, owner: string): string;
  /** The plain value of a stored one; throws when no key opens it for `owner`. */
  open(stored: string, owner: string): string;
  /**
   * The value sealed anew with the newest key when it is stored plain or under an older key; null when the
   * newest key sealed it already. Throws like `open` when no key opens it.
   */
  reseal(stored: string, owner: string): string | null;
  /**
   * A stable pseudonym of `value` for `purpose` (HMAC-SHA-256 under the newest key, 32 hex digits): the same
   * in every process that shares the keys, unlinkable to `value` without them; a rotation changes it.
   */
  pseudonym(value: string, purpose: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** The plain text of a sealed value with one key, or null when the key does not open it for `owner`. */
function openWith(key: Uint8Array, iv: Buffer, sealed: Buffer, owner: string): string | null {
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** A box of the keys, newest first. */
export function createSecretBox(keys: readonly Uint8Array[]): SecretBox {
  const [newest] = keys;
  if (!newest) throw new Error('at least one secrets key is needed');
  if (keys.some((key) => key.length !== SECRETS_KEY_BYTES))
    throw new Error(`a secrets key must be ${SECRETS_KEY_BYTES} bytes`);

  /** The plain value and the index of the key that opened it (-1: stored plain). */
  function unseal(stored: string, owner: string): { plain: string; keyIndex: number } {
    if (!isSealed(stored)) return { plain: stored, keyIndex: -1 };
    const [, ivText = '', sealedText = ''] = stored.split('.');
    const iv = Buffer.from(ivText, 'base64url');
    const sealed = Buffer.from(sealedText, 'base64url');
    if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new Error('malformed sealed secret');
    for (const [keyIndex, key] of keys.entries()) {
      const plain = openWith(key, iv, sealed, owner);
      if (plain !== null) return { plain, keyIndex };
    }
    throw new Error('no secrets key opens this value');
  }

  const seal = (plain: string, owner: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', newest, iv).setAAD(Buffer.from(owner));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_PREFIX}${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  };
  return {
    seal,
    open: (stored, owner) => unseal(stored, owner).plain,
    reseal(stored, owner) {
      const { plain, keyIndex } = unseal(stored, owner);
      return keyIndex === 0 ? null : seal(plain, owner);
    },
    pseudonym: (value, purpose) =>
      createHmac('sha256', createHmac('sha256', newest).update(`pseudonym ${purpose}`).digest())
        .update(value)
        .digest('hex')
        .slice(0, 32),
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
 * The keys of the configuration, newest first: SECRETS_KEY, else the data folder's key file (one key a
 * line, newest first), made now with one key if there is none (writeFirst: processes starting at once get
 * the same file).
 */
export function secretsKeysOf(config: {
  secretsKeys: Uint8Array[] | undefined;
  dataDir: string;
}): Uint8Array[] {
  if (config.secretsKeys) return config.secretsKeys;
  const path = join(config.dataDir, KEY_FILE);
  writeFirst(path, () => `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`);
  const keys = decodeKeys(readFileSync(path, 'utf8'));
  if (!keys)
    throw new Error(
      `${path} does not hold keys of 32 bytes in base64 (one a line, newest first): remove it or set SECRETS_KEY`,
    );
  return keys;
}

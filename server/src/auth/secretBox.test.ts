/** The secrets kept encrypted at rest (decisions 0045, 0088): sealing, what does not open, several keys, the key file. */
import { describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { run } from '../../test/processes';
import { decodeKey } from '../env';
import { createSecretBox, isSealed, KEY_FILE, secretsKeysOf } from './secretBox';

const key = () => crypto.getRandomValues(new Uint8Array(32));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('a secret box', () => {
  test('seals to a new value each time, which opens only for its owner and with its key', () => {
    const box = createSecretBox([key()]);
    const sealed = box.seal(SECRET, 'user-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe(SECRET);
    // Copied into another user's row, or read with another key: it does not open.
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => createSecretBox([key()]).open(sealed, 'user-1')).toThrow();
  });

  test('a changed or cut value does not open; a value from before encryption reads as it is', () => {
    const box = createSecretBox([key()]);
    const sealed = box.seal(SECRET, 'user-1');
    const [version, iv, body = ''] = sealed.split('.');
    const flipped = `${body.slice(0, 5)}${body[5] === 'A' ? 'B' : 'A'}${body.slice(6)}`;
    for (const broken of [
      `${version}.${iv}.${flipped}`,
      `${version}.${iv}.${body.slice(0, 10)}`,
      `${version}.${iv}`,
      `${version}..${body}`,
    ]) {
      expect(() => box.open(broken, 'user-1'), broken).toThrow();
    }
    expect(box.open(SECRET, 'user-1')).toBe(SECRET);
  });

  test('a pseudonym is stable under the same newest key, differs per purpose, value and key', () => {
    const shared = key();
    const one = createSecretBox([shared]);
    const pseudonym = one.pseudonym('user-1', 'stream viewer');
    expect(pseudonym).toMatch(/^[0-9a-f]{32}$/);
    expect(pseudonym).not.toContain('user-1');
    expect(createSecretBox([shared, key()]).pseudonym('user-1', 'stream viewer')).toBe(pseudonym);
    expect(one.pseudonym('user-2', 'stream viewer')).not.toBe(pseudonym);
    expect(one.pseudonym('user-1', 'other')).not.toBe(pseudonym);
    expect(createSecretBox([key(), shared]).pseudonym('user-1', 'stream viewer')).not.toBe(pseudonym);
  });

  test('keys are 32 bytes in base64 (either alphabet); anything else is refused', () => {
    const bytes = key();
    expect(decodeKey(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
    expect(decodeKey(`${Buffer.from(bytes).toString('base64url')}\n`)).toEqual(bytes);
    for (const wrong of ['', 'kurz', Buffer.alloc(31).toString('base64'), 'ä'.repeat(44)]) {
      expect(decodeKey(wrong), wrong).toBeUndefined();
    }
    expect(() => createSecretBox([new Uint8Array(16)])).toThrow();
    expect(() => createSecretBox([key(), new Uint8Array(16)])).toThrow();
    expect(() => createSecretBox([])).toThrow();
  });
});

describe('several keys, newest first (decision 0088)', () => {
  test('the newest seals; every key opens what it sealed; reseal moves a value to the newest', () => {
    const [oldest, old, newest] = [key(), key(), key()];
    const before = createSecretBox([old, oldest]);
    const underOld = before.seal(SECRET, 'user-1');
    const underOldest = createSecretBox([oldest]).seal(SECRET, 'user-1');
    const box = createSecretBox([newest, old, oldest]);
    expect(box.open(underOld, 'user-1')).toBe(SECRET);
    expect(box.open(underOldest, 'user-1')).toBe(SECRET);
    const moved = box.reseal(underOld, 'user-1');
    expect(moved).not.toBeNull();
    // Under the newest key only: the old keys alone no longer open it, the newest alone does.
    expect(() => before.open(moved ?? '', 'user-1')).toThrow();
    expect(createSecretBox([newest]).open(moved ?? '', 'user-1')).toBe(SECRET);
    expect(box.reseal(moved ?? '', 'user-1')).toBeNull();
    // Stored plain: sealed by reseal too. A value no key opens: reseal throws like open.
    expect(box.open(box.reseal(SECRET, 'user-1') ?? '', 'user-1')).toBe(SECRET);
    expect(() => box.reseal(createSecretBox([key()]).seal(SECRET, 'user-1'), 'user-1')).toThrow();
    expect(() => box.reseal(underOld, 'user-2')).toThrow();
  });

  test('property: whichever key of the list sealed a value, the list opens it and reseal leaves it under the first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 32, maxLength: 32 }), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.string(),
        (keys, pick, plain) => {
          const sealer = keys[pick % keys.length] as Uint8Array;
          const stored = createSecretBox([sealer]).seal(plain, 'owner');
          const box = createSecretBox(keys);
          expect(box.open(stored, 'owner')).toBe(plain);
          const moved = box.reseal(stored, 'owner') ?? stored;
          expect(createSecretBox([keys[0] as Uint8Array]).open(moved, 'owner')).toBe(plain);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('the key file (no SECRETS_KEY)', () => {
  test('is made on first start, readable by the owner only, and then kept', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ww-key-')), 'data');
    const first = secretsKeysOf({ secretsKeys: undefined, dataDir });
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveLength(32);
    expect(statSync(join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(secretsKeysOf({ secretsKeys: undefined, dataDir })).toEqual(first);
    // SECRETS_KEY wins over the file.
    const given = [key()];
    expect(secretsKeysOf({ secretsKeys: given, dataDir })).toEqual(given);
    // Rotating without SECRETS_KEY: a new key on the file's first line, the old one after it.
    const newer = key();
    const old = first[0] as Uint8Array;
    writeFileSync(
      join(dataDir, KEY_FILE),
      `${Buffer.from(newer).toString('base64')}\n${Buffer.from(old).toString('base64')}\n`,
    );
    expect(secretsKeysOf({ secretsKeys: undefined, dataDir })).toEqual([newer, old]);
  });

  test('processes starting together all get the one key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ww-key-race-'));
    const script = `import { secretsKeysOf } from '${join(import.meta.dir, 'secretBox.ts')}';
const [key] = secretsKeysOf({ secretsKeys: undefined, dataDir: process.argv[2] });
console.log(Buffer.from(key ?? []).toString('hex'));`;
    const file = join(dataDir, 'read-key.ts');
    writeFileSync(file, script);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => run(['bun', file, join(dataDir, 'data')])),
    );
    const keys = new Set(runs.map((r) => r.stdout.trim()));
    expect(keys.size).toBe(1);
    const stored = decodeKey(readFileSync(join(dataDir, 'data', KEY_FILE), 'utf8'));
    expect([...keys][0]).toBe(Buffer.from(stored ?? []).toString('hex'));
  });

  test('a damaged key file stops the start with a clear line', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ww-key-bad-'));
    writeFileSync(join(dataDir, KEY_FILE), 'nicht-base64!');
    expect(() => secretsKeysOf({ secretsKeys: undefined, dataDir })).toThrow(
      /secrets.key does not hold keys/,
    );
  });
});

/** The secrets kept encrypted at rest (decision 0045): sealing, what does not open, and the key file. */
import { describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../test/processes';
import { decodeKey } from '../env';
import { createSecretBox, isSealed, KEY_FILE, secretsKeyOf } from './secretBox';

const key = () => crypto.getRandomValues(new Uint8Array(32));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('a secret box', () => {
  test('seals to a new value each time, which opens only for its owner and with its key', () => {
    const box = createSecretBox(key());
    const sealed = box.seal(SECRET, 'user-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe(SECRET);
    // Copied into another user's row, or read with another key: it does not open.
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => createSecretBox(key()).open(sealed, 'user-1')).toThrow();
  });

  test('a changed or cut value does not open; a value from before encryption reads as it is', () => {
    const box = createSecretBox(key());
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

  test('keys are 32 bytes in base64 (either alphabet); anything else is refused', () => {
    const bytes = key();
    expect(decodeKey(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
    expect(decodeKey(`${Buffer.from(bytes).toString('base64url')}\n`)).toEqual(bytes);
    for (const wrong of ['', 'kurz', Buffer.alloc(31).toString('base64'), 'ä'.repeat(44)]) {
      expect(decodeKey(wrong), wrong).toBeUndefined();
    }
    expect(() => createSecretBox(new Uint8Array(16))).toThrow();
  });
});

describe('the key file (no SECRETS_KEY)', () => {
  test('is made on first start, readable by the owner only, and then kept', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ww-key-')), 'data');
    const first = secretsKeyOf({ secretsKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(secretsKeyOf({ secretsKey: undefined, dataDir })).toEqual(first);
    // SECRETS_KEY wins over the file.
    const given = key();
    expect(secretsKeyOf({ secretsKey: given, dataDir })).toEqual(given);
  });

  test('processes starting together all get the one key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ww-key-race-'));
    const script = `import { secretsKeyOf } from '${join(import.meta.dir, 'secretBox.ts')}';
console.log(Buffer.from(secretsKeyOf({ secretsKey: undefined, dataDir: process.argv[2] })).toString('hex'));`;
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
    expect(() => secretsKeyOf({ secretsKey: undefined, dataDir })).toThrow(/secrets.key does not hold a key/);
  });
});

/**
 * Rotating the secrets key as an operator does it (decision 0088), in separate processes: a start with only
 * a new key stops with one line naming how many secrets it cannot open; `bun run secrets:rotate` with the
 * new key first and the old after it seals them anew — on the embedded database through the running app's
 * control socket, on PostgreSQL beside the database in use — after which the new key alone opens them all;
 * a secret that no key opens makes the command fail with its count.
 */
import { expect, test } from 'bun:test';
import { commandDatabase } from '../../test/commandDatabase';
import { bareUser } from '../../test/domains';
import { testDatabaseUrl } from '../../test/harness';
import { freePort, run, serverEntry, startServer } from '../../test/processes';
import { createSecretBox } from '../auth/secretBox';
import type { DbHandle } from '../db/client';
import { userTotp } from '../db/schema';
import { prepareStoredSecrets } from '../domains/auth/storedSecrets';

const commands = commandDatabase('secrets-cli');
const { env } = commands;
const withDatabase = commands.with;
const OLD = crypto.getRandomValues(new Uint8Array(32));
const NEW = crypto.getRandomValues(new Uint8Array(32));
const base64 = (key: Uint8Array) => Buffer.from(key).toString('base64');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A user with an enabled second factor whose secret `key` sealed. */
async function enrolled(database: DbHandle, key: Uint8Array) {
  const userId = await bareUser(database.db, 'rotate');
  const secret = createSecretBox([key]).seal(SECRET, userId);
  await database.db.insert(userTotp).values({ userId, secret, enabledAt: new Date() });
}

const rotate = (keys: Uint8Array[]) =>
  run(['bun', 'run', 'server/src/cli/secretsRotate.ts'], { ...env, SECRETS_KEY: keys.map(base64).join(',') });

test(`secrets:rotate moves the two-factor secrets to the new key (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  await commands.open();
  try {
    await withDatabase(async (database) => {
      await database.migrate();
      await enrolled(database, OLD);
      await enrolled(database, OLD);
    });

    // Only the new key: the start stops before it listens, naming the count.
    const refused = await run(['bun', serverEntry], {
      ...env,
      PORT: String(freePort()),
      SEED: 'false',
      SECRETS_KEY: base64(NEW),
    });
    expect(refused.exitCode).toBe(1);
    // Its last line (the data folder's repair may be reported before it).
    expect(refused.stderr.trim().split('\n').at(-1)).toStartWith(
      '2 stored two-factor secret(s) open with none of the secrets keys',
    );

    if (testDatabaseUrl) {
      const moved = await rotate([NEW, OLD]);
      expect(moved.stdout).toContain(
        '2 two-factor secret(s) sealed anew with the newest key, 0 already under it.',
      );
      expect(moved.exitCode).toBe(0);
    } else {
      // The app holds the folder: the command asks it, and the app uses the keys it was started with.
      const server = await startServer({
        ...env,
        PORT: String(freePort()),
        SEED: 'false',
        SECRETS_KEY: [NEW, OLD].map(base64).join(','),
      });
      try {
        const moved = await run(['bun', 'run', 'server/src/cli/secretsRotate.ts'], env);
        expect(moved.stdout).toContain(
          '2 two-factor secret(s) sealed anew with the newest key, 0 already under it.',
        );
        expect(moved.exitCode).toBe(0);
      } finally {
        server.killAll('SIGTERM');
        await server.exitWithin(10_000);
      }
    }

    const again = await rotate([NEW]);
    expect(again.stdout).toContain(
      '0 two-factor secret(s) sealed anew with the newest key, 2 already under it.',
    );
    expect(again.exitCode).toBe(0);
    await withDatabase(async (database) => {
      // The new key alone opens every secret: the start's check passes, nothing left to seal.
      expect(await prepareStoredSecrets(database.db, createSecretBox([NEW]))).toBe(0);
      // A secret sealed with a key nobody kept.
      await enrolled(database, crypto.getRandomValues(new Uint8Array(32)));
    });
    const lost = await rotate([NEW, OLD]);
    expect(lost.exitCode).toBe(1);
    expect(lost.stderr).toContain('1 secret(s) open with none of the keys');
  } finally {
    await commands.close();
  }
}, 120_000);

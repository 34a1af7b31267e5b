/**
 * Password hashes (decision 0099): the platform hashes with argon2id at Bun's default costs (64 MiB, two
 * passes); only the unit tests' own process lowers them (server/test/preload.ts), and a hash of either
 * kind verifies anywhere, as it carries its costs.
 */
import { describe, expect, test } from 'bun:test';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  test('a started process hashes with argon2id at 64 MiB and two passes; its hash verifies here, and ours there', async () => {
    const ours = await hashPassword('Sonnenblume-42');
    expect(ours).toStartWith('$argon2id$v=19$m=64,t=1,');
    const script = `
      import { hashPassword, verifyPassword } from './server/src/auth/password';
      console.log(JSON.stringify({ hash: await hashPassword('Sonnenblume-42'), ours: await verifyPassword('Sonnenblume-42', ${JSON.stringify(ours)}) }));
    `;
    const child = Bun.spawnSync(['bun', '-e', script], { cwd: `${import.meta.dir}/../../..` });
    expect(child.exitCode).toBe(0);
    const result = JSON.parse(child.stdout.toString()) as { hash: string; ours: boolean };
    expect(result.hash).toStartWith('$argon2id$v=19$m=65536,t=2,p=1$');
    expect(result.ours).toBe(true);
    expect(await verifyPassword('Sonnenblume-42', result.hash)).toBe(true);
    expect(await verifyPassword('Sonnenblume-43', result.hash)).toBe(false);
  });
});

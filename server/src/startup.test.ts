/** Start-up as an operator sees it: a wrong setting or an unreachable database → one clear line, exit 1. */
import { describe, expect, test } from 'bun:test';
import { run, serverEntry } from '../test/processes';

async function startServer(env: Record<string, string>) {
  const { exitCode, stderr } = await run(['bun', serverEntry], env);
  return { exitCode, stderr: stderr.trim() };
}

describe('server start-up', () => {
  test('a bad setting stops it with one line', async () => {
    const { exitCode, stderr } = await startServer({ PORT: 'not-a-port' });
    expect(exitCode).toBe(1);
    expect(stderr).toBe('Invalid configuration: PORT: expected a port number');
  });

  test('an unreachable database stops it with one line, without the password', async () => {
    const { exitCode, stderr } = await startServer({
      DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/app',
    });
    expect(exitCode).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toStartWith(
      'Cannot open the database (PostgreSQL at postgres://app:***@127.0.0.1:1/app):',
    );
    expect(stderr).not.toContain('hunter2');
  });
});

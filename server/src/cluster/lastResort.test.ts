/** The server's last resort (cluster/lastResort.ts): an unhandled rejection is logged, and the process goes on. */
import { expect, test } from 'bun:test';

test('a rejection nobody handles is logged once, and the process keeps running', async () => {
  const script = `
    const { keepRunningOnUnhandledRejections } = await import(${JSON.stringify(new URL('./lastResort.ts', import.meta.url).pathname)});
    keepRunningOnUnhandledRejections();
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }));
    await Bun.sleep(100);
    console.log('still running');
  `;
  const child = Bun.spawn(['bun', '-e', script], { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  const output = out + err;
  expect(code).toBe(0);
  expect(output).toContain('still running');
  expect(output).toContain('"where":"unhandled rejection"');
  expect(output).toContain('ECONNREFUSED');
});

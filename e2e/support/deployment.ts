/**
 * A deployment of its own for a test that changes the served build (e2e/pwa.e2e.ts: a new version arrives):
 * a copy of web/dist served by a second server on its own empty embedded database. The shared server and its
 * build stay as they are for the other tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Deployment {
  origin: string;
  /** Ships a new build: here, the service worker's script changes as a new build's precache list does. */
  deployNext: () => void;
  stop: () => Promise<void>;
}

export async function startDeployment(port: number): Promise<Deployment> {
  const folder = mkdtempSync(join(tmpdir(), 'wurzelwerk-deployment-'));
  const dist = join(folder, 'dist');
  cpSync(join(ROOT, 'web', 'dist'), dist, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('bun', ['run', 'server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(folder, 'data'),
      WEB_DIST: dist,
      SEED: 'false',
      NODE_ENV: 'test',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        return {
          origin,
          deployNext: () => appendFileSync(join(dist, 'sw.js'), `\n// the next deployment, ${Date.now()}\n`),
          stop,
        };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the second deployment did not come up on ${origin}`);
}

/**
 * Test support for running the real entry points as separate processes, as an operator would: a clean
 * environment, a free port, commands run to their end, and long-running servers whose output is
 * collected while they run.
 */

import { join } from 'node:path';
import type { Subprocess } from 'bun';
import webpush from 'web-push';

export const repoRoot = join(import.meta.dir, '..', '..');
/** The server's own entry (what `bun run start` ends in, without the web build). */
export const serverEntry = join(repoRoot, 'server', 'src', 'index.ts');

/** The environment of a fresh shell: nothing of the test process's own configuration leaks in. */
export function shellEnv(env: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
}

/** A fresh VAPID key pair as configuration (required with DATABASE_URL in production, decision 0085). */
export function vapidEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

/** A port nobody listens on right now. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const { port } = probe;
  probe.stop(true);
  if (port === undefined) throw new Error('no free port');
  return port;
}

/** Runs a command in the repository root to its end. */
export async function run(command: string[], env: Record<string, string> = {}) {
  const child = Bun.spawn(command, { cwd: repoRoot, env: shellEnv(env), stdout: 'pipe', stderr: 'pipe' });
  const [exitCode, stdout, stderr] = await Promise.all([
    child.exited,
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
  ]);
  return { exitCode, stdout, stderr };
}

/** A process started by `launch`: its output so far, and ways to wait on it. */
export interface Launched {
  child: Subprocess<'ignore', 'pipe', 'pipe'>;
  stdout(): string;
  stderr(): string;
  /** Resolves true once stdout contains `text`; false when the process exits first or the time is up. */
  waitForOutput(text: string, timeoutMs: number): Promise<boolean>;
  /** The exit code, or undefined when the process is still running after `timeoutMs`. */
  exitWithin(timeoutMs: number): Promise<number | undefined>;
  /** Signals the process and everything it started (`bun run` does not pass SIGKILL on to its script). */
  killAll(signal: NodeJS.Signals): void;
}

/** Starts a long-running command in the repository root; `killAll` it in a `finally` or `afterAll`. */
export function launch(command: string[], env: Record<string, string> = {}): Launched {
  const child = Bun.spawn(command, {
    cwd: repoRoot,
    // A process group of its own, so that killAll reaches grandchildren too.
    detached: true,
    env: shellEnv(env),
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const output = { stdout: '', stderr: '' };
  const collect = async (stream: ReadableStream<Uint8Array>, key: 'stdout' | 'stderr') => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      output[key] += decoder.decode(read.value, { stream: true });
    }
  };
  const collected = Promise.all([collect(child.stdout, 'stdout'), collect(child.stderr, 'stderr')]);
  const exited = child.exited.then(async (code) => {
    await collected;
    return code;
  });
  const timeout = (ms: number) => Bun.sleep(ms).then(() => undefined);
  return {
    child,
    stdout: () => output.stdout,
    stderr: () => output.stderr,
    async waitForOutput(text, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!output.stdout.includes(text)) {
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
          return output.stdout.includes(text);
        }
        await Bun.sleep(50);
      }
      return true;
    },
    exitWithin: (timeoutMs) => Promise.race([exited, timeout(timeoutMs)]),
    killAll(signal) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    },
  };
}

/**
 * Starts the server entry and waits until it answers /api/health (throws with its stderr when it does not).
 * `wrap` is put before the command (e.g. `unshare` to give the server a hosts file of its own).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  wrap: string[] = [],
): Promise<Launched> {
  const server = launch([...wrap, 'bun', serverEntry], env);
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) return server;
    await Bun.sleep(200);
  }
  server.killAll('SIGKILL');
  throw new Error(`the server did not come up: ${server.stderr().trim()}`);
}

/**
 * `bun run start`: builds the web app (and the sample streams' loops, scripts/stream-loops.ts) when the
 * build is missing or older than its sources, then starts
 * the server (which migrates, seeds when asked and listens). A data folder another process holds stops it
 * first, before the build touches anything.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lockConfiguredDataFolder } from '../server/src/db/open';
import { loadConfig } from '../server/src/env';

const built = 'web/dist/index.html';
const LOOPS = 'server/assets/images/streams/loops';

/** Tests are not part of the build: a changed test does not make it stale. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(path).filter((name) => !isTest(name));
  return Math.max(stat.mtimeMs, ...entries.map((name) => newestMtime(join(path, name))));
}

function buildIsCurrent(): boolean {
  try {
    const sources = Math.max(
      newestMtime('web/src'),
      newestMtime('web/index.html'),
      newestMtime('web/vite.config.ts'),
      newestMtime('web/mantineStyles.ts'),
      newestMtime('packages/shared/src'),
      newestMtime('scripts/stream-loops.ts'),
      newestMtime('scripts/sample-images'),
    );
    return statSync(built).mtimeMs >= sources && existsSync(LOOPS);
  } catch {
    return false;
  }
}

// A folder in use stops the start before the build would replace the files the running server serves.
try {
  lockConfiguredDataFolder(loadConfig())?.release();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log('Building the web app …');
  const build = Bun.spawnSync(['bun', 'run', 'build'], { stdout: 'inherit', stderr: 'inherit' });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}

await import('../server/src/index');

/** `bun run dev`: rebuilds the web app on change and restarts the server on change. */
const children = [
  Bun.spawn(['bun', 'build', './index.html', '--outdir=dist', '--splitting', '--public-path=/', '--watch'], {
    cwd: 'web',
    stdout: 'inherit',
    stderr: 'inherit',
  }),
  Bun.spawn(['bun', '--watch', 'server/src/index.ts'], { stdout: 'inherit', stderr: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.race(children.map((child) => child.exited));
stop();

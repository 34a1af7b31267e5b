/**
 * `bun run dev`: the API server on PORT (default 3000), restarted on every change, and Vite's dev server on
 * http://localhost:5173 with hot reload, which passes /api, /trpc, /media and the server's other paths on
 * to it (web/vite.config.ts).
 */
const children = [
  Bun.spawn(['bun', '--watch', 'server/src/index.ts'], { stdout: 'inherit', stderr: 'inherit' }),
  Bun.spawn(['bun', 'run', 'dev'], { cwd: 'web', stdout: 'inherit', stderr: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.race(children.map((child) => child.exited));
stop();

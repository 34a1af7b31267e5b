/** The bare baseline: Bun.serve answering a small JSON, to compare the app's throughput against. */
const port = Number(process.argv[2] ?? 3101);
Bun.serve({
  port,
  hostname: '127.0.0.1',
  fetch: () => Response.json({ status: 'ok', db: 'ok' }),
});
console.log(`baseline on ${port}`);

/**
 * Test support for several server processes on one PostgreSQL (issue 21): an empty database of the test's
 * own, servers started together on it, a client that keeps a session cookie, and HAProxy in front.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { testDatabaseUrl } from './harness';
import { freePort, type Launched, launch, startServer } from './processes';

/** An empty database (not even migrated), dropped by `drop`; `sql` talks to it directly. */
export async function emptyDatabase() {
  if (!testDatabaseUrl) throw new Error('PostgreSQL only');
  const name = `ww_cluster_${process.pid}_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export interface Node {
  base: string;
  port: number;
  server: Launched;
}

/** Starts a server on `databaseUrl` (port chosen here unless given); resolves once /api/health answers. */
export async function startNode(
  env: Record<string, string>,
  port = freePort(),
  wrap: string[] = [],
): Promise<Node> {
  const server = await startServer({ ...env, PORT: String(port) }, 60_000, wrap);
  return { base: `http://127.0.0.1:${port}`, port, server };
}

/** A client of one or more servers, holding the session cookie whichever server set it. */
export class Browser {
  cookie = '';

  async call(
    base: string,
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { Origin: base }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ww_session='));
    if (session) this.cookie = session.split(';')[0] ?? '';
    return response;
  }
}

/** HAProxy on a free port in front of `servers`, checking /api/health every 200 ms. */
export async function startHaproxy(servers: { port: number }[]) {
  const port = freePort();
  const statsPort = freePort();
  const folder = mkdtempSync(join(tmpdir(), 'ww-haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  const stats = `\nlisten stats\n  bind 127.0.0.1:${statsPort}\n  stats enable\n  stats uri /stats\n`;
  writeFileSync(config, haproxyConfig(port, servers, { checkIntervalMs: 200 }) + stats);
  const proxy = launch(['/usr/sbin/haproxy', '-db', '-f', config]);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`http://127.0.0.1:${statsPort}/stats`).catch(() => undefined))?.ok) break;
    await Bun.sleep(100);
  }
  /** The check states of the servers (UP, DOWN, …) from HAProxy's CSV statistics. */
  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    return csv
      .split('\n')
      .filter((line) => line.startsWith('app,app'))
      .map((line) => line.split(',')[17] ?? '');
  };
  const allUpNow = async () => {
    const now = await states();
    return now.length === servers.length && now.every((state) => state === 'UP');
  };
  return {
    base,
    proxy,
    /** Whether HAProxy counts every server up right now. */
    upNow: allUpNow,
    /** Resolves once HAProxy counts every server up (checks passed), false after `timeoutMs` (10 s). */
    async allUp(timeoutMs = 10_000): Promise<boolean> {
      for (const until = Date.now() + timeoutMs; Date.now() < until; await Bun.sleep(50)) {
        if (await allUpNow()) return true;
      }
      return false;
    },
    stop() {
      proxy.killAll('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The HAProxy configuration of deploy/haproxy.local.cfg with the test's ports and check interval: round
 * robin over the servers, taken out after two failed readiness checks (/api/health), and a request whose
 * connection was refused (a server just stopping) retried on another one.
 */
export function haproxyConfig(
  port: number,
  servers: { port: number }[],
  options: { checkIntervalMs: number },
) {
  const lines = servers.map(
    (server, i) =>
      `  server app${i + 1} 127.0.0.1:${server.port} check inter ${options.checkIntervalMs} fall 1 rise 2`,
  );
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${lines.join('\n')}
`;
}

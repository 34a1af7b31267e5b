/**
 * The kinds of database outage a started server must get over by itself (decision 0049), each made on a
 * path of its own between one or more server processes and PostgreSQL — a TCP proxy (tcpProxy.ts), and
 * for `dns` a hosts file the servers alone see:
 *
 * - `refused`: open connections cut, new ones refused (a stopped server, a network blip, a failover);
 * - `stalled`: nothing moves any more and new connections get no answer (a hanging server or network);
 * - `cut`: open connections cut, new ones accepted and cut at once (a balancer or pooler in front of a
 *   database that is down);
 * - `restarted`: PostgreSQL ends the server's sessions itself (pg_terminate_backend, what a restart does)
 *   and new connections are refused until it is back;
 * - `dns`: the database's host name stops resolving, and open connections are cut.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { proxyToDatabase } from './tcpProxy';

export const OUTAGE_KINDS = ['refused', 'stalled', 'cut', 'restarted', 'dns'] as const;
export type OutageKind = (typeof OUTAGE_KINDS)[number];

/**
 * Whether a process can be given a hosts file of its own here (a mount namespace: root, or user
 * namespaces allowed). The `dns` kind needs it: the machine's own resolver cannot be told to fail.
 */
export const ownHostsFile =
  Bun.spawnSync(['unshare', '-m', 'sh', '-c', 'mount --bind /etc/hostname /etc/hosts'], {
    stdout: 'ignore',
    stderr: 'ignore',
  }).exitCode === 0;

export interface OutagePath {
  kind: OutageKind;
  /** DATABASE_URL for the servers on this path. */
  url: string;
  /** What the servers' environment needs besides. */
  env: Record<string, string>;
  /** Put before the server's command (startServer's `wrap`). */
  wrap: string[];
  /** The outage begins… */
  begin(): Promise<void>;
  /** …and ends: the database is reachable again. */
  end(): Promise<void>;
  close(): Promise<void>;
}

/** A path of `kind` to the database at `databaseUrl` (reached directly by the test itself). */
export async function outagePath(kind: OutageKind, databaseUrl: string): Promise<OutagePath> {
  const { proxy, url: throughProxy } = await proxyToDatabase(databaseUrl);
  const tag = `${kind}${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const url = new URL(throughProxy);
  const env: Record<string, string> = { PGAPPNAME: `ww-${tag}` };
  let wrap: string[] = [];
  let hosts: { folder: string; file: string; entry: string } | undefined;
  if (kind === 'dns') {
    const folder = mkdtempSync(join(tmpdir(), 'ww-hosts-'));
    const host = `wwdb${tag}`;
    hosts = { folder, file: join(folder, 'hosts'), entry: `127.0.0.1 localhost\n127.0.0.1 ${host}\n` };
    // Written in place from now on: the bind mount holds on to this very file.
    writeFileSync(hosts.file, hosts.entry);
    url.hostname = host;
    wrap = ['unshare', '-m', 'sh', '-c', 'mount --bind "$0" /etc/hosts && exec "$@"', hosts.file];
  }

  const terminateSessions = async () => {
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${env.PGAPPNAME ?? ''}`;
    } finally {
      await admin.end();
    }
  };

  return {
    kind,
    url: url.toString(),
    env,
    wrap,
    async begin() {
      if (kind === 'refused') await proxy.cut();
      else if (kind === 'stalled') proxy.stall();
      else if (kind === 'cut') proxy.drop();
      else if (kind === 'restarted') {
        await terminateSessions();
        await proxy.cut();
      } else if (hosts) {
        writeFileSync(hosts.file, '127.0.0.1 localhost\n');
        proxy.reset();
      }
    },
    async end() {
      if (hosts) writeFileSync(hosts.file, hosts.entry);
      await proxy.restore();
    },
    async close() {
      await proxy.close();
      if (hosts) rmSync(hosts.folder, { recursive: true, force: true });
    },
  };
}

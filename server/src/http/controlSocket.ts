/**
 * The running app's control socket (docs/decisions/0066-control-socket.md): with the embedded database the
 * app holds its data folder's lock, so a command line tool cannot open the database while the app runs.
 * The app therefore answers a few operator commands on a Unix socket inside the data folder — which is
 * private to the account that runs it (0700), so whoever can connect could as well open the database files.
 * Not an HTTP port: nothing on the network reaches it. With DATABASE_URL the tools open PostgreSQL
 * themselves and there is no socket.
 */
import { rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { SecretBox } from '../auth/secretBox';
import type { EscrowAccount } from '../banking/escrow';
import { guardDumps, writeBackup } from '../db/backup';
import type { DbHandle } from '../db/client';
import { rotateStoredSecrets } from '../domains/auth/storedSecrets';
import { checkPlatformLedger } from '../domains/bank/check';
import { buildDemoStatement, payByDemoStatement } from '../domains/bank/demo';

/** What the socket's commands work with: the app's database, escrow account and secrets keys. */
export interface ControlSocketContext {
  database: DbHandle;
  escrow: EscrowAccount;
  secrets: SecretBox;
}

export const CONTROL_SOCKET = 'control.sock';

/** A Unix socket's path must fit `sockaddr_un.sun_path` (108 bytes on Linux, with its NUL). */
const MAX_SOCKET_PATH = 107;

/** Who the audit log names for what came through the socket. */
export const CONTROL_ACTOR = 'bun run bank:statement';

/** The socket's path in the data folder. */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, CONTROL_SOCKET);
}

/** How many open investments a demonstration statement pays: `?pay=all` (default) or a count. */
export function payParam(url: URL): number | 'all' {
  const pay = url.searchParams.get('pay') ?? 'all';
  return pay === 'all' ? 'all' : Math.max(1, Math.min(100_000, Number.parseInt(pay, 10) || 1));
}

/** A command of the socket: `<METHOD> <path>` → its answer. */
type Command = (url: URL) => Promise<Response>;

function commands({ database, escrow, secrets }: ControlSocketContext): Record<string, Command> {
  const demoOnly = () =>
    new Response('demonstration statements only: ESCROW_IBAN names a real account', { status: 409 });
  return {
    'GET /ledger/check': async () => Response.json({ violations: await checkPlatformLedger(database.db) }),
    // With the running app's keys: the newest of those it was started with (decision 0088).
    'POST /secrets/rotate': async () => Response.json(await rotateStoredSecrets(database.db, secrets)),
    // A backup taken by the app that holds the folder (decision 0089), to the absolute path given.
    'POST /db/backup': async (url) => {
      const file = url.searchParams.get('file') ?? '';
      if (!isAbsolute(file)) return new Response('file: an absolute path is needed', { status: 400 });
      return Response.json({ file, bytes: await writeBackup(database, file) });
    },
    'GET /bank/demo-statement': async (url) => {
      if (!escrow.demo) return demoOnly();
      return Response.json(await buildDemoStatement(database.db, escrow, { pay: payParam(url) }));
    },
    'POST /bank/demo-statement': async (url) => {
      if (!escrow.demo) return demoOnly();
      return Response.json(
        await payByDemoStatement(database.db, escrow, { pay: payParam(url), actor: CONTROL_ACTOR }),
      );
    },
  };
}

export interface ControlSocket {
  path: string;
  stop(): void;
}

/**
 * Listens on the data folder's control socket, or answers why not (a path too long for a socket). A file
 * left by a process that died is removed first: the folder's lock says no other process uses it.
 */
export function serveControlSocket(
  dataDir: string,
  context: ControlSocketContext,
): { ok: true; socket: ControlSocket } | { ok: false; reason: string } {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH)
    return { ok: false, reason: `the path ${path} is too long for a Unix socket` };
  rmSync(path, { force: true });
  const routes = commands(context);
  const listen = () =>
    Bun.serve({
      unix: path,
      async fetch(request) {
        const url = new URL(request.url);
        const command = routes[`${request.method} ${url.pathname}`];
        if (!command) return new Response('unknown command', { status: 404 });
        try {
          return await command(url);
        } catch (error) {
          return new Response(error instanceof Error ? error.message : String(error), { status: 500 });
        }
      },
    });
  let server = listen();
  // A backup's dump of the folder cannot read a socket: it stops listening meanwhile (requests in flight,
  // the backup's own among them, are answered), and a command started then finds no app and the folder
  // locked, which it says in one line.
  guardDumps({
    stepAside() {
      void server.stop(false);
      rmSync(path, { force: true });
      return async () => {
        server = listen();
      };
    },
  });
  return {
    ok: true,
    socket: {
      path,
      stop() {
        guardDumps(undefined);
        void server.stop(true);
        rmSync(path, { force: true });
      },
    },
  };
}

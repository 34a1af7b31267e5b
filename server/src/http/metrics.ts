/**
 * GET /metrics (issue 38, docs/decisions/0087): this process's figures in the Prometheus text format
 * (metrics.ts), plus what the database knows, read at each scrape — the outboxes' depth and oldest unsent
 * message, and the business figures. Not public: served to a request whose socket's peer is a loopback
 * address and that no proxy forwarded, or that carries `Authorization: Bearer <METRICS_TOKEN>`; anything
 * else gets the 404 of an unknown address. Behind HAProxy the peer is the proxy, often on the same machine:
 * a forwarded request (X-Forwarded-For or Forwarded present) therefore needs the token, whatever the peer.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { count, eq, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Elysia } from 'elysia';
import type { Database } from '../db/client';
import { investments, mailOutbox, orders, payoutDueDates, pushOutbox, users } from '../db/schema';
import { businessFigures, outboxDepth, outboxOldest, registry } from '../metrics';
import { errorResponse, httpError } from '../rest/errors';
import { isLoopbackAddress } from './devMail';

/**
 * The outboxes whose depth and oldest unsent message are measured: a table, its column of the time a
 * message was written and the condition of an unsent one. Another outbox is one more line here.
 */
interface Outbox {
  name: string;
  table: PgTable;
  createdAt: PgColumn;
  unsent: SQL | undefined;
}
const OUTBOXES: readonly Outbox[] = [
  {
    name: 'mail',
    table: mailOutbox,
    createdAt: mailOutbox.createdAt,
    unsent: eq(mailOutbox.status, 'pending'),
  },
  {
    name: 'push',
    table: pushOutbox,
    createdAt: pushOutbox.createdAt,
    unsent: eq(pushOutbox.status, 'pending'),
  },
];

async function readOutboxes(db: Database): Promise<void> {
  await Promise.all(
    OUTBOXES.map(async (outbox) => {
      const [row] = await db
        .select({ depth: count(), oldest: min(outbox.createdAt) })
        .from(outbox.table)
        .where(outbox.unsent);
      outboxDepth.labels(outbox.name).set(row?.depth ?? 0);
      const oldest = row?.oldest as Date | string | null | undefined;
      const age = oldest ? (Date.now() - new Date(oldest).getTime()) / 1000 : 0;
      outboxOldest.labels(outbox.name).set(Math.max(0, age));
    }),
  );
}

/** Sets a gauge per value of a column from `select column, count(*) … group by column`. */
async function countsBy(
  db: Database,
  table: PgTable,
  column: PgColumn,
  gauge: { labels(value: string): { set(n: number): void } },
): Promise<void> {
  const rows = await db.select({ value: column, n: count() }).from(table).groupBy(column);
  for (const row of rows) gauge.labels(String(row.value)).set(row.n);
}

async function readBusinessFigures(db: Database): Promise<void> {
  const [accounts] = await db.select({ n: count() }).from(users);
  businessFigures.users.set(accounts?.n ?? 0);
  await countsBy(db, investments, investments.status, businessFigures.investments);
  await countsBy(db, orders, orders.status, businessFigures.orders);
  await countsBy(db, payoutDueDates, payoutDueDates.state, businessFigures.payouts);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request may read the metrics (see the file's comment). */
export function metricsAllowed(
  request: Request,
  socketAddress: string | undefined,
  token: string | undefined,
): boolean {
  const authorization = request.headers.get('authorization');
  if (token !== undefined && authorization?.startsWith('Bearer ')) {
    return timingSafeEqual(digest(authorization.slice(7)), digest(token));
  }
  if (authorization !== null) return false;
  const forwarded = request.headers.has('x-forwarded-for') || request.headers.has('forwarded');
  return socketAddress !== undefined && isLoopbackAddress(socketAddress) && !forwarded;
}

/**
 * The reply to a request for the metrics: the figures, or the 404 of an unknown address when the request
 * may not read them. Served by the app (metricsRoutes) and by `bun run worker` (workerMetrics.ts).
 */
export function metricsReply(db: Database, token: string | undefined) {
  return async (request: Request, socketAddress: string | undefined): Promise<Response> => {
    if (!metricsAllowed(request, socketAddress, token)) return errorResponse(httpError('notFound'));
    // A database that does not answer leaves those figures at their last values; the rest is served.
    await Promise.all([readOutboxes(db), readBusinessFigures(db)]).catch(() => {});
    return new Response(await registry.metrics(), {
      headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
    });
  };
}

interface MetricsRequest {
  request: Request;
  server: { requestIP(request: Request): { address: string } | null } | null;
}

export function metricsRoutes(db: Database, token: string | undefined) {
  const reply = metricsReply(db, token);
  return new Elysia().get('/metrics', ({ request, server }: MetricsRequest) =>
    reply(request, server?.requestIP(request)?.address),
  );
}

/**
 * The two rounds of `bun run bench` that are no HTTP load (docs/decisions/0062): the mail worker's own
 * throughput — investment mails with their confirmation PDF per second and per CPU second — and importing
 * a camt.053 statement of 10,000 entries. The worker never runs during the HTTP rounds: what it costs is
 * measured here, on its own, and the HTTP rounds measure the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type postgres from 'postgres';
import { decimalToCents } from '../server/src/banking/amount';
import { parseCamt053 } from '../server/src/banking/camt053';
import { DEMO_ESCROW_ACCOUNT } from '../server/src/banking/escrow';
import { createReference } from '../server/src/banking/reference';
import { demoPaymentStatement } from '../server/src/banking/sampleStatement';
import type { Database } from '../server/src/db/client';
import { importStatements } from '../server/src/domains/bank/import';
import { cpuSeconds, median } from './load';
import { nextStatement } from './money';

export interface WorkerResult {
  /** Mails waiting when the round started. */
  pending: number;
  mailsPerSecond: number;
  /** Cores the worker process kept busy (CPU seconds per second). */
  cores: number;
  /** Mails per CPU second: what one core sends. */
  perCore: number;
  /** CPU milliseconds per mail (render, PDF, store). */
  cpuMsPerMail: number;
}

/** Mails queued for the worker's round at least: more than two cores send in its windows. */
const WORKER_BACKLOG = 10_000;

const sentCount = async (sql: postgres.Sql) =>
  Number((await sql`select count(*)::int as n from mail_outbox where status = 'sent'`)[0]?.n ?? 0);

/**
 * Starts a worker process (`bun run worker`) on the outbox the POST rounds filled, waits until it sends,
 * then measures `rounds` windows of `seconds`: mails sent (from the outbox's rows) and the process's CPU
 * time (from /proc). Stops it afterwards. Undefined when too few mails wait to fill the windows.
 */
export async function workerRound(options: {
  sql: postgres.Sql;
  env: Record<string, string | undefined>;
  seconds: number;
  rounds: number;
}): Promise<WorkerResult | undefined> {
  const { sql } = options;
  // A slow POST round may have queued fewer mails than the windows need: copies of its investment mails
  // (same payload, so the same work) top the outbox up. None queued (`--only` without the POST): skipped.
  await sql`
    insert into mail_outbox ("to", template, language, payload)
    select o."to", o.template, o.language, o.payload
      from (select * from mail_outbox where template = 'investment' and status = 'pending' limit 1000) o,
           generate_series(1, ${WORKER_BACKLOG} / greatest((select count(*) from mail_outbox where status = 'pending'), 1)) g
     where (select count(*) from mail_outbox where status = 'pending') < ${WORKER_BACKLOG}`;
  const [{ n: pending = 0 } = {}] =
    await sql`select count(*)::int as n from mail_outbox where status = 'pending'`;
  if (pending < 100) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-worker-'));
  const worker = Bun.spawn(['bun', 'server/src/worker.ts'], {
    env: { ...options.env, DATA_DIR: dataDir },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  try {
    const started = await sentCount(sql);
    for (let i = 0; i < 300 && (await sentCount(sql)) < started + 20; i++) await Bun.sleep(100);
    const windows: { mails: number; cpu: number; wall: number }[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const [mails0, cpu0, wall0] = [await sentCount(sql), cpuSeconds(worker.pid), performance.now()];
      await Bun.sleep(options.seconds * 1000);
      const [mails1, cpu1, wall1] = [await sentCount(sql), cpuSeconds(worker.pid), performance.now()];
      const window = { mails: mails1 - mails0, cpu: cpu1 - cpu0, wall: (wall1 - wall0) / 1000 };
      windows.push(window);
      console.log(
        `worker round ${round + 1}: ${(window.mails / window.wall).toFixed(1)} mails/s, ${(window.cpu / window.wall).toFixed(2)} cores`,
      );
    }
    const perCore = median(windows.map((w) => w.mails / w.cpu));
    return {
      pending,
      mailsPerSecond: median(windows.map((w) => w.mails / w.wall)),
      cores: median(windows.map((w) => w.cpu / w.wall)),
      perCore,
      cpuMsPerMail: 1000 / perCore,
    };
  } finally {
    worker.kill();
    await worker.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface ImportResult {
  entries: number;
  megabytes: number;
  parseMs: number;
  importMs: number;
  entriesPerSecond: number;
  paid: number;
  exceptions: number;
}

/**
 * A camt.053 statement of the escrow account with `entries` credits — as many as there are investments
 * awaiting their payment (from the POST rounds) pay one each with its RF reference and amount, the rest
 * name references nobody has (exceptions) — parsed and imported as POST /api/admin/bank/statements does.
 */
export async function statementImportRound(options: {
  sql: postgres.Sql;
  db: Database;
  entries: number;
}): Promise<ImportResult> {
  const awaiting = await options.sql<{ reference: string; amount: string }[]>`
    select payment_reference as reference, total_investment::text as amount from investments
     where status = 'awaiting_payment' and payment_reference is not null limit ${options.entries}`;
  const payer = { name: 'Erika Mustermann', iban: 'DE89370400440532013000' };
  const payments = Array.from({ length: options.entries }, (_, i) => {
    const open = awaiting[i];
    return open
      ? { reference: open.reference, amountCents: decimalToCents(open.amount) ?? 0, payer }
      : { reference: createReference(`BENCH${String(i).padStart(8, '0')}`), amountCents: 50_000, payer };
  });
  const xml = demoPaymentStatement({
    accountIban: DEMO_ESCROW_ACCOUNT.iban,
    statementId: `BENCH${Date.now().toString(36).toUpperCase()}`,
    // After the money round's statements: it opens at their closing balance.
    ...(await nextStatement(options.sql)),
    date: new Date().toISOString().slice(0, 10),
    payments,
  });
  const t0 = performance.now();
  const document = parseCamt053(xml);
  const t1 = performance.now();
  const result = await importStatements(options.db, document, { id: null, email: 'bench' });
  const t2 = performance.now();
  return {
    entries: options.entries,
    megabytes: new TextEncoder().encode(xml).length / 2 ** 20,
    parseMs: t1 - t0,
    importMs: t2 - t1,
    entriesPerSecond: options.entries / ((t2 - t0) / 1000),
    paid: result.items.filter((item) => item.outcome === 'paid').length,
    exceptions: result.items.filter((item) => item.outcome !== 'paid').length,
  };
}

/**
 * The money round of `bun run bench` (issues 33 and 34, decisions 0059, 0067): a project with 10,000
 * investors goes the whole way with the domain's own code — its investments paid by a camt.053 import, its
 * funding closed and released by the operator over /api (the release fixes the schedules and stores the due
 * dates), the release's debit booked from the escrow account's statement — and then the measured step: the
 * issuer's repayment of the first due date arrives in a statement (POST /api/admin/bank/statements), is booked
 * as that issuer's repayment and distributed into the 10,000 wallets in the import's one transaction. The same
 * file again must change nothing; afterwards the ledger is checked.
 *
 * One of the investors (the portfolio investor) holds 200 investments in all, most of them in this project,
 * so `GET /api/portfolio` is measured on released investments with fixed schedules and payouts received.
 * Everything is deterministic: ids and references are derived from counters, amounts from the investor's number.
 */
import { loadavg } from 'node:os';
import { INVESTMENT_CAPS } from '@wurzelwerk/shared';
import type postgres from 'postgres';
import { parseCamt053 } from '../server/src/banking/camt053';
import { DEMO_ESCROW_ACCOUNT } from '../server/src/banking/escrow';
import {
  buildSampleStatement,
  demoPaymentStatement,
  type SampleEntry,
} from '../server/src/banking/sampleStatement';
import type { Database } from '../server/src/db/client';
import { assetTypes, investments, issuers } from '../server/src/db/schema';
import { checkPlatformLedger } from '../server/src/domains/bank/check';
import { importStatements, latestClosingCents } from '../server/src/domains/bank/import';
import { paymentReferenceFor } from '../server/src/domains/investments/lifecycle';
import { repaymentsOf } from '../server/src/domains/payouts/distribute';
import { balanceOf } from '../server/src/ledger';
import { cpuSeconds, median, type Result, type Target, wrk } from './load';

/** The project's investors: the bench users 1 … PROJECT_INVESTORS, one investment each. */
export const PROJECT_INVESTORS = 10_000;
/** The portfolio investor's investments in all (theirs from the bench's seed, the rest in this project). */
export const PORTFOLIO_INVESTMENTS = 200;
/** The portfolio investor: the last of the project's investors. */
export const PORTFOLIO_USER = `bench-user-${PROJECT_INVESTORS}`;
/** Unit price in euros: an investment is 50 € or a multiple. */
const UNIT_EURO = 50;
const ISSUER = { name: 'Bench Auszahlung GmbH', iban: 'DE89370400440532013000' };
const BENCH_ACTOR = { id: null, email: 'bench' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** An investment id made from a counter; its first 20 hex digits (the RF reference's payload) are unique. */
const investmentId = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-00000000be4c`;

/** Investor g's amount in euros: 500 … 1,500 in steps of 50. */
const amountOf = (g: number) => 500 + UNIT_EURO * (g % 21);

/** The next statement of the escrow account: it opens at the last one's closing balance, one sequence on. */
export async function nextStatement(sql: postgres.Sql): Promise<{ openingCents: number; sequence: number }> {
  const [row] = await sql<{ opening: string | null; sequence: number }[]>`
    select (select closing_cents from bank_statements where closing_cents is not null
             order by closing_date desc nulls last, sequence desc, id desc limit 1)::text as opening,
           (coalesce(max(sequence), 0) + 1)::int as sequence
      from bank_statements`;
  return { openingCents: Number(row?.opening ?? 0), sequence: row?.sequence ?? 1 };
}

const today = () => new Date().toISOString().slice(0, 10);

export interface MoneyProject {
  assetTypeId: number;
  issuerId: number;
  investors: number;
  investments: number;
  /** The camt.053 import that paid the project's investments. */
  payIn: { entries: number; ms: number };
}

/**
 * The project, its issuer and its investments — each bench user 1 … PROJECT_INVESTORS one, the portfolio investor
 * topped up to PORTFOLIO_INVESTMENTS in all — paid by one camt.053 import, confirmed 20 days ago (the
 * withdrawal period is over) and the funding deadline passed: ready for the operator's close and release.
 */
export async function moneySetup(sql: postgres.Sql, db: Database): Promise<MoneyProject> {
  const [issuer] = await db
    .insert(issuers)
    .values({
      name: ISSUER.name,
      legalForm: 'GmbH',
      street: 'Benchstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      registerCourt: 'Amtsgericht Berlin (Charlottenburg)',
      registerNumber: 'HRB 100000',
      iban: ISSUER.iban,
    })
    .returning({ id: issuers.id });
  const [model] = await db.select().from(assetTypes).orderBy(assetTypes.id).limit(1);
  if (!issuer || !model) throw new Error('bench: the seed has no asset type');
  const { id: _id, ...modelColumns } = model;
  const [asset] = await db
    .insert(assetTypes)
    .values({
      ...modelColumns,
      slug: 'bench-payouts',
      nameDe: 'Bench-Auszahlungen',
      nameEn: 'Bench payouts',
      // Unpublished: the catalogue the other rounds read (GET /api/asset-types) stays as it was.
      published: false,
      issuerId: issuer.id,
      basePriceEuro: UNIT_EURO,
      // A year, quarterly annuity at 7.5 %: four due dates, each with interest and principal.
      termMonths: 12,
      repaymentType: 'annuity',
      paymentFrequency: 'quarterly',
      expectedReturn: '7.50',
      fundingTargetEuro: 100_000_000,
      fundingDeadline: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
      fundingClosedAt: null,
    })
    .returning({ id: assetTypes.id });
  if (!asset) throw new Error('bench: the project was not stored');

  // The portfolio investor's investments from the seed, and how many more make PORTFOLIO_INVESTMENTS.
  const [{ n: held = 0 } = {}] =
    await sql`select count(*)::int as n from investments where user_id = ${PORTFOLIO_USER}`;
  const extra = PORTFOLIO_INVESTMENTS - held;
  if (extra < 1 || extra * UNIT_EURO > INVESTMENT_CAPS.maxEuro)
    throw new Error(`bench: the portfolio investor holds ${held} investments already`);
  const confirmed = new Date(Date.now() - 20 * DAY_MS);
  // The statement arrives within the payment deadline.
  const due = new Date(Date.now() + DAY_MS);
  const rows = Array.from({ length: PROJECT_INVESTORS - 1 + extra }, (_, i) => {
    const g = i + 1;
    const own = g < PROJECT_INVESTORS;
    const euro = own ? amountOf(g) : UNIT_EURO;
    const id = investmentId(g);
    return {
      id,
      userId: own ? `bench-user-${g}` : PORTFOLIO_USER,
      assetTypeId: asset.id,
      quantity: euro / UNIT_EURO,
      totalInvestment: `${euro}.00`,
      expectedAnnualReturn: (euro * 0.075).toFixed(2),
      status: 'awaiting_payment' as const,
      createdAt: confirmed,
      confirmedAt: confirmed,
      paymentDueAt: due,
      paymentReference: paymentReferenceFor(id),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(investments).values(rows.slice(i, i + 1000));

  // The escrow bank's statement paying every one of them with its reference and amount.
  const statement = await nextStatement(sql);
  const xml = demoPaymentStatement({
    accountIban: DEMO_ESCROW_ACCOUNT.iban,
    statementId: 'BENCHPAYIN',
    sequence: statement.sequence,
    date: today(),
    openingCents: statement.openingCents,
    payments: rows.map((row) => ({
      reference: row.paymentReference,
      amountCents: Math.round(Number(row.totalInvestment) * 100),
      payer: { name: 'Erika Mustermann', iban: 'DE89370400440532013000' },
    })),
  });
  const t0 = performance.now();
  const imported = await importStatements(db, parseCamt053(xml), BENCH_ACTOR);
  const payInMs = performance.now() - t0;
  const paid = imported.items.filter((item) => item.outcome === 'paid').length;
  if (paid !== rows.length) throw new Error(`bench: the pay-in statement paid ${paid} of ${rows.length}`);
  await sql`vacuum analyze`;
  await sql`checkpoint`;
  return {
    assetTypeId: asset.id,
    issuerId: issuer.id,
    investors: PROJECT_INVESTORS,
    investments: rows.length,
    payIn: { entries: rows.length, ms: payInMs },
  };
}

/** The operator's side over /api: a session cookie of an operator and the app's address. */
export interface OperatorApi {
  baseUrl: string;
  cookie: string;
}

async function call(api: OperatorApi, method: string, path: string, body?: string) {
  const reply = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      Cookie: api.cookie,
      Origin: api.baseUrl,
      ...(body === undefined ? {} : { 'Content-Type': 'application/xml' }),
    },
    body,
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`bench: ${method} ${path} → ${reply.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

const importStatement = async (api: OperatorApi, xml: string) =>
  (await call(api, 'POST', '/api/admin/bank/statements', xml)) as { items: { outcome: string }[] };

/** A statement of the escrow account with the given entries, after the last one. */
async function statementOf(sql: postgres.Sql, id: string, entries: SampleEntry[]): Promise<string> {
  const { openingCents, sequence } = await nextStatement(sql);
  return buildSampleStatement({
    accountIban: DEMO_ESCROW_ACCOUNT.iban,
    messageId: `BENCH-${id}`,
    statementId: id,
    sequence,
    createdAt: new Date(),
    openingCents,
    fromDate: today(),
    toDate: today(),
    entries,
  });
}

/** CPU seconds of the app process and of this database's PostgreSQL backends (the app's pool among them). */
async function cpuOf(sql: postgres.Sql, appPid: number) {
  const backends = await sql<
    { pid: number }[]
  >`select pid from pg_stat_activity where datname = current_database()`;
  const database = new Map<number, number>();
  for (const { pid } of backends)
    try {
      database.set(pid, cpuSeconds(pid));
    } catch {
      // The backend ended meanwhile.
    }
  return { app: cpuSeconds(appPid), database };
}

/** The CPU seconds spent between two `cpuOf` readings (a backend that started in between counts from 0). */
function cpuSpent(before: Awaited<ReturnType<typeof cpuOf>>, after: Awaited<ReturnType<typeof cpuOf>>) {
  let database = 0;
  for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  return { app: after.app - before.app, database };
}

export interface PayoutResult {
  investors: number;
  investments: number;
  instalments: number;
  payInEntries: number;
  payInMs: number;
  /** Closing the funding and the release (with its due dates and instalments), over /api. */
  releaseMs: number;
  dueDates: number;
  /** The first due date: its total, and the import that distributed it (over /api). */
  totalCents: number;
  distributeMs: number;
  /** CPU seconds the distribution's import took: the app process, and PostgreSQL's backends of this database. */
  distributeCpu: { app: number; database: number };
  /** The host's load average (1 minute) when the distribution ended: other work on the same cores. */
  loadAverage: number;
  transfers: number;
  /** The same statement again: outcomes and time. */
  repeatMs: number;
  /** The ledger's invariants after the payout (empty: sound). */
  violations: number;
  /** What the checks below found wrong; empty when everything holds. */
  problems: string[];
}

/**
 * The release and the payout of the first due date (see the module comment), then the checks: the due
 * date paid; one transfer per instalment part; the wallets' credits summing to the due date's total; nothing
 * left in the issuer's repayments; a repeat a duplicate that pays nothing; the platform's ledger invariants.
 */
export async function payoutRound(options: {
  sql: postgres.Sql;
  db: Database;
  api: OperatorApi;
  project: MoneyProject;
  /** The app process, whose CPU time is measured with its database backends'. */
  appPid: number;
}): Promise<PayoutResult> {
  const { sql, db, api, project } = options;
  const problems: string[] = [];
  const t0 = performance.now();
  await call(api, 'POST', `/api/admin/releases/projects/${project.assetTypeId}/close`);
  const release = (await call(
    api,
    'POST',
    `/api/admin/releases/projects/${project.assetTypeId}/release`,
  )) as {
    endToEndId: string;
    amountCents: number;
    investmentCount: number;
  };
  const releaseMs = performance.now() - t0;
  if (release.investmentCount !== project.investments)
    problems.push(`released ${release.investmentCount} of ${project.investments} investments`);
  // The bank executed the release's transfer: its debit in the next statement books it (the schedules'
  // start on the portfolio, decision 0068).
  const debit = await importStatement(
    api,
    await statementOf(sql, 'BENCHRELEASE', [
      {
        direction: 'debit',
        bookingDate: today(),
        accountServicerRef: 'BENCHRELEASE-1',
        transactions: [
          {
            amountCents: release.amountCents,
            endToEndId: release.endToEndId,
            counterparty: { name: ISSUER.name, iban: ISSUER.iban },
            lines: ['Freigabe'],
          },
        ],
      },
    ]),
  );
  const [{ state: released = 'missing' } = {}] = await sql<{ state: string }[]>`
    select state from releases where end_to_end_id = ${release.endToEndId}`;
  if (debit.items[0]?.outcome !== 'debit' || released !== 'booked')
    problems.push(`the release's debit was ${debit.items[0]?.outcome}, the release ${released}`);

  const dues = await sql<{ id: string; reference: string; interestCents: string; principalCents: string }[]>`
    select id, reference, interest_cents::text as "interestCents", principal_cents::text as "principalCents"
      from payout_due_dates where asset_type_id = ${project.assetTypeId} order by number`;
  const [first] = dues;
  if (!first) throw new Error('bench: the release stored no due dates');
  const [{ n: instalments = 0 } = {}] = await sql`
    select count(*)::int as n from payout_instalments i join payout_due_dates d on d.id = i.due_date_id
     where d.asset_type_id = ${project.assetTypeId}`;
  const totalCents = Number(first.interestCents) + Number(first.principalCents);

  // The measured step: the issuer's repayment of the first due date, imported as the operator does.
  const repayment = await statementOf(sql, 'BENCHREPAYMENT', [
    {
      direction: 'credit',
      bookingDate: today(),
      accountServicerRef: 'BENCHREPAYMENT-1',
      transactions: [
        {
          amountCents: totalCents,
          counterparty: { name: ISSUER.name, iban: ISSUER.iban },
          reference: first.reference,
        },
      ],
    },
  ]);
  const cpu0 = await cpuOf(sql, options.appPid);
  const t1 = performance.now();
  const paid = await importStatement(api, repayment);
  const distributeMs = performance.now() - t1;
  const distributeCpu = cpuSpent(cpu0, await cpuOf(sql, options.appPid));
  const loadAverage = loadavg()[0] ?? 0;
  if (paid.items[0]?.outcome !== 'repayment') problems.push(`the repayment was ${paid.items[0]?.outcome}`);

  const credited = async () => {
    const [row] = await sql<{ transfers: number; cents: string | null }[]>`
      select count(distinct t.id)::int as transfers, (-sum(e.amount))::text as cents
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'wallet'
       where t.kind = 'payout' and t.reference = ${first.reference}`;
    return { transfers: row?.transfers ?? 0, cents: Number(row?.cents ?? 0) };
  };
  const after = await credited();
  const [{ state = 'missing', parts = 0 } = {}] = await sql<{ state: string; parts: number }[]>`
    select d.state,
           (select count(*) filter (where i.interest_cents > 0) + count(*) filter (where i.principal_cents > 0)
              from payout_instalments i where i.due_date_id = d.id and i.user_id is not null)::int as parts
      from payout_due_dates d where d.id = ${first.id}`;
  if (state !== 'paid') problems.push(`the due date is ${state}`);
  const expectedTransfers = parts;
  if (after.transfers !== expectedTransfers)
    problems.push(`${after.transfers} payout transfers, ${expectedTransfers} instalment parts`);
  if (after.cents !== totalCents) problems.push(`wallets credited ${after.cents} of ${totalCents} cents`);
  const held = await balanceOf(db, repaymentsOf(project.issuerId));
  if (held !== 0) problems.push(`${held} cents left in the issuer's repayments`);

  // The same file again: a duplicate, nothing paid twice.
  const t2 = performance.now();
  const again = await importStatement(api, repayment);
  const repeatMs = performance.now() - t2;
  if (again.items[0]?.outcome !== 'duplicate') problems.push(`the repeat was ${again.items[0]?.outcome}`);
  const repeated = await credited();
  if (repeated.transfers !== after.transfers || repeated.cents !== after.cents)
    problems.push('the repeat changed the wallets');

  const violations = await checkPlatformLedger(db);
  for (const violation of violations.slice(0, 5)) problems.push(`ledger: ${JSON.stringify(violation)}`);
  // The escrow account is the bank's: the last statement's closing balance.
  const escrow = await balanceOf(db, { kind: 'escrow' });
  if (escrow !== ((await latestClosingCents(db)) ?? 0)) problems.push(`escrow ${escrow} ≠ the statement's`);

  return {
    investors: project.investors,
    investments: project.investments,
    instalments,
    payInEntries: project.payIn.entries,
    payInMs: project.payIn.ms,
    releaseMs,
    dueDates: dues.length,
    totalCents,
    distributeMs,
    distributeCpu,
    loadAverage,
    transfers: after.transfers,
    repeatMs,
    violations: violations.length,
    problems,
  };
}

export interface PortfolioResult extends Result {
  /** CPU milliseconds per request: the app process, and PostgreSQL's backends of this database. */
  appCpuMs: number;
  databaseCpuMs: number;
}

/**
 * GET /api/portfolio for the portfolio investor from one client (one connection, so no request queues behind
 * another): `rounds` wrk runs of `seconds` after a second's warm-up, each with the CPU time the app and its
 * PostgreSQL backends spent per request — the figure a busy host does not change. Medians.
 */
export async function portfolioRound(options: {
  sql: postgres.Sql;
  target: Target;
  appPid: number;
  rounds: number;
  seconds: number;
}): Promise<PortfolioResult> {
  const target = { ...options.target, connections: 1 };
  // The saturating rounds before may have left requests running and the database's deadline answering 503.
  await Bun.sleep(3000);
  await wrk(target, 1);
  const runs: PortfolioResult[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const before = await cpuOf(options.sql, options.appPid);
    const t0 = performance.now();
    const result = await wrk(target, options.seconds);
    const requests = (result.rps * (performance.now() - t0)) / 1000;
    const cpu = cpuSpent(before, await cpuOf(options.sql, options.appPid));
    runs.push({
      ...result,
      appCpuMs: (1000 * cpu.app) / requests,
      databaseCpuMs: (1000 * cpu.database) / requests,
    });
    console.log(
      `round ${round} ${target.name}, 1 connection: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms, ${((1000 * cpu.app) / requests).toFixed(1)} ms app CPU per request`,
    );
  }
  const of = (pick: (r: PortfolioResult) => number) => median(runs.map(pick));
  return {
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    appCpuMs: of((r) => r.appCpuMs),
    databaseCpuMs: of((r) => r.databaseCpuMs),
  };
}

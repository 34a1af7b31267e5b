/**
 * `bun run bank:statement` and `bun run ledger:check` as an operator runs them: separate processes on the
 * embedded database (stopped, or through the running app's control socket) or, with DATABASE_URL, on
 * PostgreSQL while it is in use.
 */
import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { commandDatabase } from '../../test/commandDatabase';
import { bareUser } from '../../test/domains';
import { testDatabaseUrl } from '../../test/harness';
import { freePort, run, startServer } from '../../test/processes';
import { parseCamt053 } from '../banking/camt053';
import type { DbHandle } from '../db/client';
import { bankStatements, investments } from '../db/schema';
import { seed } from '../db/seed';
import { importStatements } from '../domains/bank/import';
import { paymentReferenceFor } from '../domains/investments/lifecycle';
import { controlSocketPath } from '../http/controlSocket';
import { balanceOf } from '../ledger';
import { parseArgs } from './bankStatement';

const commands = commandDatabase('bank-cli');
const { folder, env } = commands;
const withDatabase = commands.with;
/** The escrow account's balance once the first statement is imported (the check's message shows it). */
let escrowCents = 0;
const euros = (cents: number) => (cents / 100).toFixed(2);

test(`bank:statement pays the open references; ledger:check passes, then reports a mismatch (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  await commands.open();
  try {
    await scenario();
  } finally {
    await commands.close();
  }
}, 120_000);

/** An investment of a new user (`name`) awaiting its payment until tomorrow, with its payment reference. */
async function awaitingInvestment(database: DbHandle, name: string, id: string, totalInvestment: string) {
  const userId = await bareUser(database.db, name);
  await database.db.insert(investments).values({
    id,
    userId,
    assetTypeId: 1,
    quantity: 1,
    totalInvestment,
    expectedAnnualReturn: '10.00',
    paymentReference: paymentReferenceFor(id),
    paymentDueAt: new Date(Date.now() + 86_400_000),
  });
}

async function scenario() {
  const id = crypto.randomUUID();
  const reference = paymentReferenceFor(id);
  await withDatabase(async (database) => {
    await database.migrate();
    await seed(database.db);
    await awaitingInvestment(database, 'cli', id, '612.34');
  });

  const out = join(folder, 'statement.xml');
  const written = await run(
    ['bun', 'run', 'server/src/cli/bankStatement.ts', '--pay', 'all', '--out', out],
    env,
  );
  expect(written.exitCode).toBe(0);
  expect(written.stderr).toContain('DEMONSTRATION ONLY');
  const document = parseCamt053(readFileSync(out, 'utf8'));
  const items = document.statements.flatMap((s) => s.items);
  // Ours among them (the sample data's demo account has investments awaiting their payment too).
  expect(items.map((item) => [item.structuredReferences, item.amountCents])).toContainEqual([
    [reference],
    61_234,
  ]);

  const result = await withDatabase((database) =>
    importStatements(database.db, document, { id: null, email: 'test' }),
  );
  expect(new Set(result.items.map((item) => item.outcome))).toEqual(new Set(['paid']));
  const sound = await run(['bun', 'run', 'server/src/cli/ledgerCheck.ts'], env);
  expect(sound.exitCode).toBe(0);
  expect(sound.stdout).toContain('Ledger sound');
  // The escrow account now: the sample data's history and the payments of this statement.
  escrowCents = await withDatabase((database) => balanceOf(database.db, { kind: 'escrow' }));

  // A later statement whose closing balance the ledger does not have: reported, exit 1.
  await withDatabase(async (database) => {
    await database.db.insert(bankStatements).values({
      accountIban: document.statements[0]?.accountIban ?? '',
      statementId: 'BOGUS',
      sequence: 99,
      closingCents: 61_235,
      closingDate: '2999-12-31',
      messageId: 'BOGUS',
    });
    const [row] = await database.db.select().from(investments).where(eq(investments.id, id));
    expect(row?.status).toBe('paid');
  });
  const broken = await run(['bun', 'run', 'server/src/cli/ledgerCheck.ts'], env);
  expect(broken.exitCode).toBe(1);
  expect(broken.stderr).toContain(`escrow account ${euros(escrowCents)} € ≠ the latest statement`);
  // Mended (the bogus statement gone): later imports follow on from the real last statement again.
  await withDatabase((database) =>
    database.db.delete(bankStatements).where(eq(bankStatements.statementId, 'BOGUS')),
  );

  const usage = await run(['bun', 'run', 'server/src/cli/bankStatement.ts', '--pay', 'some'], env);
  expect(usage.exitCode).toBe(1);
  expect(usage.stderr).toContain('Usage: bun run bank:statement');
  const real = await run(['bun', 'run', 'server/src/cli/bankStatement.ts'], {
    ...env,
    ESCROW_IBAN: 'DE89370400440532013000',
    ESCROW_HOLDER: 'Wurzelwerk Treuhand GmbH',
  });
  expect(real.exitCode).toBe(1);
  expect(real.stderr).toContain('demonstration statements only');
  if (!testDatabaseUrl) await throughTheRunningApp();
}

/**
 * The embedded database while the app holds it: ledger:check and bank:statement ask the app on its control
 * socket; `--import` pays the open investment there.
 */
async function throughTheRunningApp() {
  const id = crypto.randomUUID();
  await withDatabase(async (database) => {
    await awaitingInvestment(database, 'socket', id, '250.00');
  });
  const server = await startServer({ ...env, PORT: String(freePort()) });
  try {
    expect(existsSync(controlSocketPath(folder))).toBe(true);
    const checked = await run(['bun', 'run', 'server/src/cli/ledgerCheck.ts'], env);
    expect(checked.stdout).toContain('Ledger sound');
    expect(checked.exitCode).toBe(0);
    const written = await run(['bun', 'run', 'server/src/cli/bankStatement.ts', '--pay', '1'], env);
    expect(written.stderr).toContain('1 payment(s).');
    expect(written.stdout).toContain(paymentReferenceFor(id));
    const paid = await run(['bun', 'run', 'server/src/cli/bankStatement.ts', '--import'], env);
    expect(paid.stderr).toContain('1 investment(s) paid.');
    expect(paid.exitCode).toBe(0);
  } finally {
    server.killAll('SIGTERM');
    await server.exitWithin(10_000);
  }
  expect(existsSync(controlSocketPath(folder))).toBe(false);
  // Stopped again: the tool opens the folder itself, and the investment is paid.
  const alone = await run(['bun', 'run', 'server/src/cli/ledgerCheck.ts'], env);
  expect(alone.stdout).toContain('Ledger sound');
  expect(alone.exitCode).toBe(0);
  await withDatabase(async (database) => {
    const [row] = await database.db.select().from(investments).where(eq(investments.id, id));
    expect(row?.status).toBe('paid');
  });
}

test('bank:statement reads its flags: --pay all|N, --out file, --import; anything else is the usage', () => {
  expect(parseArgs([])).toEqual({ pay: 'all', out: undefined, import: false });
  expect(parseArgs(['--import', '--pay', '3', '--out', 'x.xml'])).toEqual({
    pay: 3,
    out: 'x.xml',
    import: true,
  });
  for (const wrong of [['--pay'], ['--pay', '0'], ['--out'], ['--paid', 'all'], ['--import', 'yes']])
    expect(() => parseArgs(wrong)).toThrow('Usage: bun run bank:statement');
});

/**
 * A payout survives a killed process (issue 34, decision 0067). PostgreSQL only, like the other process
 * tests: the embedded database serves one process by construction.
 *
 * A separate server process imports a statement paying a due date of a released project. The test holds
 * the issuer's payout lock (the advisory lock `distributeDueDate` takes) on a connection of its own, so the
 * import stops in the middle: its receipt and repayment are posted, the distribution waits for the lock.
 * Then the process is killed (SIGKILL) and the lock let go. The import and the distribution are ONE
 * transaction: the kill rolls it back whole — no statement stored, no receipt, nothing in the wallets, the
 * due date still open. A second process imports the same statement again and pays every instalment
 * exactly once; a third import is a duplicate; `checkPlatformLedger` finds nothing at each step.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { expectSoundLedger, operatorOn, statementPaying } from '../../../test/fixtures/bank';
import { dueDatesOf, instalmentsOf, releasedProject, walletOf } from '../../../test/fixtures/payouts';
import { TEST_SECRETS_KEY, testApp, testDatabaseUrl } from '../../../test/harness';
import { freePort, type Launched, startServer } from '../../../test/processes';
import { DEMO_ESCROW_ACCOUNT } from '../../banking/escrow';
import { balanceOf } from '../../ledger';
import { nextStatement } from '../bank/demo';
import { repaymentsOf } from './distribute';

describe.skipIf(!testDatabaseUrl)('a payout and a killed process (set DATABASE_URL to run)', () => {
  const t = testApp({ seed: true });
  const db = () => t.database.db;
  const servers: Launched[] = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const server of servers) server.killAll('SIGKILL');
    await Promise.all(servers.map((server) => server.child.exited));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A server process of its own on the test's database; answers its base address. */
  async function serverProcess() {
    dataDir ??= mkdtempSync(join(tmpdir(), 'ww-payout-crash-'));
    const port = freePort();
    const server = await startServer({
      DATABASE_URL: t.database.url ?? '',
      PORT: String(port),
      SEED: 'false',
      DATA_DIR: dataDir,
      SECRETS_KEY: Buffer.from(TEST_SECRETS_KEY).toString('base64'),
    });
    servers.push(server);
    return { server, base: `http://127.0.0.1:${port}` };
  }

  /** POST /api/admin/bank/statements over HTTP, as the operator's browser. */
  const importOver = (base: string, cookie: string, xml: string) =>
    fetch(`${base}/api/admin/bank/statements`, {
      method: 'POST',
      headers: { origin: base, cookie, 'content-type': 'application/xml', 'accept-language': 'de' },
      body: xml,
    });

  test('killed in the middle of the distribution: rolled back whole; the rerun pays every instalment once', async () => {
    // Both processes start while the project is set up (start-up is most of the time).
    const starting = Promise.all([serverProcess(), serverProcess()]);
    const operator = await operatorOn(t.app, db());
    const made = await releasedProject(t.app, db(), operator, 2, ['500.00', '733.33', '2000.00', '900.01']);
    const [due] = await dueDatesOf(db(), 2);
    if (!due) throw new Error('a due date');
    const instalments = await instalmentsOf(db(), due.id);
    expect(instalments).toHaveLength(made.length);
    const total = due.interestCents + due.principalCents;
    const wallets = () => Promise.all(made.map((m) => walletOf(db(), m.investor.userId)));
    const before = await wallets();
    const xml = statementPaying(
      [{ reference: due.reference, amountCents: total }],
      await nextStatement(db(), DEMO_ESCROW_ACCOUNT.iban, new Date()),
    );
    const [first, second] = await starting;
    const cookie = operator.cookie ?? '';

    // The test holds the issuer's payout lock: the distribution will wait for it.
    const sql = postgres(t.database.url ?? '', { max: 1, onnotice: () => {} });
    try {
      const lockKey = `payouts:${due.issuerId}`;
      await sql`select pg_advisory_lock(hashtextextended(${lockKey}, 0))`;
      const killed = importOver(first.base, cookie, xml).then(
        (reply) => reply.status,
        () => 'no answer' as const,
      );
      // The import's backend waits for the payout lock: its receipt and repayment are posted, not committed.
      let waiting: number | undefined;
      for (let i = 0; i < 200 && waiting === undefined; i++) {
        const [row] = await sql<{ pid: number }[]>`
          select pid from pg_locks where locktype = 'advisory' and not granted and database =
            (select oid from pg_database where datname = current_database())`;
        waiting = row?.pid;
        if (waiting === undefined) await Bun.sleep(25);
      }
      expect(waiting).toBeDefined();
      first.server.killAll('SIGKILL');
      await first.server.child.exited;
      expect(await killed).toBe('no answer');
      await sql`select pg_advisory_unlock(hashtextextended(${lockKey}, 0))`;
      // The killed process's backend takes the lock, finds its client gone and ends, rolling back.
      for (let i = 0; i < 200; i++) {
        const [gone] = await sql<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where pid = ${waiting ?? 0}`;
        if (gone?.n === 0) break;
        await Bun.sleep(25);
      }
      const [left] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where pid = ${waiting ?? 0}`;
      expect(left?.n).toBe(0);
    } finally {
      await sql.end({ timeout: 2 });
    }

    // Rolled back whole: nothing paid, nothing received, the due date open, the ledger sound.
    expect(await wallets()).toEqual(before);
    expect(await balanceOf(db(), repaymentsOf(due.issuerId))).toBe(0);
    expect((await dueDatesOf(db(), 2))[0]).toMatchObject({ state: 'open', paidAt: null });
    await expectSoundLedger(db());

    // The second process imports the same statement: the repayment is booked and distributed, once.
    const rerun = await importOver(second.base, cookie, xml);
    expect(rerun.status).toBe(200);
    const outcomes = (await rerun.json()).items.map((i: { outcome: string }) => i.outcome);
    expect(outcomes).toEqual(['repayment']);
    const after = await wallets();
    made.forEach((m, i) => {
      const own = instalments.find((row) => row.investmentId === m.id);
      expect((after[i] ?? 0) - (before[i] ?? 0)).toBe((own?.interestCents ?? 0) + (own?.principalCents ?? 0));
    });
    expect(after.reduce((s, v) => s + v, 0) - before.reduce((s, v) => s + v, 0)).toBe(total);
    expect(await balanceOf(db(), repaymentsOf(due.issuerId))).toBe(0);
    expect((await dueDatesOf(db(), 2))[0]).toMatchObject({ state: 'paid' });
    await expectSoundLedger(db());

    // Once more: a duplicate, nothing paid twice.
    const again = await importOver(second.base, cookie, xml);
    expect((await again.json()).items.map((i: { outcome: string }) => i.outcome)).toEqual(['duplicate']);
    expect(await wallets()).toEqual(after);
    await expectSoundLedger(db());
  }, 60_000);
});

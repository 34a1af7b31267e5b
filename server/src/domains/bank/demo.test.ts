/**
 * The console's demonstration statement (decision 0058) and the candidates of an exception: the demo
 * statement pays the open investments when imported, has an unknown credit on request, and is refused for
 * a real escrow account.
 */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { investorClient } from '../../../test/domains';
import {
  expectSoundLedger,
  investAwaiting,
  operatorOn,
  postStatement,
  statusOf,
} from '../../../test/fixtures/bank';
import { appOptions, testApp } from '../../../test/harness';
import { createApp } from '../../app';
import { parseCamt053 } from '../../banking/camt053';
import type { Database } from '../../db/client';
import { investments } from '../../db/schema';

const t = testApp({ seed: true });

/** The investments a demonstration statement pays: awaiting their payment, with a reference. */
const awaitingWithReference = async (db: Database) =>
  (
    await db
      .select({ id: investments.id })
      .from(investments)
      .where(and(eq(investments.status, 'awaiting_payment'), isNotNull(investments.paymentReference)))
  ).map((row) => row.id);

describe('POST /api/admin/bank/demo-statement', () => {
  test('a demonstration statement paying the open investments, plus an unknown credit whose candidates are listed', async () => {
    const investor = await investorClient(t.app);
    const operator = await operatorOn(t.app, t.database.db);
    const a = await investAwaiting(investor, '500.00');
    // Every open investment: ours and those of the sample data's demo account.
    const open = await awaitingWithReference(t.database.db);
    expect(open).toContain(a.id);
    const response = await operator.post('/api/admin/bank/demo-statement', { unknownCredit: true });
    expect(response.status).toBe(200);
    const demo = await response.json();
    expect(demo).toMatchObject({ demo: true, payments: open.length });
    expect(demo.fileName).toMatch(/^DEMO-.*\.xml$/);
    const items = parseCamt053(demo.xml).statements.flatMap((s) => s.items);
    expect(items).toHaveLength(open.length + 1);
    expect(items.at(-1)?.amountCents).toBe(50_000);

    const result = await (await postStatement(t.app, operator, demo.xml)).json();
    expect(
      result.items.map((i: { outcome: string; reason: string | null }) => [i.outcome, i.reason]),
    ).toEqual([...open.map(() => ['paid', null]), ['exception', 'unknownReference']]);
    expect(await statusOf(t.database.db, a.id)).toBe('paid');
    await expectSoundLedger(t.database.db);

    // Its candidates: investments awaiting 500.00 (the paid one no longer).
    const b = await investAwaiting(investor, '500.00');
    const exceptions = (await (await operator.get('/api/admin/bank/exceptions')).json()) as {
      id: number;
      importKey: string;
    }[];
    const id = exceptions.find((e) => e.importKey === result.items.at(-1).importKey)?.id;
    const candidates = await (await operator.get(`/api/admin/bank/exceptions/${id}/candidates`)).json();
    expect(candidates.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect(candidates[0]).toMatchObject({ reference: b.reference, amountCents: 50_000, named: false });
    expect((await operator.get('/api/admin/bank/exceptions/999999999/candidates')).status).toBe(404);
    expect((await investor.post('/api/admin/bank/demo-statement', {})).status).toBe(403);
  });

  test('refused when a real escrow account is configured', async () => {
    const real = createApp(
      appOptions(t.database, {
        escrow: { holder: 'Treuhand GmbH', iban: 'DE89370400440532013000', bic: null, demo: false },
      }),
    );
    const operator = await operatorOn(real, t.database.db);
    const response = await operator.post('/api/admin/bank/demo-statement', {}, { 'accept-language': 'en' });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(messageText('en', 'bank.demoOnly'));
  });
});

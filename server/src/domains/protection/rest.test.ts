/**
 * Investor protection over /api (issue 35, decision 0073): the knowledge test graded by the server and
 * needed before investing (403), valid two years; the loss check; the separate warning above the higher of
 * 1,000 € and 5 % of net worth (409 without its confirmation, stored with it); the sophisticated status
 * decided by an operator (audited), which lifts the warning only.
 */
import { describe, expect, test } from 'bun:test';
import { KNOWLEDGE_ANSWER_KEY, messageText } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import { expectError, json, put, signedInClient } from '../../../test/domains';
import { clientsOf, testApp } from '../../../test/harness';
import { investments, knowledgeTestAttempts } from '../../db/schema';
import { setRoleByEmail } from '../admin/users';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });

const invest = (client: Awaited<ReturnType<typeof signedInClient>>, amount: string, confirmed?: boolean) =>
  client.post('/api/investments', {
    assetTypeId: 2,
    quantity: 1,
    totalInvestment: amount,
    ...(confirmed === undefined ? {} : { largeAmountConfirmed: confirmed }),
  });

/** Caps of 10,000 € per asset type (a self-disclosure), and no loss check yet: the warning starts above 1,000 €. */
async function disclosed() {
  const client = await signedInClient(t.app);
  // The highest cap (25,000 € per issuer): the warning's thresholds are met before any cap.
  const disclosure = { freeAssetsAtLeast100k: true, monthlyNetIncome: '12500.00' };
  expect((await put(client, '/api/account/self-disclosure', disclosure)).status).toBe(200);
  return client;
}

const newcomer = () => signedInClient(t.app, {}, { knowledgeTest: false });

describe('the knowledge test before the first investment', () => {
  test('without a pass an investment is refused with 403, in the reader’s language; nothing is stored', async () => {
    const client = await newcomer();
    expect((await json(await client.get('/api/protection'))).knowledgeTest).toBeNull();
    const body = await expectError(await invest(client, '500.00'), 403);
    expect(body.message).toBe(messageText('de', 'investment.knowledgeTestRequired'));
    const english = await client.post(
      '/api/investments',
      { assetTypeId: 2, quantity: 1, totalInvestment: '500.00' },
      { 'Accept-Language': 'en' },
    );
    expect((await expectError(english, 403)).message).toBe(
      messageText('en', 'investment.knowledgeTestRequired'),
    );
    const stored = await t.database.db
      .select()
      .from(investments)
      .where(eq(investments.userId, client.userId));
    expect(stored).toEqual([]);
  });

  test('the server grades: a wrong answer fails and says which; every answer right passes for two years', async () => {
    const client = await newcomer();
    const wrong = await client.post('/api/protection/knowledge-test', {
      answers: { ...KNOWLEDGE_ANSWER_KEY, subordination: 'c' },
    });
    expect(wrong.status).toBe(201);
    const failed = await json(wrong);
    expect(failed).toMatchObject({ passed: false, score: 5, total: 6, validUntil: null });
    expect(failed.results.filter((r: { correct: boolean }) => !r.correct)).toEqual([
      { questionId: 'subordination', answer: 'c', correct: false },
    ]);
    expect((await invest(client, '500.00')).status).toBe(403);

    const passed = await json(
      await client.post('/api/protection/knowledge-test', { answers: KNOWLEDGE_ANSWER_KEY }),
    );
    expect(passed).toMatchObject({ passed: true, score: 6 });
    const taken = new Date(passed.takenAt);
    const until = new Date(passed.validUntil);
    expect(until.getUTCFullYear() - taken.getUTCFullYear()).toBe(2);
    expect(until.getUTCMonth()).toBe(taken.getUTCMonth());
    expect((await json(await client.get('/api/protection'))).knowledgeTest).toEqual({
      passedAt: passed.takenAt,
      validUntil: passed.validUntil,
    });
    expect((await invest(client, '500.00')).status).toBe(201);
  });

  test('a pass older than two years no longer counts: the test is asked again', async () => {
    const client = await signedInClient(t.app);
    await t.database.db
      .update(knowledgeTestAttempts)
      .set({ takenAt: sql`now() - interval '2 years 1 day'` })
      .where(eq(knowledgeTestAttempts.userId, client.userId));
    expect((await json(await client.get('/api/protection'))).knowledgeTest).toBeNull();
    expect((await invest(client, '500.00')).status).toBe(403);
  });

  test('answers that are not options: 400 with the catalogue’s message, never zod’s', async () => {
    const client = await newcomer();
    for (const body of [{ answers: { totalLoss: 'd' } }, { answers: 'all' }, {}]) {
      const error = await expectError(await client.post('/api/protection/knowledge-test', body), 400);
      expect(JSON.stringify(error)).toContain(messageText('de', 'protection.answer'));
    }
    expect((await client.get('/api/protection')).status).toBe(200);
    expect((await clientsOf(t).anonymous().get('/api/protection')).status).toBe(401);
  });
});

describe('the loss check and the separate warning', () => {
  test('net worth = income + liquid assets − commitments; 10 % bearable; stored with its date', async () => {
    const client = await signedInClient(t.app);
    const reply = await client.post('/api/protection/loss-check', {
      netYearlyIncome: '36000',
      liquidAssets: '20000.50',
      yearlyCommitments: '18000',
    });
    expect(reply.status).toBe(201);
    expect(await json(reply)).toMatchObject({
      netYearlyIncome: '36000.00',
      liquidAssets: '20000.50',
      yearlyCommitments: '18000.00',
      netWorthCents: 3_800_050,
      bearableLossCents: 380_005,
      warningThresholdCents: 190_002,
    });
    const negative = await json(
      await client.post('/api/protection/loss-check', {
        netYearlyIncome: '0',
        liquidAssets: '100',
        yearlyCommitments: '12000',
      }),
    );
    expect(negative).toMatchObject({
      netWorthCents: -1_190_000,
      bearableLossCents: 0,
      warningThresholdCents: 100_000,
    });
    // The latest counts.
    expect((await json(await client.get('/api/protection'))).lossCheck.id).toBe(negative.id);
    const bad = await expectError(
      await client.post('/api/protection/loss-check', {
        netYearlyIncome: '-5',
        liquidAssets: 'x',
        yearlyCommitments: '1e5',
      }),
      400,
    );
    expect(bad.issues?.map((issue) => issue.message)).toEqual([
      messageText('de', 'protection.income'),
      messageText('de', 'protection.assets'),
      messageText('de', 'protection.commitments'),
    ]);
  });

  test('above 1,000 € without a loss check: 409 until confirmed; the confirmation is stored on the investment', async () => {
    const client = await disclosed();
    expect((await invest(client, '1000.00')).status).toBe(201);
    const refused = await expectError(await invest(client, '1000.01'), 409);
    expect(refused.message).toBe(messageText('de', 'investment.warningNotConfirmed', { threshold: '1.000' }));
    expect((await invest(client, '1000.01', false)).status).toBe(409);
    const confirmed = await json(await invest(client, '1000.01', true));
    const rows = await t.database.db
      .select({ id: investments.id, confirmed: investments.largeAmountConfirmed })
      .from(investments)
      .where(eq(investments.userId, client.userId));
    expect(rows.find((row) => row.id === confirmed.id)?.confirmed).toBe(true);
    expect(rows.filter((row) => row.confirmed)).toHaveLength(1);
    const exported = await json(await client.get('/api/account/export'));
    expect(
      exported.investments.map((i: { largeAmountConfirmed: boolean }) => i.largeAmountConfirmed).sort(),
    ).toEqual([false, true]);
  });

  test('with a loss check the threshold is 5 % of the net worth when that is higher', async () => {
    const client = await disclosed();
    await client.post('/api/protection/loss-check', {
      netYearlyIncome: '50000',
      liquidAssets: '60000',
      yearlyCommitments: '10000',
    });
    // 5 % of 100,000 € = 5,000 €.
    expect((await invest(client, '5000.00')).status).toBe(201);
    // Another issuer's offer (asset type 5): with asset type 2's issuer the cap of 10,000 € would refuse first.
    const refused = await expectError(
      await client.post(
        '/api/investments',
        { assetTypeId: 5, quantity: 1, totalInvestment: '5000.01' },
        { 'Accept-Language': 'en' },
      ),
      409,
    );
    expect(refused.message).toBe(messageText('en', 'investment.warningNotConfirmed', { threshold: '5,000' }));
  });
});

describe('the sophisticated investor', () => {
  test('applied for with two criteria, decided by an operator (audited); lifts the warning, not the caps', async () => {
    const client = await disclosed();
    const one = await expectError(
      await client.post('/api/protection/sophisticated', {
        criteria: ['income'],
        evidence: 'Gehaltsnachweis 2025 liegt vor.',
      }),
      400,
    );
    expect(JSON.stringify(one)).toContain(messageText('de', 'protection.criteria'));
    const applied = await client.post('/api/protection/sophisticated', {
      criteria: ['experience', 'income', 'income'],
      evidence: 'Gehaltsnachweis 2025; seit 2019 Analystin bei einer Bank.',
    });
    expect(applied.status).toBe(201);
    const application = await json(applied);
    expect(application).toMatchObject({
      state: 'pending',
      criteria: ['income', 'experience'],
      validUntil: null,
    });
    const again = await expectError(
      await client.post('/api/protection/sophisticated', {
        criteria: ['income', 'portfolio'],
        evidence: 'Noch ein Antrag mit Nachweisen.',
      }),
      409,
    );
    expect(again.message).toBe(messageText('de', 'protection.applicationPending'));

    const path = `/api/admin/sophisticated-applications/${application.id}/decision`;
    expect((await client.post(path, { approve: true })).status).toBe(403);
    const operator = await signedInClient(t.app);
    await setRoleByEmail(t.database.db, operator.credentials.email, 'operator', { id: null, email: 'test' });
    const listed = await json(await operator.get('/api/admin/sophisticated-applications?state=pending'));
    expect(listed.find((a: { id: number }) => a.id === application.id)).toMatchObject({
      email: client.credentials.email,
      evidence: application.evidence,
    });
    expect(
      (await operator.post('/api/admin/sophisticated-applications/999999/decision', { approve: true }))
        .status,
    ).toBe(404);
    const decided = await json(await operator.post(path, { approve: true }));
    expect(decided.state).toBe('approved');
    expect(new Date(decided.validUntil).getUTCFullYear()).toBe(
      new Date(decided.decidedAt).getUTCFullYear() + 2,
    );
    expect((await operator.post(path, { approve: false })).status).toBe(409);
    const audit = await json(await operator.get('/api/admin/audit'));
    expect(audit[0]).toMatchObject({ action: 'sophisticated.approve', entityId: String(application.id) });
    expect(JSON.stringify(audit[0])).not.toContain('Analystin');

    expect((await json(await client.get('/api/protection'))).sophisticatedValid).toBe(true);
    expect((await invest(client, '4000.00')).status).toBe(201);
    // The caps of § 2a VermAnlG still hold (25,000 € per issuer with this self-disclosure).
    expect((await invest(client, '21000.01')).status).toBe(409);
  });

  test('a rejection leaves the warning in place', async () => {
    const client = await disclosed();
    const { id } = await json(
      await client.post('/api/protection/sophisticated', {
        criteria: ['portfolio', 'transactions'],
        evidence: 'Depotauszug und Transaktionsliste 2025.',
      }),
    );
    const operator = await signedInClient(t.app);
    await setRoleByEmail(t.database.db, operator.credentials.email, 'operator', { id: null, email: 'test' });
    expect(
      (
        await json(
          await operator.post(`/api/admin/sophisticated-applications/${id}/decision`, { approve: false }),
        )
      ).state,
    ).toBe('rejected');
    expect((await json(await client.get('/api/protection'))).sophisticatedValid).toBe(false);
    expect((await invest(client, '1500.00')).status).toBe(409);
  });
});

describe('achievements', () => {
  test('passing the test and using the loss check unlock their achievements', async () => {
    const client = await newcomer();
    const before = await json(await client.get('/api/achievements'));
    const byId = (list: { id: string; unlocked: boolean }[]) =>
      Object.fromEntries(list.map((a) => [a.id, a.unlocked]));
    expect(byId(before)).toMatchObject({ knowledgeTest: false, lossCheck: false });
    await client.post('/api/protection/knowledge-test', { answers: { totalLoss: 'a' } });
    expect(byId(await json(await client.get('/api/achievements'))).knowledgeTest).toBe(false);
    await client.post('/api/protection/knowledge-test', { answers: KNOWLEDGE_ANSWER_KEY });
    await client.post('/api/protection/loss-check', {
      netYearlyIncome: '1',
      liquidAssets: '1',
      yearlyCommitments: '1',
    });
    expect(byId(await json(await client.get('/api/achievements')))).toMatchObject({
      knowledgeTest: true,
      lossCheck: true,
    });
  });
});

/**
 * An investment's repayment schedule (issue 34, decision 0060): the offer's terms applied to its amount,
 * projected before the release, for the owner only, none for a withdrawn investment — in both languages.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import { addMonths, messageText } from '@wurzelwerk/shared';
import { type AssetType, assetOf, json, signedInClient } from '../../../test/domains';
import { payByStatement } from '../../../test/fixtures/bank';
import { TestClient, testApp } from '../../../test/harness';
import { berlinToday } from '../../calendar';
import { projectedStart, scheduleOf } from './schedule';

describe('scheduleOf', () => {
  test('1,000.00 € at 5 % for 12 months, bullet, yearly, from the release: 50.00 € and the principal; 5 % XIRR', () => {
    const schedule = scheduleOf(
      { id: 'inv-1', totalInvestment: '1000.00' },
      { termMonths: 12, expectedReturn: '5.00', repaymentType: 'bullet', paymentFrequency: 'yearly' },
      { date: '2026-03-01', fixed: true },
    );
    expect(schedule).toMatchObject({
      investmentId: 'inv-1',
      state: 'fixed',
      startDate: '2026-03-01',
      interestPercent: '5',
      principalCents: 100_000,
      totalInterestCents: 5_000,
      rows: [
        {
          number: 1,
          dueDate: '2027-03-01',
          interestCents: 5_000,
          principalCents: 100_000,
          remainingCents: 0,
        },
      ],
    });
    expect(schedule.expectedReturn).toBeCloseTo(0.05, 9);
  });

  test('before the release it starts at the later of today and the funding deadline, in Berlin’s calendar', () => {
    expect(projectedStart('2026-11-29', null)).toEqual({ date: '2026-11-29', fixed: false });
    expect(projectedStart('2026-11-29', '2027-01-15')).toEqual({ date: '2027-01-15', fixed: false });
    expect(projectedStart('2026-11-29', '2026-10-01')).toEqual({ date: '2026-11-29', fixed: false });
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlinToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});

const t = testApp({ seed: true });
let assets: AssetType[] = [];
beforeAll(async () => {
  assets = await json(await new TestClient(t.app).get('/api/asset-types'));
});

describe('GET /api/investments/{id}/schedule', () => {
  test('the owner’s, projected from the offer’s terms; paid or awaiting payment alike', async () => {
    const owner = await signedInClient(t.app);
    const target = assetOf(assets);
    const created = await owner.post('/api/investments', {
      assetTypeId: target.id,
      quantity: 1,
      totalInvestment: '750.00',
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const response = await owner.get(`/api/investments/${id}/schedule`);
    expect(response.status).toBe(200);
    const schedule = await json(response);
    const { terms } = target as unknown as { terms: { termMonths: number; interestPercent: string } };
    expect(schedule).toMatchObject({
      investmentId: id,
      state: 'projected',
      termMonths: terms.termMonths,
      interestPercent: terms.interestPercent,
      principalCents: 75_000,
    });
    expect(schedule.startDate >= berlinToday()).toBe(true);
    expect(schedule.rows.at(-1)).toMatchObject({
      dueDate: addMonths(schedule.startDate, terms.termMonths),
      remainingCents: 0,
    });
    const repaid = schedule.rows.reduce(
      (sum: number, row: { principalCents: number }) => sum + row.principalCents,
      0,
    );
    expect(repaid).toBe(75_000);

    await payByStatement(t.database.db, owner, id);
    expect(await json(await owner.get(`/api/investments/${id}/schedule`))).toEqual(schedule);
  });

  test('another user’s or an unknown id → 404, signed out → 401, withdrawn → 409 in German and English', async () => {
    const owner = await signedInClient(t.app);
    const { id } = await json(
      await owner.post('/api/investments', {
        assetTypeId: assetOf(assets).id,
        quantity: 1,
        totalInvestment: '500',
      }),
    );
    const other = await signedInClient(t.app);
    const foreign = await other.get(`/api/investments/${id}/schedule`);
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).message).toBe(messageText('de', 'investment.notFound'));
    expect((await owner.get('/api/investments/unknown/schedule')).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/investments/${id}/schedule`)).status).toBe(401);

    expect((await owner.post(`/api/investments/${id}/withdraw`, {})).status).toBe(200);
    const withdrawn = await owner.get(`/api/investments/${id}/schedule`);
    expect(withdrawn.status).toBe(409);
    expect((await json(withdrawn)).message).toBe(messageText('de', 'investment.noSchedule'));
    const english = await owner.get(`/api/investments/${id}/schedule`, { 'accept-language': 'en' });
    expect((await json(english)).message).toBe(messageText('en', 'investment.noSchedule'));
  });
});

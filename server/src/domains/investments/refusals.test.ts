/**
 * The writer's refusals under § 2a VermAnlG (decision 0072): whatever a batch holds — several investors with
 * their caps, an issuer close to its 6,000,000 € — no cap is ever exceeded, and every investment refused is
 * over a limit even alone, against what was stored in the end (nobody is refused because of a row that was
 * refused itself). Refusals that are certain come from the batch itself, not from one transaction per row.
 */
import { describe, expect, test } from 'bun:test';
import {
  formatCents,
  INVESTMENT_CAPS,
  investmentCapCents,
  parseCents,
  type SelfDisclosure,
} from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bareAssetTypes, bareUser, rowsOf } from '../../../test/domains';
import { newInvestment } from '../../../test/fixtures/investments';
import { testApp } from '../../../test/harness';
import type { Database } from '../../db/client';
import { selfDisclosures } from '../../db/schema';
import { insert } from './batch';
import { InvestmentWriter } from './writer';

const t = testApp({ seed: true });
const LIMIT_CENTS = INVESTMENT_CAPS.issuerLimitEuro * 100;

/** A new issuer with two asset types of its own, which has sold `soldCents` already (a paid history row). */
async function issuerWithSales(db: Database, name: string, soldCents: number): Promise<[number, number]> {
  const [a = 0, b = 0] = await bareAssetTypes(db, name, 2);
  const buyer = await bareUser(db, 'refusals-history');
  await db.execute(sql`insert into investments (id, user_id, asset_type_id, quantity, total_investment,
      expected_annual_return, status, confirmed_at)
    values (${crypto.randomUUID()}, ${buyer}, ${a}, 1, ${(soldCents / 100).toFixed(2)}, '0.00', 'paid', now())`);
  return [a, b];
}

/** What a user holds with the issuer of `assetTypes`, and what the issuer sold, in cents. */
async function standing(db: Database, userId: string, assetTypes: readonly number[]) {
  const list = sql.join(
    assetTypes.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ held: string; sold: string }>(
    db,
    sql`select (select coalesce(sum(total_investment), 0) from investments
                 where user_id = ${userId} and asset_type_id in (${list})
                   and status in ('awaiting_payment', 'paid'))::text as held,
               (select coalesce(sum(total_investment), 0) from investments
                 where asset_type_id in (${list}) and status in ('awaiting_payment', 'paid'))::text as sold`,
  );
  return { held: parseCents(row?.held ?? '0') ?? 0, sold: parseCents(row?.sold ?? '0') ?? 0 };
}

const disclosures: (SelfDisclosure | null)[] = [
  null,
  { freeAssetsAtLeast100k: false, monthlyNetIncome: '800.00' },
  { freeAssetsAtLeast100k: true, monthlyNetIncome: '0.00' },
];

describe('the writer’s refusals', () => {
  test("random batches near the caps, with and without their requests' facts: no cap exceeded, every refusal over a limit even alone", async () => {
    const db = t.database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6_000 }),
        fc.array(fc.constantFrom(0, 1, 2), { minLength: 1, maxLength: 3 }),
        fc.array(
          fc.record({
            investor: fc.nat(),
            second: fc.boolean(),
            euros: fc.integer({ min: 5, max: 30 }),
            // With the facts its request read (the issuer and the cap), or without (the batch reads them).
            carried: fc.boolean(),
          }),
          { minLength: 2, maxLength: 12 },
        ),
        async (roomEuros, kinds, wanted) => {
          run += 1;
          const assetTypes = await issuerWithSales(db, `Grenze ${run}`, LIMIT_CENTS - roomEuros * 100);
          const [{ issuerId } = { issuerId: 0 }] = await rowsOf<{ issuerId: number }>(
            db,
            sql`select issuer_id as "issuerId" from asset_types where id = ${assetTypes[0] ?? 0}`,
          );
          const investors = await Promise.all(
            kinds.map(async (kind) => {
              const id = await bareUser(db, 'refusals');
              const disclosure = disclosures[kind] ?? null;
              if (disclosure) await db.insert(selfDisclosures).values({ userId: id, ...disclosure });
              return { id, capCents: investmentCapCents(disclosure) };
            }),
          );
          const rows = wanted.map((w) => {
            const investor = investors[w.investor % investors.length] ?? investors[0];
            return {
              investor,
              row: newInvestment(investor?.id ?? '', {
                assetTypeId: assetTypes[w.second ? 1 : 0] ?? 0,
                totalInvestment: `${w.euros * 100}.00`,
                ...(w.carried ? { facts: { issuerId, cap: formatCents(investor?.capCents ?? 0) } } : {}),
              }),
            };
          });
          const writer = new InvestmentWriter(db);
          const results = await Promise.all(rows.map(({ row }) => writer.write(row)));

          for (const investor of investors) {
            const { held, sold } = await standing(db, investor.id, assetTypes);
            expect(held).toBeLessThanOrEqual(investor.capCents);
            expect(sold).toBeLessThanOrEqual(LIMIT_CENTS);
          }
          for (const [index, result] of results.entries()) {
            if (result) continue;
            const { investor, row } = rows[index] as (typeof rows)[number];
            const { held, sold } = await standing(db, investor?.id ?? '', assetTypes);
            const amount = parseCents(row.totalInvestment) ?? 0;
            expect(held + amount > (investor?.capCents ?? 0) || sold + amount > LIMIT_CENTS).toBe(true);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  test('an issuer at its limit: a batch of twenty is refused in one transaction, not in twenty-one', async () => {
    const db = t.database.db;
    const assetTypes = await issuerWithSales(db, 'Voll eG', LIMIT_CENTS - 400_00);
    const investors = await Promise.all(Array.from({ length: 20 }, () => bareUser(db, 'refusals-full')));
    let transactions = 0;
    const counted = new InvestmentWriter(db, (...args) => {
      transactions += 1;
      return insert(...args);
    });
    const results = await Promise.all(
      investors.map((id) =>
        counted.write(newInvestment(id, { assetTypeId: assetTypes[0] ?? 0, totalInvestment: '500.00' })),
      ),
    );
    // Each is over the issuer's room (400 €) even alone: the batch says so, no row goes again alone.
    expect(transactions).toBe(1);
    expect(results.every((row) => row === undefined)).toBe(true);
    expect((await standing(db, investors[0] ?? '', assetTypes)).sold).toBe(LIMIT_CENTS - 400_00);
  });
});

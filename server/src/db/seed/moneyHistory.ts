/**
 * The demo account's money, from its first investment to today (issue 34): written through the domains'
 * own functions — payments arrive on the escrow account's statements and are reconciled by the statement
 * import, funding closes and releases are the operator's, due dates come with the release, issuers'
 * repayments are statement credits that the import distributes into the wallet, a paid investment is
 * withdrawn and refunded, withdrawals are requested, approved into a pain.001 file and booked by the bank's
 * debit, the late job and the yearly statement's announcement run — never rows that bypass the ledger.
 *
 * Each step runs at its own time relative to now (the database's clock, db/clock.ts), in the order of those
 * times, so the ledger's bookings, the release days (the schedules' start) and the payments carry the dates
 * the story tells:
 *
 * - repaid: a quarterly annuity released 15 months ago, all four due dates paid — the first always in
 *   last year, so last year's statement has payouts;
 * - on track with payouts: released 7 months ago, the two due dates passed paid, two ahead;
 * - late: released 3 months and 6 days ago, its first due date passed unpaid;
 * - paid and not released (one still within the withdrawal period), one withdrawn and refunded into the
 *   wallet, two awaiting their payment;
 * - a withdrawal sent (requested, approved, booked) and a recent one requested.
 *
 * Same amounts and steps on every run; ids and references are random, as the domains make them.
 */
import { formatCents, percentOfCents } from '@wurzelwerk/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { EscrowAccount } from '../../banking/escrow';
import { berlinToday } from '../../calendar';
import { paymentReferenceFor, withdraw } from '../../domains/investments/lifecycle';
import { markLateDueDates } from '../../domains/payouts/late';
import { closeFunding, createRelease } from '../../domains/releases/service';
import { announceYearlyStatements } from '../../domains/statements/job';
import { approveWithdrawals } from '../../domains/wallet/batches';
import { endToEndIdOf, requestWithdrawal } from '../../domains/wallet/withdrawals';
import type { Database, Executor } from '../client';
import { setClock } from '../clock';
import { activities, assetTypes, investments, issuers, payoutAccounts, payoutDueDates } from '../schema';
import { DEMO_USER } from './accounts';
import { type Booking, DEMO_BANK_ACCOUNT, importDay, seedContext } from './moneyBank';

const DAY_MS = 86_400_000;

/**
 * Investments released to their issuer: months (and days) before today, and whether the issuer pays. All
 * three projects are quarterly annuities over a year (the sample terms), closed and released by the history,
 * so they take no new investments: none of them is one the tests invest in.
 */
export const RELEASED_INVESTMENTS = [
  { slug: 'agri-pv-obstplantage-bodensee', amountEuro: 2500, months: 15, days: 0, issuerPays: true },
  { slug: 'kleinwasserkraft-allgaeu', amountEuro: 1400, months: 7, days: 0, issuerPays: true },
  { slug: 'solardach-schule-muenster', amountEuro: 1000, months: 3, days: 6, issuerPays: false },
] as const;

/**
 * Investments not released: confirmed `daysAgo`, paid `paidDaysAgo`, withdrawn `withdrawnDaysAgo` — in
 * projects still open, of which the tests release none (a release takes every paid investment of one).
 */
export const OTHER_INVESTMENTS: readonly {
  slug: string;
  amountEuro: number;
  daysAgo: number;
  paidDaysAgo?: number;
  withdrawnDaysAgo?: number;
}[] = [
  { slug: 'wasserbueffel-peenetal', amountEuro: 800, daysAgo: 40, paidDaysAgo: 38 },
  { slug: 'ziegen-mosel-steillagen', amountEuro: 450, daysAgo: 11, paidDaysAgo: 10, withdrawnDaysAgo: 6 },
  { slug: 'auwald-mittelelbe', amountEuro: 1200, daysAgo: 9, paidDaysAgo: 8 },
  { slug: 'bio-dinkel-schwaebische-alb', amountEuro: 500, daysAgo: 2 },
  { slug: 'agroforst-uckermark', amountEuro: 600, daysAgo: 1 },
];

/** How many investments the demo account has. */
export const DEMO_INVESTMENT_COUNT = RELEASED_INVESTMENTS.length + OTHER_INVESTMENTS.length;

/** Withdrawals to the demo's bank account: requested `daysAgo`; with `sentDaysAgo`, approved and booked. */
export const DEMO_WITHDRAWALS = [
  { amount: '2000.00', daysAgo: 40, sentDaysAgo: 38 },
  { amount: '150.00', daysAgo: 2 },
] as const;

/** `days` days before `now`, at 11:00 UTC: midday in Berlin, so the same calendar day there. */
export function daysBefore(now: Date, days: number): Date {
  const day = new Date(now.getTime() - days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 11));
}

/** `months` calendar months (and `days` days) before `now`, at 11:00 UTC (a missing day: the month's last). */
export function monthsBefore(now: Date, months: number, days = 0): Date {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 11));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(now.getUTCDate(), last));
  return new Date(first.getTime() - days * DAY_MS);
}

/** A YYYY-MM-DD date at 11:00 UTC. */
const noonOf = (date: string) => new Date(`${date}T11:00:00Z`);

type Step = { at: Date; run: () => Promise<void> };

/** Writes the demo account's money history (see the module comment); the seed calls it once, on a new account. */
export async function seedMoneyHistory(db: Executor, escrow: EscrowAccount, now = new Date()): Promise<void> {
  const investor = seedContext(db, escrow, 'investor');
  const operator = seedContext(db, escrow, 'operator');
  const queue: Step[] = [];
  const later = (at: Date, run: () => Promise<void>) => queue.push({ at, run });
  const today = berlinToday(now);

  const issuerOf = async (assetTypeId: number) => {
    const [row] = await db
      .select({ name: issuers.name, iban: issuers.iban })
      .from(issuers)
      .innerJoin(assetTypes, eq(assetTypes.issuerId, issuers.id))
      .where(eq(assetTypes.id, assetTypeId));
    return { name: row?.name ?? 'Emittentin', iban: row?.iban ?? DEMO_BANK_ACCOUNT.iban };
  };
  const bank = (at: Date, booking: () => Promise<Booking>) =>
    later(at, async () => {
      await importDay(db, escrow, at, [await booking()]);
    });

  /** A confirmed investment awaiting its payment (as the investment flow writes it), paid later if asked. */
  const invest = (slug: string, amountEuro: number, confirmedAt: Date, paidAt?: Date) => {
    const id = crypto.randomUUID();
    later(confirmedAt, async () => {
      const [asset] = await db.select().from(assetTypes).where(eq(assetTypes.slug, slug));
      if (!asset) throw new Error(`demo investment names unknown asset ${slug}`);
      const cents = amountEuro * 100;
      const amount = formatCents(cents);
      await db.insert(investments).values({
        id,
        userId: DEMO_USER.id,
        assetTypeId: asset.id,
        quantity: 1,
        totalInvestment: amount,
        expectedAnnualReturn: formatCents(percentOfCents(cents, asset.expectedReturn)),
        createdAt: confirmedAt,
        confirmedAt,
        status: 'awaiting_payment',
        paymentReference: paymentReferenceFor(id),
        paymentDueAt: new Date(confirmedAt.getTime() + asset.paymentDeadlineDays * DAY_MS),
      });
      await db.insert(activities).values({
        userId: DEMO_USER.id,
        kind: 'investment',
        assetTypeId: asset.id,
        amount,
        createdAt: confirmedAt,
      });
    });
    if (paidAt)
      bank(paidAt, async () => ({
        direction: 'credit',
        amountCents: amountEuro * 100,
        reference: paymentReferenceFor(id),
        party: DEMO_BANK_ACCOUNT,
      }));
    return id;
  };

  /** The operator closes the funding and releases; the bank books the release; the issuer pays its due dates. */
  const release = (slug: string, at: Date, issuerPays: boolean) =>
    later(at, async () => {
      const [asset] = await db.select().from(assetTypes).where(eq(assetTypes.slug, slug));
      if (!asset) throw new Error(`demo release names unknown asset ${slug}`);
      // The funding ran until the day before (an operator's setting), so it may be closed; its target, the
      // operator's too, was what it raised, rounded up to 500 € — so the cards show a target (issue 36).
      const [committed] = await db
        .select({ euros: sql<string>`coalesce(sum(${investments.totalInvestment}), 0)` })
        .from(investments)
        .where(
          and(
            eq(investments.assetTypeId, asset.id),
            inArray(investments.status, ['awaiting_payment', 'paid']),
          ),
        );
      await db
        .update(assetTypes)
        .set({
          fundingDeadline: berlinToday(new Date(at.getTime() - DAY_MS)),
          fundingTargetEuro: Math.max(500, Math.ceil(Number(committed?.euros ?? 0) / 500) * 500),
        })
        .where(eq(assetTypes.id, asset.id));
      await closeFunding(operator, asset.id);
      const made = await createRelease(operator, asset.id);
      const issuer = await issuerOf(asset.id);
      bank(new Date(at.getTime() + DAY_MS), async () => ({
        direction: 'debit',
        amountCents: made.amountCents,
        endToEndId: made.endToEndId,
        party: issuer,
      }));
      if (!issuerPays) return;
      const due = await db
        .select()
        .from(payoutDueDates)
        .where(and(eq(payoutDueDates.releaseId, made.id), lt(payoutDueDates.dueDate, today)));
      for (const row of due)
        bank(noonOf(row.dueDate), async () => ({
          direction: 'credit',
          amountCents: row.interestCents + row.principalCents,
          reference: row.reference,
          party: issuer,
        }));
    });

  for (const r of RELEASED_INVESTMENTS) {
    const releasedAt = monthsBefore(now, r.months, r.days);
    const confirmedAt = new Date(releasedAt.getTime() - 30 * DAY_MS);
    invest(r.slug, r.amountEuro, confirmedAt, new Date(confirmedAt.getTime() + DAY_MS));
    release(r.slug, releasedAt, r.issuerPays);
  }
  for (const o of OTHER_INVESTMENTS) {
    const paidAt = o.paidDaysAgo === undefined ? undefined : daysBefore(now, o.paidDaysAgo);
    const id = invest(o.slug, o.amountEuro, daysBefore(now, o.daysAgo), paidAt);
    if (o.withdrawnDaysAgo !== undefined)
      later(daysBefore(now, o.withdrawnDaysAgo), async () => {
        const outcome = await withdraw(db as Database, DEMO_USER.id, id, 'de');
        if (outcome.kind !== 'withdrawn') throw new Error(`demo withdrawal: ${outcome.kind}`);
      });
  }

  // The demo's payout account, set long before (its 24-hour hold long over).
  const accountSetAt = monthsBefore(now, 16);
  await db
    .insert(payoutAccounts)
    .values({
      userId: DEMO_USER.id,
      iban: DEMO_BANK_ACCOUNT.iban,
      holder: DEMO_BANK_ACCOUNT.name,
      changedAt: accountSetAt,
      holdUntil: new Date(accountSetAt.getTime() + DAY_MS),
    })
    .onConflictDoNothing();
  for (const w of DEMO_WITHDRAWALS)
    later(daysBefore(now, w.daysAgo), async () => {
      const requested = await requestWithdrawal(investor, { amount: w.amount });
      if (!('sentDaysAgo' in w)) return;
      later(daysBefore(now, w.daysAgo - 1), async () => {
        await approveWithdrawals(operator, { ids: [requested.id] });
      });
      bank(daysBefore(now, w.sentDaysAgo), async () => ({
        direction: 'debit',
        amountCents: requested.amountCents,
        endToEndId: endToEndIdOf(requested.id),
        party: DEMO_BANK_ACCOUNT,
      }));
    });

  // In the order of their times (a step may add later ones); equal times keep the order they were added in.
  while (queue.length > 0) {
    const next = queue.reduce((first, step) => (step.at < first.at ? step : first));
    queue.splice(queue.indexOf(next), 1);
    await setClock(db, next.at);
    await next.run();
  }
  await setClock(db, null);
  await markLateDueDates(db as Database, today);
  await announceYearlyStatements(db as Database, now);
}

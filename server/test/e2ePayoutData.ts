/**
 * The payouts' browser test data (e2e/admin-payouts.e2e.ts), written by server/test/e2eReleaseData.ts before
 * the server starts: an issuer of its own and two unpublished projects (no other spec sees them; the spec
 * publishes them for the asset page), each with one investment paid by an imported statement and released
 * 100 days ago — so their monthly due dates 1 to 3 have passed (decision 0067). "Ausschüttungs-Testwald":
 * the issuer paid due date 1 on its day with due date 2's total on top (held in its repayments, for the
 * payment recorded by hand); 2 and 3 are late. "Ausfall-Testwiese": nothing paid, for the default.
 * A browser test cannot wait for due dates; the bank's part goes through the real import and ledger.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { parseCamt053 } from '../src/banking/camt053';
import { DEMO_ESCROW_ACCOUNT } from '../src/banking/escrow';
import { demoPaymentStatement } from '../src/banking/sampleStatement';
import type { Database } from '../src/db/client';
import {
  assetTypes,
  investments,
  issuers,
  payoutDueDates,
  releaseInvestments,
  releases,
  users,
} from '../src/db/schema';
import { checkPlatformLedger } from '../src/domains/bank/check';
import { nextStatement } from '../src/domains/bank/demo';
import { importStatements } from '../src/domains/bank/import';
import { issuerKeyOf, paymentReferenceFor } from '../src/domains/investments/lifecycle';
import { ensureDueDates } from '../src/domains/payouts/dueDates';
import { endToEndIdOf } from '../src/domains/releases/rules';
import { transfers as ledger, post } from '../src/ledger';

export const PAYOUT_PROJECTS = {
  record: { slug: 'ausschuettung-e2e', nameDe: 'Ausschüttungs-Testwald', nameEn: 'Payout test forest' },
  default: { slug: 'ausfall-e2e', nameDe: 'Ausfall-Testwiese', nameEn: 'Default test meadow' },
} as const;
/** 2,400 € at 6 % a year, monthly, bullet: 12,00 € interest a month, the principal with the last. */
const AMOUNT = { euro: '2400.00', cents: 240_000 };
const DAY = 24 * 3600 * 1000;
const ACTOR = { id: null, email: 'e2e' };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A statement of credits after the last one (the next sequence, dated today, from the last closing balance,
 * so that the escrow account keeps equal to the latest statement), imported as the bank's: the outcome of
 * each item. The data's past days are set on the rows themselves (confirmed, released, paid).
 */
async function importCredits(db: Database, payments: { reference: string; amountCents: number }[]) {
  const next = await nextStatement(db, DEMO_ESCROW_ACCOUNT.iban, new Date());
  const xml = demoPaymentStatement({
    accountIban: DEMO_ESCROW_ACCOUNT.iban,
    statementId: `E2E-PAYOUT-${next.sequence}`,
    ...next,
    payments: payments.map((p) => ({
      ...p,
      payer: { name: 'Ausschüttung Test GmbH', iban: 'DE02120300000000202051' },
    })),
  });
  const result = await importStatements(db, parseCamt053(xml), ACTOR);
  return result.items.map((item) => item.outcome);
}

/** A project of the issuer with one investor's paid investment, released `releasedDaysAgo` days ago. */
async function releasedProject(
  db: Database,
  issuerId: number,
  names: (typeof PAYOUT_PROJECTS)[keyof typeof PAYOUT_PROJECTS],
) {
  const [project] = await db
    .insert(assetTypes)
    .values({
      ...names,
      category: 'trees',
      descriptionDe: 'Nur für den Browsertest der Ausschüttungen.',
      descriptionEn: 'Only for the browser test of payouts.',
      basePriceEuro: 100,
      expectedReturn: '6.00',
      co2Impact: '1.000',
      location: 'Spessart',
      imagePath: 'assets/trees.svg',
      published: false,
      fundingTargetEuro: 2_400,
      fundingDeadline: dayOf(new Date(Date.now() - 110 * DAY)),
      fundingClosedAt: new Date(Date.now() - 105 * DAY),
      termMonths: 12,
      repaymentType: 'bullet',
      paymentFrequency: 'monthly',
      issuerId,
    })
    .returning();
  if (!project) throw new Error('no project');
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    firstName: 'Max',
    lastName: 'Mustermann',
    username: names.slug,
    email: `${names.slug}@wurzelwerk.example`,
    passwordHash: '!',
  });
  const id = randomUUID();
  const reference = paymentReferenceFor(id);
  const confirmed = new Date(Date.now() - 130 * DAY);
  await db.insert(investments).values({
    id,
    userId,
    assetTypeId: project.id,
    quantity: 24,
    totalInvestment: AMOUNT.euro,
    expectedAnnualReturn: '144.00',
    status: 'awaiting_payment',
    createdAt: confirmed,
    confirmedAt: confirmed,
    paymentReference: reference,
    paymentDueAt: new Date(confirmed.getTime() + 14 * DAY),
  });
  if ((await importCredits(db, [{ reference, amountCents: AMOUNT.cents }]))[0] !== 'paid')
    throw new Error(`the payment of ${names.slug} did not pay`);
  // The release, as the console makes it (releases/service.ts), dated 100 days back.
  const releaseId = randomUUID();
  const endToEndId = endToEndIdOf(releaseId);
  await db.transaction(async (tx) => {
    await tx.insert(releases).values({
      id: releaseId,
      assetTypeId: project.id,
      issuerId,
      amountCents: AMOUNT.cents,
      investmentCount: 1,
      endToEndId,
      createdByEmail: ACTOR.email,
      createdAt: new Date(Date.now() - 100 * DAY),
    });
    await tx.insert(releaseInvestments).values({ investmentId: id, releaseId });
    await ensureDueDates(tx, releaseId);
    await post(
      tx,
      ledger.release({ releaseId, issuer: issuerKeyOf(issuerId), amountCents: AMOUNT.cents, endToEndId }),
    );
  });
  return db
    .select()
    .from(payoutDueDates)
    .where(eq(payoutDueDates.releaseId, releaseId))
    .orderBy(asc(payoutDueDates.number));
}

export async function preparePayouts(db: Database) {
  const [issuer] = await db
    .insert(issuers)
    .values({
      name: 'Ausschüttung Test',
      legalForm: 'GmbH',
      street: 'Waldweg 1',
      postcode: '63739',
      city: 'Aschaffenburg',
      country: 'DE',
      registerCourt: 'Amtsgericht Aschaffenburg',
      registerNumber: 'HRB 99999',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    })
    .returning();
  if (!issuer) throw new Error('no issuer');
  const [first, second] = await releasedProject(db, issuer.id, PAYOUT_PROJECTS.record);
  await releasedProject(db, issuer.id, PAYOUT_PROJECTS.default);
  if (!first || !second) throw new Error('no due dates');
  const total = (due: typeof first) => due.interestCents + due.principalCents;
  // Due date 1 paid on its day, with due date 2's total on top: that waits in the issuer's repayments.
  const paying = await importCredits(db, [
    { reference: first.reference, amountCents: total(first) + total(second) },
  ]);
  if (paying[0] !== 'repayment') throw new Error('the repayment was not booked');
  await db
    .update(payoutDueDates)
    .set({ paidAt: new Date(`${first.dueDate}T10:00:00Z`) })
    .where(and(eq(payoutDueDates.id, first.id), eq(payoutDueDates.state, 'paid')));
  const problems = await checkPlatformLedger(db);
  if (problems.length > 0) throw new Error(`the ledger: ${JSON.stringify(problems)}`);
}

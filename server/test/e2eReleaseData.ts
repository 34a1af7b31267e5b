/**
 * Run by playwright.config.ts (`bun run server/test/e2eReleaseData.ts`) before the browser tests' server starts, on its fresh data folder: the
 * migrated sample data and one project for e2e/admin-releases.e2e.ts — unpublished (no other spec sees
 * it), its deadline passed, with one investment confirmed 20 days ago and paid through an imported
 * statement, so its withdrawal period is over and a release can take it. A browser test cannot wait 14 days.
 * Then the payouts' data (e2ePayoutData.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { parseCamt053 } from '../src/banking/camt053';
import { DEMO_ESCROW_ACCOUNT } from '../src/banking/escrow';
import { demoPaymentStatement } from '../src/banking/sampleStatement';
import { openConfiguredDatabase } from '../src/db/open';
import { assetTypes, investments, issuers, users } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { nextStatement } from '../src/domains/bank/demo';
import { importStatements } from '../src/domains/bank/import';
import { paymentReferenceFor } from '../src/domains/investments/lifecycle';
import { loadConfig } from '../src/env';
import { preparePayouts } from './e2ePayoutData';

const RELEASE_PROJECT = { slug: 'freigabe-e2e', nameDe: 'Freigabe-Testwald', amount: '2500.00' };

const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, NODE_ENV: 'test' });
const database = await openConfiguredDatabase(config);
const { db } = database;
try {
  await seed(db);
  const [issuer] = await db
    .select()
    .from(issuers)
    .where(sql`${issuers.iban} is not null`)
    .orderBy(issuers.id);
  if (!issuer) throw new Error('no sample issuer with an IBAN');
  const [project] = await db
    .insert(assetTypes)
    .values({
      slug: RELEASE_PROJECT.slug,
      category: 'trees',
      nameDe: RELEASE_PROJECT.nameDe,
      nameEn: 'Release test forest',
      descriptionDe: 'Nur für den Browsertest der Freigaben.',
      descriptionEn: 'Only for the browser test of releases.',
      basePriceEuro: 250,
      expectedReturn: '4.00',
      co2Impact: '1.000',
      location: 'Spessart',
      imagePath: 'assets/trees.svg',
      published: false,
      fundingTargetEuro: 1_000_000,
      // Yesterday (UTC; the server reads Berlin's date, never earlier).
      fundingDeadline: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      issuerId: issuer.id,
    })
    .returning();
  if (!project) throw new Error('no project');
  // An investor of its own (signing in is not needed: the password hash matches no password).
  const userId = crypto.randomUUID();
  await db.insert(users).values({
    id: userId,
    firstName: 'Erika',
    lastName: 'Mustermann',
    username: 'freigabe-e2e',
    email: 'freigabe-e2e@wurzelwerk.example',
    passwordHash: '!',
  });
  const id = crypto.randomUUID();
  const reference = paymentReferenceFor(id);
  const confirmed = new Date(Date.now() - 20 * 24 * 3600 * 1000);
  await db.insert(investments).values({
    id,
    userId,
    assetTypeId: project.id,
    quantity: 10,
    totalInvestment: RELEASE_PROJECT.amount,
    expectedAnnualReturn: '100.00',
    status: 'awaiting_payment',
    createdAt: confirmed,
    confirmedAt: confirmed,
    paymentReference: reference,
    paymentDueAt: new Date(confirmed.getTime() + 14 * 24 * 3600 * 1000),
  });
  // After the sample data's statements (the demo account's history): the next one, so that the escrow
  // account still equals the latest statement.
  const xml = demoPaymentStatement({
    accountIban: DEMO_ESCROW_ACCOUNT.iban,
    statementId: 'E2E-RELEASE',
    ...(await nextStatement(db, DEMO_ESCROW_ACCOUNT.iban, new Date())),
    payments: [
      {
        reference,
        amountCents: 250_000,
        payer: { name: 'Erika Mustermann', iban: 'DE89370400440532013000' },
      },
    ],
  });
  const result = await importStatements(db, parseCamt053(xml), { id: null, email: 'e2e' });
  if (result.items[0]?.outcome !== 'paid') throw new Error('the sample payment did not pay');
  const [paid] = await db.select().from(investments).where(eq(investments.id, id));
  if (paid?.status !== 'paid') throw new Error('not paid');
  // The payouts' projects and due dates (e2e/admin-payouts.e2e.ts).
  await preparePayouts(db);
} finally {
  await database.close();
}

/**
 * What the demo account's money history (moneyHistory.ts) acts through: the escrow bank's statements — one
 * camt.053 per day of the story, after the last one imported, imported by the statement import as the
 * operator would — and the contexts the domains' procedures run in (the demo investor's and the demo
 * operator's) inside the seed's transaction.
 */
import type { User } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import { parseCamt053 } from '../../banking/camt053';
import type { EscrowAccount } from '../../banking/escrow';
import { buildSampleStatement, type SampleEntry, type SampleParty } from '../../banking/sampleStatement';
import { berlinToday } from '../../calendar';
import { importStatements, latestClosingCents } from '../../domains/bank/import';
import type { Services } from '../../trpc/context';
import type { AuthedContext } from '../../trpc/init';
import type { Database, Executor } from '../client';
import { bankStatements } from '../schema';
import { DEMO_OPERATOR_USER, DEMO_USER } from './accounts';

/** The demo investor's bank account: it pays the investments and receives the withdrawals. */
export const DEMO_BANK_ACCOUNT: SampleParty = { name: 'Demo Nutzerin', iban: 'DE89370400440532013000' };

/** One booking of a statement: money in (a payment, an issuer's repayment) or out (an ordered transfer). */
export type Booking =
  | { direction: 'credit'; amountCents: number; reference: string; party: SampleParty }
  | { direction: 'debit'; amountCents: number; endToEndId: string; party: SampleParty };

/** The escrow account's statement of the day `at` with the bookings, imported (its items booked). */
export async function importDay(
  db: Executor,
  escrow: EscrowAccount,
  at: Date,
  bookings: Booking[],
): Promise<string[]> {
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${bankStatements.sequence}), 0)::int` })
    .from(bankStatements)
    .where(eq(bankStatements.accountIban, escrow.iban));
  const sequence = (last?.sequence ?? 0) + 1;
  const day = berlinToday(at);
  const statementId = `WW-DEMO-${sequence}`;
  const entries: SampleEntry[] = bookings.map((booking, index) => ({
    direction: booking.direction,
    bookingDate: day,
    accountServicerRef: `${statementId}-${index + 1}`,
    transactions: [
      booking.direction === 'credit'
        ? {
            amountCents: booking.amountCents,
            endToEndId: 'NOTPROVIDED',
            counterparty: booking.party,
            reference: booking.reference,
          }
        : {
            amountCents: booking.amountCents,
            endToEndId: booking.endToEndId,
            counterparty: booking.party,
            lines: ['Wurzelwerk'],
          },
    ],
  }));
  const xml = buildSampleStatement({
    accountIban: escrow.iban,
    messageId: statementId,
    statementId,
    sequence,
    createdAt: at,
    openingCents: (await latestClosingCents(db)) ?? 0,
    fromDate: day,
    toDate: day,
    entries,
  });
  const result = await importStatements(db as Database, parseCamt053(xml), {
    id: DEMO_OPERATOR_USER.id,
    email: DEMO_OPERATOR_USER.email,
  });
  return result.items.map((item) => item.outcome);
}

const asUser = (user: typeof DEMO_USER | typeof DEMO_OPERATOR_USER): User => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  username: user.username,
  email: user.email,
  emailVerified: true,
  role: 'role' in user ? user.role : 'investor',
});

/**
 * A procedure's context inside the seed's transaction. The procedures the history calls read the database,
 * the user, the language and the escrow account; the catalogue and the dashboards they may invalidate are
 * not built yet (the seed runs before the app), so their invalidation has nothing to do.
 */
export function seedContext(
  db: Executor,
  escrow: EscrowAccount,
  who: 'investor' | 'operator',
): AuthedContext {
  const services = {
    escrow,
    catalog: { invalidate() {} },
    dashboards: { receive() {} },
    cluster: { publish: async () => {} },
  } as unknown as Services;
  return {
    services,
    user: asUser(who === 'investor' ? DEMO_USER : DEMO_OPERATOR_USER),
    sessionId: null,
    sessionHint: false,
    clientIp: '127.0.0.1',
    locale: 'de',
    resHeaders: new Headers(),
    db: db as Database,
  };
}

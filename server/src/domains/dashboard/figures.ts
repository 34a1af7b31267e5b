/**
 * The dashboard's figures of one user, read in one statement: the totals, the awaiting payments, what the
 * wallet received and the latest activities (docs/decisions/0014, 0077, 0096). Kept per user between reads
 * (cache.ts, decision 0101): what this file reads, the triggers of migration 0041 watch — a table it comes
 * to read needs its trigger too, or the kept figures miss its changes.
 */
import type { Dashboard } from '@wurzelwerk/shared';
import { type AnyColumn, and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { literal, preparedPer } from '../../db/prepared';
import {
  activities,
  assetTypes,
  investments,
  investmentTotals,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '../../db/schema';
import type { Locale } from '../../i18n';

/** Entries of the activity log the dashboard shows (product §7: the latest 10). */
const RECENT_ACTIVITIES = 10;

/**
 * The user's totals: one SQL aggregate over their running totals per asset type (investment_totals, kept by
 * a trigger), so its cost grows neither with other users' data nor with the number of investments. They
 * count paid investments only (the `paid_*` columns; issue 33) — the formulas are product §2's. An
 * investment's impact is its asset's yearly impact per unit times the units bought: amount / basePrice.
 */
const units = sql`(${investmentTotals.paidInvestment} / ${assetTypes.basePriceEuro})`;
const impact = (column: AnyColumn, scale: number, name: string) =>
  sql<string>`round(coalesce(sum(${column} * ${units}), 0), ${literal(scale)})`.as(name);

/**
 * The user's investments awaiting their payment (shown apart): one scan of their own awaiting rows (few: an
 * awaiting investment is paid or lapses within its deadline), answered from investments_user_awaiting_idx
 * alone. Always one row.
 */
const awaitingOf = (db: Database) =>
  db
    .select({
      count: sql<number>`count(*)::int`.as('awaiting_count'),
      amount: sql<string>`coalesce(sum(${investments.totalInvestment}), 0)::numeric(14,2)`.as(
        'awaiting_amount',
      ),
      // Milliseconds since the epoch: one form on both drivers (a raw timestamp comes back as text on one).
      dueAt: sql<number | null>`(extract(epoch from min(${investments.paymentDueAt})) * 1000)::float8`.as(
        'awaiting_due_at',
      ),
    })
    .from(investments)
    .where(and(eq(investments.userId, sql.placeholder('userId')), eq(investments.status, 'awaiting_payment')))
    .as('awaiting');

/**
 * Received so far (issue 34): the payouts credited to the user's wallet (credits are negative entries), a
 * scalar subquery over the wallet's entries — the same reading as the portfolio's (domains/portfolio).
 */
const received = sql<string>`(select coalesce(-sum(${ledgerEntries.amount}), 0)::bigint from ${ledgerEntries}
   join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
   join ${ledgerTransfers} on ${ledgerTransfers.id} = ${ledgerEntries.transferId}
   where ${ledgerAccounts.code} = 'wallet:' || ${sql.placeholder('userId')}::text and ${ledgerEntries.amount} < 0
     and (${ledgerTransfers.causeType} = 'payout' or ${ledgerTransfers.kind} like 'payout%'))`.as('received');

/**
 * The latest activities as one JSON array, newest first: the index's backward scan with its limit
 * (latestActivitiesQuery), aggregated, so that the statement answers one row — not a row per activity,
 * each repeating the totals, whose columns the drivers and drizzle decoded ten times over (docs/decisions/
 * 0096). The amount stays text (as the money column reads); the time is whole milliseconds since the
 * epoch, truncated as a Date read from the timestamp would be.
 */
const latestAsJson = (db: Database) =>
  sql<ActivityJson[] | string>`(select coalesce(json_agg(json_build_object(
      'id', a.id, 'kind', a.kind, 'assetTypeId', a.asset_type_id, 'amount', a.amount::text,
      'reference', a.reference, 'createdAtMs', floor(extract(epoch from a.created_at) * 1000)::bigint
    ) order by a.created_at desc, a.id desc), '[]'::json)
    from (${latestActivitiesQuery(db)}) a)`.as('latest');

/** An activity as latestAsJson writes it. */
interface ActivityJson {
  id: number;
  kind: ActivityRow['kind'];
  assetTypeId: number | null;
  amount: string | null;
  reference: string | null;
  createdAtMs: number;
}

/**
 * The whole dashboard in one statement, so one round trip, and one row: the totals, the awaiting figures
 * and the latest activities. See docs/decisions/0014, 0077 and 0096. Exported for the test that every table
 * it reads is watched (invalidation.test.ts).
 */
export function dashboardStatement(db: Database) {
  const totals = db
    .select({
      totalInvestment: sql<string>`coalesce(sum(${investmentTotals.paidInvestment}), 0)::numeric(14,2)`.as(
        'total_investment',
      ),
      expectedReturns:
        sql<string>`coalesce(sum(${investmentTotals.paidExpectedAnnualReturn}), 0)::numeric(14,2)`.as(
          'expected_returns',
        ),
      totalAssets: sql<number>`coalesce(sum(${investmentTotals.paidQuantity}), 0)::int`.as('total_assets'),
      receivedCents: received,
      co2Saved: impact(assetTypes.co2Impact, 2, 'co2_saved'),
      foodProduced: impact(assetTypes.foodKg, 1, 'food_produced'),
      waterSaved: impact(assetTypes.waterLitres, 0, 'water_saved'),
      treesPlanted: impact(assetTypes.trees, 0, 'trees_planted'),
      energyProduced: impact(assetTypes.energyKwh, 0, 'energy_produced'),
      latest: latestAsJson(db),
    })
    .from(investmentTotals)
    .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
    .where(eq(investmentTotals.userId, sql.placeholder('userId')))
    .as('totals');
  return db.select().from(totals).crossJoin(awaitingOf(db));
}

const dashboardRows = preparedPer((db) => dashboardStatement(db).prepare('dashboard'));

/** The activities of latestAsJson as the rows activityMessages takes (a driver may hand JSON over as text). */
function activityRows(latest: ActivityJson[] | string | undefined): ActivityRow[] {
  const parsed: ActivityJson[] = typeof latest === 'string' ? JSON.parse(latest) : (latest ?? []);
  return parsed.map(({ createdAtMs, ...row }) => ({ ...row, createdAt: new Date(Number(createdAtMs)) }));
}

/**
 * One user's dashboard figures as read: the API's reply (packages/shared `Dashboard`) but for the activities,
 * which are rows here and messages in the reader's language there (router.ts).
 */
export type DashboardFigures = Readonly<
  Omit<Dashboard, 'recentActivities'> & { activities: readonly ActivityRow[] }
>;

/**
 * What the cache keeps per user (cache.ts): the figures, and the reply per language once written — checked
 * against the API's schema and frozen then, so that a read that hits neither checks nor serializes it again
 * (rest/errors.ts jsonBody keeps a frozen reply's bytes).
 */
export interface KeptDashboard {
  figures: DashboardFigures;
  replies: Map<Locale, Promise<Dashboard>>;
}

export async function readDashboardFigures(db: Database, userId: string): Promise<DashboardFigures> {
  const rows = await dashboardRows(db).execute({ userId, activityLimit: RECENT_ACTIVITIES });
  // The aggregates always yield their one row.
  const totals = rows[0]?.totals;
  const awaiting = rows[0]?.awaiting;
  return {
    totalInvestment: totals?.totalInvestment ?? '0.00',
    expectedReturns: totals?.expectedReturns ?? '0.00',
    receivedCents: Number(totals?.receivedCents ?? 0),
    totalAssets: Number(totals?.totalAssets ?? 0),
    awaitingPayment: {
      count: Number(awaiting?.count ?? 0),
      amount: awaiting?.amount ?? '0.00',
      nextDueAt: awaiting?.dueAt == null ? null : new Date(Number(awaiting.dueAt)),
    },
    environmentalImpact: {
      co2Saved: Number(totals?.co2Saved ?? 0),
      foodProduced: Number(totals?.foodProduced ?? 0),
      waterSaved: Number(totals?.waterSaved ?? 0),
      treesPlanted: Number(totals?.treesPlanted ?? 0),
      energyProduced: Number(totals?.energyProduced ?? 0),
    },
    activities: activityRows(totals?.latest),
  };
}

/**
 * The latest activities of the user in the `userId` placeholder, newest first (read backwards from
 * activities_user_created_idx). The count stays a placeholder (`activityLimit`): with a literal equal to the
 * average rows per user, PostgreSQL's generic plan for a prepared statement sorted all rows of a heavy user
 * (2,000 in the benchmark) instead of reading the index backwards and stopping after `limit` rows.
 */
export function latestActivitiesQuery(db: Database) {
  return db
    .select({
      id: activities.id,
      kind: activities.kind,
      assetTypeId: activities.assetTypeId,
      amount: activities.amount,
      reference: activities.reference,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(eq(activities.userId, sql.placeholder('userId')))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(sql.placeholder('activityLimit'));
}

/** An activity row as latestActivitiesQuery reads it. */
export type ActivityRow = Awaited<ReturnType<ReturnType<typeof latestActivitiesQuery>['execute']>>[number];

/**
 * The achievements of the signed-in profile, derived from the user's own data: the sign-up, the investments,
 * the refusals of the caps, the orders and the saved farm. Small statements, all scoped to the session's user
 * and answered from per-user indexes; the sums are done by the database, so no investment row is sent here.
 * Reading the farm never creates one: a user who never played simply has not unlocked its achievement.
 * They reward prudence, never amounts (issue 35, decision 0076).
 */
import { TRPCError } from '@trpc/server';
import {
  ASSET_CATEGORIES,
  messageText,
  PROFILE_ACHIEVEMENT_IDS,
  type ProfileAchievement,
  type ProfileAchievementId,
  type Rarity,
} from '@wurzelwerk/shared';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  assetTypes,
  capRefusals,
  farmStates,
  investments,
  knowledgeTestAttempts,
  lossChecks,
  orders,
  users,
} from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';

/** Thresholds of the derived achievements. */
export const ACHIEVEMENT_RULES = {
  /** Four asset units reach the eco-champion level 2 (docs/product level rule). */
  fourAssetsUnits: 4,
  /** Spread: this many different issuers, or this many different categories. */
  spreadCount: 3,
  /** Within the limits: this many investments in a row without a refused cap between them. */
  withinLimitsRun: 3,
} as const;

const RARITY: Record<ProfileAchievementId, Rarity> = {
  welcome: 'common',
  knowledgeTest: 'common',
  lossCheck: 'common',
  firstInvestment: 'common',
  firstOrder: 'common',
  fourAssets: 'rare',
  allCategories: 'epic',
  farmer: 'rare',
  spread: 'epic',
  withinLimits: 'rare',
  reconsidered: 'rare',
  readSheet: 'common',
};

type Milestones = Record<Exclude<ProfileAchievementId, 'farmer'>, Date | null>;

/**
 * When the user first invested having read the information sheet (issue 35): the first investment whose
 * acknowledgement names a sheet's version, whatever became of it — a withdrawal after reading is prudence too.
 */
async function sheetReadAt(ctx: AuthedContext): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ at: timestamp(sql`min(${investments.createdAt})`) })
    .from(investments)
    .where(and(eq(investments.userId, ctx.user.id), isNotNull(investments.informationSheetVersion)));
  return row?.at ?? null;
}

/** A timestamp computed in SQL, read like a timestamp column on either driver. */
const timestamp = (expression: SQL) => expression.mapWith(investments.createdAt) as SQL<Date | null>;

/**
 * The moments running totals over the user's paid investments, oldest first, first reach each threshold
 * (null where they never do). Withdrawn investments count for nothing: the achievements reflect what the
 * user holds now. Investments made at the same moment reach a threshold together, so their order among
 * themselves cannot change a date; the id only makes the running order total.
 */
async function investmentMilestones(ctx: AuthedContext) {
  const oldestFirst = sql`order by ${investments.createdAt}, ${investments.id}`;
  const active = ctx.db.$with('active').as(
    ctx.db
      .select({
        createdAt: investments.createdAt,
        category: assetTypes.category,
        units: sql<number>`sum(${investments.quantity}) over (${oldestFirst})`.as('units'),
        /** When the user first held an asset of this category. */
        categorySince: sql<Date>`min(${investments.createdAt}) over (partition by ${assetTypes.category})`.as(
          'category_since',
        ),
      })
      .from(investments)
      .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
      .where(and(eq(investments.userId, ctx.user.id), eq(investments.status, 'paid'))),
  );
  const [row] = await ctx.db
    .with(active)
    .select({
      firstInvestment: timestamp(sql`min(${active.createdAt})`),
      fourAssets: timestamp(
        sql`min(${active.createdAt}) filter (where ${active.units} >= ${ACHIEVEMENT_RULES.fourAssetsUnits})`,
      ),
      // Every category is held from the moment the last of them was first held.
      allCategories: timestamp(
        sql`case when count(distinct ${active.category}) >= ${ASSET_CATEGORIES.length}
                 then max(${active.categorySince}) end`,
      ),
    })
    .from(active);
  return row;
}

/**
 * The achievements of prudence over the user's standing investments — awaiting payment or paid; lapsed and
 * withdrawn ones do not stand — and their withdrawals:
 * - `spread`: the moment the third issuer or the third category joined (whichever came first);
 * - `withinLimits`: the refusals of the caps cut the investments into runs (by the number of refusals before
 *   each); the moment a run first reached three investments;
 * - `reconsidered`: the first withdrawal (only possible within the 14 days, decision 0057).
 */
async function prudenceMilestones(ctx: AuthedContext) {
  const standing = ctx.db.$with('standing').as(
    ctx.db
      .select({
        id: investments.id,
        createdAt: investments.createdAt,
        issuerId: assetTypes.issuerId,
        category: assetTypes.category,
        run: sql<number>`(select count(*) from ${capRefusals}
          where ${capRefusals.userId} = ${investments.userId}
            and ${capRefusals.refusedAt} < ${investments.createdAt})`.as('run'),
      })
      .from(investments)
      .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
      .where(
        and(eq(investments.userId, ctx.user.id), inArray(investments.status, ['awaiting_payment', 'paid'])),
      ),
  );
  const ranked = ctx.db.$with('ranked').as(
    ctx.db
      .select({
        createdAt: standing.createdAt,
        issuerSince: sql<Date>`min(${standing.createdAt}) over (partition by ${standing.issuerId})`.as(
          'issuer_since',
        ),
        categorySince: sql<Date>`min(${standing.createdAt}) over (partition by ${standing.category})`.as(
          'category_since',
        ),
        inRun: sql<number>`row_number() over (partition by ${standing.run}
          order by ${standing.createdAt}, ${standing.id})`.as('in_run'),
      })
      .from(standing),
  );
  /** The moment the n-th different issuer (or category) joined: the n-th smallest of their first moments. */
  const nth = (since: SQL) =>
    sql`(select s from (select distinct ${since} as s from ${ranked}) firsts
         order by s offset ${ACHIEVEMENT_RULES.spreadCount - 1} limit 1)`;
  const [row] = await ctx.db
    .with(standing, ranked)
    .select({
      spread: timestamp(
        sql`least(${nth(sql`${sql.identifier('issuer_since')}`)}, ${nth(sql`${sql.identifier('category_since')}`)})`,
      ),
      withinLimits: timestamp(
        sql`(select min(${ranked.createdAt}) from ${ranked} where ${ranked.inRun} >= ${ACHIEVEMENT_RULES.withinLimitsRun})`,
      ),
      reconsidered: timestamp(
        sql`(select min(${investments.withdrawnAt}) from ${investments}
             where ${investments.userId} = ${ctx.user.id} and ${investments.status} = 'withdrawn')`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The sign-up, the first order (of any status) and whether the saved farm holds an unlocked achievement. */
async function accountMilestones(ctx: AuthedContext) {
  const [row] = await ctx.db
    .select({
      joinedAt: users.createdAt,
      firstOrder: timestamp(
        sql`(select min(${orders.createdAt}) from ${orders} where ${orders.userId} = ${users.id})`,
      ),
      // The farm game records no dates; one unlocked achievement of its own is enough.
      // Prudence (issue 35): the first passed knowledge test, the first loss check.
      knowledgeTest: timestamp(
        sql`(select min(${knowledgeTestAttempts.takenAt}) from ${knowledgeTestAttempts}
              where ${knowledgeTestAttempts.userId} = ${users.id} and ${knowledgeTestAttempts.passed})`,
      ),
      lossCheck: timestamp(
        sql`(select min(${lossChecks.checkedAt}) from ${lossChecks} where ${lossChecks.userId} = ${users.id})`,
      ),
      farmer: sql<boolean>`coalesce(jsonb_path_exists(${farmStates.state}, '$.achievements[*] ? (@.unlocked == true)'), false)`,
    })
    .from(users)
    .leftJoin(farmStates, eq(farmStates.userId, users.id))
    .where(eq(users.id, ctx.user.id));
  // The session was valid a moment ago; a user deleted in between is simply no longer signed in.
  if (!row)
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: messageText(ctx.locale, 'auth.invalidCredentials'),
    });
  return row;
}

export async function getAchievements(ctx: AuthedContext): Promise<ProfileAchievement[]> {
  const [account, held, prudence, readSheet] = await Promise.all([
    accountMilestones(ctx),
    investmentMilestones(ctx),
    prudenceMilestones(ctx),
    sheetReadAt(ctx),
  ]);
  const dates: Milestones = {
    welcome: account.joinedAt,
    knowledgeTest: account.knowledgeTest ?? null,
    lossCheck: account.lossCheck ?? null,
    firstInvestment: held?.firstInvestment ?? null,
    firstOrder: account.firstOrder ?? null,
    fourAssets: held?.fourAssets ?? null,
    allCategories: held?.allCategories ?? null,
    spread: prudence?.spread ?? null,
    withinLimits: prudence?.withinLimits ?? null,
    reconsidered: prudence?.reconsidered ?? null,
    readSheet,
  };
  return PROFILE_ACHIEVEMENT_IDS.map((id) =>
    id === 'farmer'
      ? { id, rarity: RARITY[id], unlocked: Boolean(account.farmer), date: null }
      : { id, rarity: RARITY[id], unlocked: dates[id] !== null, date: dates[id] },
  );
}

/**
 * The achievements of the signed-in profile, derived from the user's own data: the sign-up, the active
 * investments, the orders and the saved farm. Two small statements, both scoped to the session's user and
 * answered from per-user indexes; the sums are done by the database, so no investment row is sent here.
 * Reading the farm never creates one: a user who never played simply has not unlocked its achievement.
 */
import { TRPCError } from '@trpc/server';
import {
  ASSET_CATEGORIES,
  formatCents,
  messageText,
  PROFILE_ACHIEVEMENT_IDS,
  type ProfileAchievement,
  type ProfileAchievementId,
  type Rarity,
} from '@wurzelwerk/shared';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { assetTypes, farmStates, investments, orders, users } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';

/** Thresholds of the derived achievements. */
export const ACHIEVEMENT_RULES = {
  /** Four asset units reach the eco-champion level 2 (docs/product level rule). */
  fourAssetsUnits: 4,
  bigInvestorCents: 10_000 * 100,
} as const;

const RARITY: Record<ProfileAchievementId, Rarity> = {
  welcome: 'common',
  firstInvestment: 'common',
  firstOrder: 'common',
  fourAssets: 'rare',
  allCategories: 'epic',
  farmer: 'rare',
  bigInvestor: 'legendary',
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
 * The moments running totals over the user's active investments, oldest first, first reach each threshold
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
        amount: sql<string>`sum(${investments.totalInvestment}) over (${oldestFirst})`.as('amount'),
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
      bigInvestor: timestamp(
        sql`min(${active.createdAt}) filter (where ${active.amount} >= ${formatCents(ACHIEVEMENT_RULES.bigInvestorCents)}::numeric)`,
      ),
    })
    .from(active);
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
  const [account, held, readSheet] = await Promise.all([
    accountMilestones(ctx),
    investmentMilestones(ctx),
    sheetReadAt(ctx),
  ]);
  const dates: Milestones = {
    welcome: account.joinedAt,
    firstInvestment: held?.firstInvestment ?? null,
    firstOrder: account.firstOrder ?? null,
    fourAssets: held?.fourAssets ?? null,
    allCategories: held?.allCategories ?? null,
    bigInvestor: held?.bigInvestor ?? null,
    readSheet,
  };
  return PROFILE_ACHIEVEMENT_IDS.map((id) =>
    id === 'farmer'
      ? { id, rarity: RARITY[id], unlocked: Boolean(account.farmer), date: null }
      : { id, rarity: RARITY[id], unlocked: dates[id] !== null, date: dates[id] },
  );
}

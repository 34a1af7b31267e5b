/**
 * The public profile (issue 18; issue 31, decision 0050): what others see of a user, by username, as the
 * privacy switches allow. "Profil sichtbar" off answers exactly like an unknown username. Without
 * "Investitionen anzeigen" nothing derived from investments is read at all — no level, no CO₂ figure, no
 * achievement of investing — and with it the CO₂ figure is coarse; achievements never carry dates, and
 * orders and withdrawals never show. The answer is built field by field here and checked by a strict schema.
 */
import { TRPCError } from '@trpc/server';
import {
  initialsOf,
  levelOf,
  messageText,
  type ProfileAchievementId,
  type PublicProfile,
  publicNameOf,
  roundDownToStep,
  settingsFrom,
} from '@wurzelwerk/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import { toPublicUser } from '../../auth/user';
import { assetTypes, investmentTotals, userSettings, users } from '../../db/schema';
import { pick } from '../../i18n';
import type { Context } from '../../trpc/context';
import { getAchievements } from '../account/achievements';

/** Units of an asset type held and paid: the amount over the base price (the dashboard's rule; issue 33). */
const units = sql`(${investmentTotals.paidInvestment} / ${assetTypes.basePriceEuro})`;

/** Achievements that tell of investments: public only with "Investitionen anzeigen". */
const OF_INVESTMENTS = new Set<ProfileAchievementId>([
  'knowledgeTest',
  'lossCheck',
  'firstInvestment',
  'fourAssets',
  'allCategories',
  'spread',
  'withinLimits',
  'readSheet',
]);
/**
 * Achievements never public, whatever the switches: orders are private, and so is a withdrawal — the
 * investor's own decision, which no one else needs to see (decision 0076).
 */
const PRIVATE = new Set<ProfileAchievementId>(['firstOrder', 'reconsidered']);

/**
 * What the user's holdings show, read only when the user shows the investments: paid ones, as the dashboard
 * counts (an investment awaiting its payment is not yet held; issue 33).
 */
async function shownInvestments(ctx: Context, userId: string) {
  const held = and(eq(investmentTotals.userId, userId), gt(investmentTotals.paidQuantity, 0));
  const [[totals], projects] = await Promise.all([
    ctx.db
      .select({
        assets: sql<number>`coalesce(sum(${investmentTotals.paidQuantity}), 0)::int`,
        co2Saved: sql<string>`round(coalesce(sum(${assetTypes.co2Impact} * ${units}), 0), 2)`,
      })
      .from(investmentTotals)
      .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
      .where(held),
    ctx.db
      .select({ nameDe: assetTypes.nameDe, nameEn: assetTypes.nameEn, category: assetTypes.category })
      .from(investmentTotals)
      .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
      .where(held)
      .orderBy(assetTypes.category, assetTypes.id),
  ]);
  return {
    level: levelOf(Number(totals?.assets ?? 0)).level,
    co2SavedAtLeast: roundDownToStep(Number(totals?.co2Saved ?? 0)),
    projects: projects.map((p) => ({ name: pick(ctx.locale, p.nameDe, p.nameEn), category: p.category })),
  };
}

export async function publicProfile(ctx: Context, username: string): Promise<PublicProfile> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      role: users.role,
      location: users.location,
      createdAt: users.createdAt,
      settings: userSettings.settings,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(sql`lower(${users.username})`, username.trim().normalize('NFKC').toLowerCase()));
  const { privacy } = settingsFrom(row?.settings ?? null);
  if (!row || !privacy.profileVisible)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'user.notFound') });

  const [achievements, investments] = await Promise.all([
    getAchievements({ ...ctx, user: toPublicUser(row) }),
    privacy.showInvestments ? shownInvestments(ctx, row.id) : Promise.resolve(null),
  ]);
  const shown = (id: ProfileAchievementId) =>
    !PRIVATE.has(id) && (privacy.showInvestments || !OF_INVESTMENTS.has(id));

  return {
    username: row.username,
    displayName: publicNameOf(row, privacy.showFullName),
    initials: initialsOf(row),
    memberSince: row.createdAt,
    achievements: achievements
      .filter((a) => a.unlocked && shown(a.id))
      .map(({ id, rarity }) => ({ id, rarity })),
    ...(privacy.showLocation ? { location: row.location || null } : {}),
    ...(investments ?? {}),
  };
}

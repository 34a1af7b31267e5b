/**
 * The public profile (issue 18): what others see of a user, by username, as the privacy switches allow.
 * "Profil sichtbar" off answers exactly like an unknown username. Never the e-mail, amounts, orders or
 * anything of the sessions: the answer is built field by field here and checked by a strict schema.
 */
import { TRPCError } from '@trpc/server';
import { initialsOf, levelOf, messageText, type PublicProfile, settingsFrom } from '@wurzelwerk/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import { toPublicUser } from '../../auth/user';
import { assetTypes, investmentTotals, userSettings, users } from '../../db/schema';
import { pick } from '../../i18n';
import type { Context } from '../../trpc/context';
import { getAchievements } from '../account/achievements';

/** Units of an asset type held: the amount over the base price (the dashboard's rule). */
const units = sql`(${investmentTotals.totalInvestment} / ${assetTypes.basePriceEuro})`;

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
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  const { privacy } = settingsFrom(row?.settings ?? null);
  if (!row || !privacy.profileVisible)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'user.notFound') });

  const held = and(eq(investmentTotals.userId, row.id), gt(investmentTotals.quantity, 0));
  const [achievements, [totals], projects] = await Promise.all([
    getAchievements({ ...ctx, user: toPublicUser(row) }),
    ctx.db
      .select({
        assets: sql<number>`coalesce(sum(${investmentTotals.quantity}), 0)::int`,
        co2Saved: sql<string>`round(coalesce(sum(${assetTypes.co2Impact} * ${units}), 0), 2)`,
      })
      .from(investmentTotals)
      .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
      .where(held),
    privacy.showInvestments
      ? ctx.db
          .select({ nameDe: assetTypes.nameDe, nameEn: assetTypes.nameEn, category: assetTypes.category })
          .from(investmentTotals)
          .innerJoin(assetTypes, eq(assetTypes.id, investmentTotals.assetTypeId))
          .where(held)
          .orderBy(assetTypes.category, assetTypes.id)
      : Promise.resolve(null),
  ]);

  return {
    username: row.username,
    displayName: `${row.firstName} ${row.lastName}`,
    initials: initialsOf(row),
    memberSince: row.createdAt,
    level: levelOf(Number(totals?.assets ?? 0)).level,
    achievements: achievements.filter((a) => a.unlocked).map(({ unlocked: _, ...a }) => a),
    co2Saved: Number(totals?.co2Saved ?? 0),
    ...(privacy.showLocation ? { location: row.location || null } : {}),
    ...(projects
      ? {
          projects: projects.map((p) => ({
            name: pick(ctx.locale, p.nameDe, p.nameEn),
            category: p.category,
          })),
        }
      : {}),
  };
}

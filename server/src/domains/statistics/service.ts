/**
 * The public payment statistics (issue 35, decision 0075), read from the stored due dates of the payouts
 * (decision 0067): every due date of every released project, classified by aggregate.ts.
 */
import type { PaymentStatistics } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import { berlinToday } from '../../calendar';
import { assetTypes, issuers, payoutDueDates, projectDefaults } from '../../db/schema';
import type { Context } from '../../trpc/context';
import { aggregate } from './aggregate';

export async function paymentStatistics(ctx: Context): Promise<PaymentStatistics> {
  const rows = await ctx.db
    .select({
      assetTypeId: payoutDueDates.assetTypeId,
      dueDate: payoutDueDates.dueDate,
      paidOn: sql<
        string | null
      >`case when ${payoutDueDates.state} = 'paid' then to_char((${payoutDueDates.paidAt} at time zone 'Europe/Berlin')::date, 'YYYY-MM-DD') end`,
      principalCents: payoutDueDates.principalCents,
      interestCents: payoutDueDates.interestCents,
      projectInDefault: sql<boolean>`${projectDefaults.assetTypeId} is not null`,
      nameDe: assetTypes.nameDe,
      nameEn: assetTypes.nameEn,
      issuer: issuers.name,
    })
    .from(payoutDueDates)
    .innerJoin(assetTypes, eq(assetTypes.id, payoutDueDates.assetTypeId))
    .innerJoin(issuers, eq(issuers.id, payoutDueDates.issuerId))
    .leftJoin(projectDefaults, eq(projectDefaults.assetTypeId, payoutDueDates.assetTypeId));
  const asOf = berlinToday();
  const { projects, totals } = aggregate(rows, asOf);
  const info = new Map(rows.map((row) => [row.assetTypeId, row]));
  return {
    asOf,
    totals,
    projects: [...projects]
      .map(([assetTypeId, years]) => {
        const row = info.get(assetTypeId);
        return {
          assetTypeId,
          name: (ctx.locale === 'en' ? row?.nameEn : row?.nameDe) ?? '',
          issuer: row?.issuer ?? '',
          inDefault: row?.projectInDefault ?? false,
          years,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, ctx.locale)),
  };
}

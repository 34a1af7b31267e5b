/** The activity log: rows written by the services, rendered as messages in the reader's language. */
import { preparedPer } from '../../db/prepared';
import type { activities } from '../../db/schema';
import { formatEuro, type Locale, pick } from '../../i18n';
import type { Context } from '../../trpc/context';
import { type ActivityRow, latestActivitiesQuery } from './figures';

type ActivityKind = (typeof activities.$inferSelect)['kind'];

const TEMPLATES: Record<
  ActivityKind,
  Record<Locale, (v: { asset: string; amount: string; ref: string }) => string>
> = {
  investment: {
    de: (v) => `Investition von ${v.amount} in ${v.asset}`,
    en: (v) => `Invested ${v.amount} in ${v.asset}`,
  },
  // Neutral about money: an unpaid investment just ends, a paid one is refunded (decision 0057).
  withdrawal: {
    de: (v) => `Widerruf: Investment von ${v.amount} in ${v.asset}`,
    en: (v) => `Withdrawal: investment of ${v.amount} in ${v.asset}`,
  },
  order: {
    de: (v) => `Bestellung ${v.ref} über ${v.amount} aufgegeben`,
    en: (v) => `Order ${v.ref} for ${v.amount} placed`,
  },
  reminder: {
    de: (v) => `Erinnerung für „${v.ref}“ gesetzt`,
    en: (v) => `Reminder set for “${v.ref}”`,
  },
};

const latestActivities = preparedPer((db) => latestActivitiesQuery(db).prepare('latest_activities'));

/** The latest `limit` activities of a user as messages (the dashboard reads its 10 in its own statement). */
export async function recentActivities(ctx: Context, userId: string, limit: number) {
  return activityMessages(ctx, await latestActivities(ctx.db).execute({ userId, activityLimit: limit }));
}

/** Activity rows as messages in the request's language. */
export function activityMessages(ctx: Context, rows: readonly ActivityRow[]) {
  const { locale } = ctx;
  return Promise.all(
    rows.map(async (row) => {
      const asset = row.assetTypeId ? await ctx.services.catalog.byId(row.assetTypeId) : undefined;
      return {
        id: row.id,
        createdAt: row.createdAt,
        message: TEMPLATES[row.kind][locale]({
          asset: asset ? pick(locale, asset.nameDe, asset.nameEn) : '',
          amount: row.amount ? formatEuro(locale, row.amount) : '',
          ref: row.reference ?? '',
        }),
      };
    }),
  );
}

/**
 * The asset types, kept in memory: they are read on every marketplace view and investment, and change
 * when sample data is loaded or an operator edits them (domains/admin, which calls invalidate()). The list
 * is reloaded after `reuseMs`, so a change made by another process shows up within that time, and so does
 * the funding raised (the sum invested, read with the rows). Only published asset types are listed.
 */
import { type AssetCategory, type AssetType, servedAssetType } from '@wurzelwerk/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetTypes, investmentTotals, issuers } from '../../db/schema';
import { detached } from '../../db/scope';
import type { Locale } from '../../i18n';

export type AssetRow = typeof assetTypes.$inferSelect & {
  /** Sum of the paid investments in it (issue 33), a decimal string in euros. */
  fundingRaised: string;
  /** How many people hold a paid investment in it (issue 36). */
  investors: number;
  /** Its issuer (issue 33), the whole row: the information sheet prints the address. */
  issuer: typeof issuers.$inferSelect;
};

export { mediaUrl } from '@wurzelwerk/shared';

/** The public shape of a row (packages/shared/src/assetTypeColumns.ts: the one mapping, the samples' too). */
export const toAssetType = (row: AssetRow, locale: Locale): AssetType => servedAssetType(row, locale);

interface Loaded {
  at: number;
  rows: AssetRow[];
  /** The published rows: what is listed. */
  listed: AssetRow[];
  byId: Map<number, AssetRow>;
  lists: Map<string, readonly AssetType[]>;
}

function listOf(
  { listed: rows, lists }: Loaded,
  locale: Locale,
  category?: AssetCategory,
): readonly AssetType[] {
  const key = `${locale}:${category ?? ''}`;
  let list = lists.get(key);
  if (!list) {
    list = Object.freeze(
      rows
        .filter((row) => !category || row.category === category)
        .map((row) => Object.freeze(toAssetType(row, locale))),
    );
    lists.set(key, list);
  }
  return list;
}

export function createAssetCatalog(db: Database, options = { reuseMs: 60_000 }) {
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;

  const load = async () => {
    try {
      const raised = db
        .select({
          assetTypeId: investmentTotals.assetTypeId,
          // Paid investments only: money that arrived (issue 33). The caps' reservation counts awaiting ones too.
          sum: sql<string>`sum(${investmentTotals.paidInvestment})`.as('raised_sum'),
          // The people behind that money: one row per investor and asset type, counted where some is paid.
          investors: sql<number>`count(*) filter (where ${investmentTotals.paidQuantity} > 0)::int`.as(
            'raised_investors',
          ),
        })
        .from(investmentTotals)
        .groupBy(investmentTotals.assetTypeId)
        .as('raised');
      const found = await db
        .select({ row: assetTypes, raised: raised.sum, investors: raised.investors, issuer: issuers })
        .from(assetTypes)
        .innerJoin(issuers, eq(issuers.id, assetTypes.issuerId))
        .leftJoin(raised, sql`${raised.assetTypeId} = ${assetTypes.id}`)
        .orderBy(asc(assetTypes.id));
      const rows = found.map(({ row, raised, investors, issuer }) => ({
        ...row,
        fundingRaised: Number(raised ?? 0).toFixed(2),
        investors: Number(investors ?? 0),
        issuer,
      }));
      loaded = {
        at: performance.now(),
        rows,
        listed: rows.filter((row) => row.published),
        byId: new Map(rows.map((row) => [row.id, row])),
        lists: new Map(),
      };
      return loaded;
    } finally {
      loading = undefined;
    }
  };

  const isFresh = (catalog: Loaded) => performance.now() - catalog.at < options.reuseMs;
  const current = () => {
    if (loaded && isFresh(loaded)) return Promise.resolve(loaded);
    // Shared by every request waiting for it: one client leaving must not cancel it for the others.
    loading ??= detached(load);
    return loading;
  };

  return {
    async all(): Promise<AssetRow[]> {
      return (await current()).rows;
    },
    /** Any asset type by id, published or not (existing investments keep theirs). */
    async byId(id: number): Promise<AssetRow | undefined> {
      return (await current()).byId.get(id);
    },
    /**
     * The asset types of a language (and category), built once per loaded list and frozen: the same array
     * is returned to every request, and the REST layer serialises and encodes it once (rest/errors.ts).
     */
    async list(locale: Locale, category?: AssetCategory): Promise<readonly AssetType[]> {
      return listOf(await current(), locale, category);
    },
    /** The same list without waiting, when the loaded catalog is still fresh; otherwise undefined. */
    cachedList(locale: Locale, category?: AssetCategory): readonly AssetType[] | undefined {
      return loaded && isFresh(loaded) ? listOf(loaded, locale, category) : undefined;
    },
    /**
     * Forget the cached list (after the sample data or an operator changed it in this process). The one
     * way to refresh: the hot read (rest/hot.ts) finds no cached list and goes the regular way, which
     * reloads it.
     */
    invalidate(): void {
      loaded = undefined;
    },
  };
}

export type AssetCatalog = ReturnType<typeof createAssetCatalog>;

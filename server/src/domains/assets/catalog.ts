/**
 * The asset types, kept in memory: they are read on every marketplace view and investment, and change
 * only when sample data is loaded. The list is reloaded after `reuseMs`, so a seed run by another process
 * shows up within that time.
 */
import { type AssetCategory, type AssetType, trimDecimal } from '@wurzelwerk/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetTypes } from '../../db/schema';
import { detached } from '../../db/scope';
import { type Locale, pick } from '../../i18n';

export type AssetRow = typeof assetTypes.$inferSelect;

/** Where the app serves the images of asset types and livestreams. */
export const mediaUrl = (path: string) => `/media/${path}`;

export function toAssetType(row: AssetRow, locale: Locale): AssetType {
  return {
    id: row.id,
    name: pick(locale, row.nameDe, row.nameEn),
    description: pick(locale, row.descriptionDe, row.descriptionEn),
    category: row.category,
    basePrice: `${row.basePriceEuro} €`,
    expectedReturn: trimDecimal(row.expectedReturn),
    co2Impact: Number(row.co2Impact),
    imageUrl: mediaUrl(row.imagePath),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    productionInfo:
      row.productionInfoDe && row.productionInfoEn
        ? pick(locale, row.productionInfoDe, row.productionInfoEn)
        : null,
  };
}

interface Loaded {
  at: number;
  rows: AssetRow[];
  byId: Map<number, AssetRow>;
  lists: Map<string, readonly AssetType[]>;
}

function listOf({ rows, lists }: Loaded, locale: Locale, category?: AssetCategory): readonly AssetType[] {
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
      const rows = await db.select().from(assetTypes).orderBy(asc(assetTypes.id));
      loaded = {
        at: performance.now(),
        rows,
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
    /** Forget the cached list (after the sample data changed in this process). */
    invalidate(): void {
      loaded = undefined;
    },
  };
}

export type AssetCatalog = ReturnType<typeof createAssetCatalog>;

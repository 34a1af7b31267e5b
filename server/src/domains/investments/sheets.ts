/**
 * The information sheets' store in the database (pdf/sheetCache.ts, decision 0074): one row per version,
 * the first rendering of a source wins across processes.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { informationSheets } from '../../db/schema';
import type { SheetStore, StoredSheet } from '../../pdf/sheetCache';

export function databaseSheetStore(db: Database): SheetStore {
  const find = async (assetTypeId: number, locale: 'de' | 'en', sourceHash: string) => {
    const [row] = await db
      .select({ version: informationSheets.version, base64: informationSheets.pdf })
      .from(informationSheets)
      .where(
        and(
          eq(informationSheets.assetTypeId, assetTypeId),
          eq(informationSheets.locale, locale),
          eq(informationSheets.sourceHash, sourceHash),
        ),
      );
    return row;
  };
  return {
    find,
    async keep(assetTypeId, locale, sourceHash, sheet): Promise<StoredSheet> {
      await db
        .insert(informationSheets)
        .values({ version: sheet.version, assetTypeId, locale, sourceHash, pdf: sheet.base64 })
        .onConflictDoNothing();
      return (await find(assetTypeId, locale, sourceHash)) ?? sheet;
    },
  };
}

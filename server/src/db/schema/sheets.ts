/**
 * The information sheets as served (issue 35, decision 0074): each version of an offer's sheet in a language,
 * named by the SHA-256 of its PDF bytes and kept, so that every process serves the same bytes for one state
 * of the offer and an investment's acknowledged version can be shown again later.
 */
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { assetTypes } from './domain';

export const informationSheets = pgTable(
  'information_sheets',
  {
    /** SHA-256 of the PDF bytes, hex. */
    version: text('version').primaryKey(),
    assetTypeId: integer('asset_type_id')
      .notNull()
      .references(() => assetTypes.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['de', 'en'] }).notNull(),
    /** A hash of the asset type's row (with its issuer) it was rendered from (pdf/sheetCache.ts). */
    sourceHash: text('source_hash').notNull(),
    /** The PDF, base64. */
    pdf: text('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('information_sheets_source').on(t.assetTypeId, t.locale, t.sourceHash)],
);

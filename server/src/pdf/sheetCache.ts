/**
 * The public information sheets, rendered once per asset type, language and version (issue 31): a sheet
 * takes tens of milliseconds of CPU on the event loop, so anonymous clients asking for it again and again
 * would hold up everyone else. The version is a hash of the asset type's row as the operator left it (the
 * funding raised, which the sheet does not print, left out): an edit makes a new version, which replaces
 * the old one of that asset type and language. Parallel requests for a version not yet rendered share its
 * one rendering. The ETag names the version (weak: a sheet rendered by another process has the same
 * content, but its own creation date inside).
 */
import { createHash } from 'node:crypto';
import type { Locale } from '../i18n';
import { informationSheetPdf, type SheetAsset } from './informationSheet';

/** An asset type as the catalogue reads it: its row, perhaps with the funding raised (not on the sheet). */
type AssetRow = SheetAsset & { fundingRaised?: string };

export interface CachedSheet {
  bytes: Uint8Array;
  /** The bytes as base64, as the procedure answers them. */
  base64: string;
  etag: string;
}

/** How many sheets a process keeps at most (every asset type in both languages, with room to spare). */
const MAX_SHEETS = 256;

/** The version of an asset type's sheet: what the operator can change, without the funding raised. */
export function sheetVersion(asset: AssetRow): string {
  const { fundingRaised: _, ...row } = asset;
  return createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 22);
}

export function createSheetCache(render = informationSheetPdf, maxSheets = MAX_SHEETS) {
  /** By `${id}:${locale}`: the current version and its rendering (in flight or done). */
  const sheets = new Map<string, { version: string; sheet: Promise<CachedSheet> }>();
  let renders = 0;

  return {
    /** The sheet of this version of the asset type in `locale`: from the cache, else rendered once. */
    get(asset: AssetRow, locale: Locale): Promise<CachedSheet> {
      const key = `${asset.id}:${locale}`;
      const version = sheetVersion(asset);
      const kept = sheets.get(key);
      if (kept?.version === version) return kept.sheet;
      renders += 1;
      const sheet = render(asset, locale).then((bytes) => ({
        bytes,
        base64: Buffer.from(bytes).toString('base64'),
        etag: `W/"sheet-${asset.id}-${locale}-${version}"`,
      }));
      // The newest version replaces an older one of the same sheet; the oldest sheet goes beyond the cap.
      sheets.delete(key);
      sheets.set(key, { version, sheet });
      if (sheets.size > maxSheets) sheets.delete(sheets.keys().next().value as string);
      // A failed rendering is not kept: the next request tries again.
      sheet.catch(() => {
        if (sheets.get(key)?.sheet === sheet) sheets.delete(key);
      });
      return sheet;
    },
    /** How many renderings this cache started (tests). */
    get renders() {
      return renders;
    },
  };
}

export type SheetCache = ReturnType<typeof createSheetCache>;

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The public information sheets, rendered once per asset type, language and version (issue 31): a sheet
 * takes tens of milliseconds of CPU on the event loop, so anonymous clients asking for it again and again
 * would hold up everyone else. The source of a version is a hash of the asset type's own row and its issuer,
 * as the operator left them — not the catalogue's live figures beside them (the funding raised, the number of
 * investors), which change with every payment while the sheet does not print them: an edit makes a new
 * version, which replaces the old one of that asset type and language. Parallel requests for a version not
 * yet rendered share its one rendering, which runs outside the scope of the request that started it.
 *
 * A version is named by the SHA-256 of its PDF bytes (issue 35, decision 0074): what the investor
 * acknowledges. The bytes are kept in a store (the database's `information_sheets`), so every process serves
 * the same bytes for one state of the offer — the first rendering anywhere wins — and the ETag names them.
 */
import { createHash } from 'node:crypto';
import { LANGUAGES } from '@wurzelwerk/shared';
import { getTableColumns } from 'drizzle-orm';
import { assetTypes } from '../db/schema';
import { detached } from '../db/scope';
import type { Locale } from '../i18n';
import { informationSheetPdf, type SheetAsset } from './informationSheet';

export interface CachedSheet {
  bytes: Uint8Array;
  /** The bytes as base64, as the procedure answers them. */
  base64: string;
  /** The SHA-256 of the bytes (hex): the version an investor acknowledges. */
  version: string;
  etag: string;
}

/** A sheet as kept: its version and its bytes (base64). */
export interface StoredSheet {
  version: string;
  base64: string;
}

/** Where rendered sheets are kept across processes, by asset type, language and source hash. */
export interface SheetStore {
  find(assetTypeId: number, locale: Locale, sourceHash: string): Promise<StoredSheet | undefined>;
  /** Keeps a rendered sheet unless one of the same source was kept first: resolves to the one kept. */
  keep(assetTypeId: number, locale: Locale, sourceHash: string, sheet: StoredSheet): Promise<StoredSheet>;
}

/** A store in this process only (tests, and the cache's own unit tests). */
export function memorySheetStore(): SheetStore {
  const kept = new Map<string, StoredSheet>();
  return {
    find: async (id, locale, source) => kept.get(`${id}:${locale}:${source}`),
    keep: async (id, locale, source, sheet) => {
      const key = `${id}:${locale}:${source}`;
      if (!kept.has(key)) kept.set(key, sheet);
      return kept.get(key) ?? sheet;
    },
  };
}

/** How many sheets a process keeps at most (every asset type in both languages, with room to spare). */
const MAX_SHEETS = 256;

/** The asset type's own columns: what an operator edits (the catalogue adds live figures beside them). */
const OWN_COLUMNS = Object.keys(getTableColumns(assetTypes)) as (keyof typeof assetTypes.$inferSelect)[];
/**
 * Sources already hashed, by row: the catalogue hands every request the same row object until it reloads,
 * and every investment asks for the sheet's versions (the hash of two languages' rows was 5 % of its CPU).
 */
const sources = new WeakMap<SheetAsset, string>();

/** The source of an asset type's sheet: its own columns and its issuer, nothing the catalogue adds. */
export function sheetSource(asset: SheetAsset): string {
  let source = sources.get(asset);
  if (source === undefined) {
    const own = OWN_COLUMNS.map((column) => asset[column]);
    source = createHash('sha256')
      .update(JSON.stringify([own, asset.issuer]))
      .digest('base64url')
      .slice(0, 22);
    sources.set(asset, source);
  }
  return source;
}

/** The version of a sheet: the SHA-256 of its bytes, hex. */
export const sheetVersionOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function createSheetCache(
  store: SheetStore = memorySheetStore(),
  render = informationSheetPdf,
  maxSheets = MAX_SHEETS,
) {
  /** By `${id}:${locale}`: the current source and its sheet (in flight or done). */
  const sheets = new Map<string, { source: string; sheet: Promise<CachedSheet> }>();
  let renders = 0;

  /** The kept sheet of this source, else a new rendering, kept unless another process was first. */
  async function load(asset: SheetAsset, locale: Locale, source: string): Promise<CachedSheet> {
    let stored = await store.find(asset.id, locale, source);
    if (!stored) {
      renders += 1;
      const bytes = await render(asset, locale);
      const fresh = { version: sheetVersionOf(bytes), base64: Buffer.from(bytes).toString('base64') };
      stored = await store.keep(asset.id, locale, source, fresh);
    }
    return {
      bytes: new Uint8Array(Buffer.from(stored.base64, 'base64')),
      base64: stored.base64,
      version: stored.version,
      etag: `W/"sheet-${asset.id}-${locale}-${stored.version}"`,
    };
  }

  const cache = {
    /** The sheet of this version of the asset type in `locale`: from the cache, else loaded once. */
    get(asset: SheetAsset, locale: Locale): Promise<CachedSheet> {
      const key = `${asset.id}:${locale}`;
      const source = sheetSource(asset);
      const kept = sheets.get(key);
      if (kept?.source === source) return kept.sheet;
      // Shared by every request that asks meanwhile: the client that started it leaving must not fail it
      // (its store write given up at COMMIT) for the others — nor for the investments acknowledging it.
      const sheet = detached(() => load(asset, locale, source));
      // The newest version replaces an older one of the same sheet; the oldest sheet goes beyond the cap.
      sheets.delete(key);
      sheets.set(key, { source, sheet });
      if (sheets.size > maxSheets) sheets.delete(sheets.keys().next().value as string);
      // A failed rendering is not kept: the next request tries again.
      sheet.catch(() => {
        if (sheets.get(key)?.sheet === sheet) sheets.delete(key);
      });
      return sheet;
    },
    /** The versions of the asset type's current sheets, one per language: what an investor may acknowledge. */
    async versions(asset: SheetAsset): Promise<string[]> {
      return Promise.all(LANGUAGES.map(async (locale) => (await cache.get(asset, locale)).version));
    },
    /** How many renderings this cache started (tests). */
    get renders() {
      return renders;
    },
  };
  return cache;
}

export type SheetCache = ReturnType<typeof createSheetCache>;

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

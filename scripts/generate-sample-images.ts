/**
 * `bun scripts/generate-sample-images.ts`: writes the flat SVG illustrations for the sample asset types
 * (server/assets/images/assets/<slug>.svg) and livestream thumbnails (server/assets/images/streams/<slug>.svg).
 * Deterministic: every shape and colour comes from a PRNG seeded with a hash of the slug, so running it again
 * produces identical files. No text, fonts or external references; each file stays well below 6 KB.
 * The pieces live in scripts/sample-images/: random (the PRNG), colour (palettes), svg (primitives), scenery
 * (sky, hills, trees), scenes-* (one scene per motif) and motifs (which scene draws which slug).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  type AssetCategory,
  DEFAULT_IMAGES,
  type StreamCategory,
  sampleAssetTypes,
  sampleLivestreams,
} from '@wurzelwerk/shared';
import { makeCtx } from './sample-images/colour';
import { ASSET_MOTIFS, CATEGORY_MOTIFS, MOTIF_CATEGORY, MOTIFS, STREAM_MOTIFS } from './sample-images/motifs';
import { H, W } from './sample-images/svg';

const IMAGES_DIR = join(import.meta.dir, '..', 'server', 'assets', 'images');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

export function renderAsset(slug: string, category: AssetCategory, title: string): string {
  const motif = ASSET_MOTIFS[slug] ?? CATEGORY_MOTIFS[category];
  return svg(title, MOTIFS[motif](makeCtx(MOTIF_CATEGORY[motif], slug)));
}

const STREAM_CATEGORY_ASSET: Record<StreamCategory, AssetCategory> = {
  trees: 'trees',
  animals: 'animals',
  energy: 'energy',
  farming: 'fields',
};

export function renderStream(
  slug: string,
  category: StreamCategory,
  title: string,
  assetSlug?: string,
): string {
  const motif =
    STREAM_MOTIFS[slug] ??
    (assetSlug ? ASSET_MOTIFS[assetSlug] : undefined) ??
    CATEGORY_MOTIFS[STREAM_CATEGORY_ASSET[category]];
  // No play symbol in the picture (issue 36): the card shows a play button only where the stream plays.
  return svg(title, MOTIFS[motif](makeCtx(MOTIF_CATEGORY[motif], `stream:${slug}`)));
}

function writeAll(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  // Remove images of sample entries that no longer exist.
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.svg') && !files.has(name)) rmSync(join(dir, name));
  }
  for (const [name, content] of files) {
    writeFileSync(join(dir, name), content);
    const size = Buffer.byteLength(content);
    console.log(`${size > 6000 ? 'TOO LARGE ' : ''}${join(dir, name)} (${size} B)`);
  }
}

if (import.meta.main) {
  writeAll(
    join(IMAGES_DIR, 'assets'),
    new Map([
      ...sampleAssetTypes.map((a) => [`${a.slug}.svg`, renderAsset(a.slug, a.category, a.name.de)] as const),
      // A project's picture when the operator gives none (decision 0080).
      ...DEFAULT_IMAGES.asset.map(
        ({ category, path }) =>
          [basename(path), renderAsset(basename(path, '.svg'), category, 'Projekt')] as const,
      ),
    ]),
  );
  writeAll(
    join(IMAGES_DIR, 'streams'),
    new Map([
      ...sampleLivestreams.map(
        (s) => [`${s.slug}.svg`, renderStream(s.slug, s.category, s.title.de, s.assetSlug)] as const,
      ),
      ...DEFAULT_IMAGES.stream.map(
        ({ category, path }) =>
          [basename(path), renderStream(basename(path, '.svg'), category, 'Livestream')] as const,
      ),
    ]),
  );
}

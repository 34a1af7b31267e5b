import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AssetCategory,
  type Localized,
  type StreamCategory,
  sampleAssetTypes,
  sampleLivestreams,
  sampleNews,
} from '@wurzelwerk/shared';

const IMAGES_DIR = join(import.meta.dir, '..', '..', '..', '..', 'assets', 'images');
const DECIMAL = /^\d+(\.\d+)?$/;

function expectLocalized(text: Localized): void {
  expect(text.de.trim()).not.toBe('');
  expect(text.en.trim()).not.toBe('');
}

test('asset types: four per category, at least 16', () => {
  expect(sampleAssetTypes.length).toBeGreaterThanOrEqual(16);
  const categories: AssetCategory[] = ['trees', 'animals', 'fields', 'energy'];
  for (const category of categories) {
    expect(sampleAssetTypes.filter((a) => a.category === category)).toHaveLength(4);
  }
});

test('asset types: unique kebab-case slugs', () => {
  const slugs = sampleAssetTypes.map((a) => a.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('asset types: prices are whole euros within 50–1000 and spread out', () => {
  for (const a of sampleAssetTypes) {
    expect(Number.isInteger(a.basePriceEuro)).toBe(true);
    expect(a.basePriceEuro).toBeGreaterThanOrEqual(50);
    expect(a.basePriceEuro).toBeLessThanOrEqual(1000);
  }
  expect(new Set(sampleAssetTypes.map((a) => a.basePriceEuro)).size).toBeGreaterThanOrEqual(10);
});

test('asset types: return and CO₂ are decimal strings in a plausible range', () => {
  for (const a of sampleAssetTypes) {
    expect(a.expectedReturn).toMatch(DECIMAL);
    expect(a.co2Impact).toMatch(DECIMAL);
    expect(Number(a.expectedReturn)).toBeGreaterThanOrEqual(3.5);
    expect(Number(a.expectedReturn)).toBeLessThanOrEqual(9.5);
    expect(Number(a.co2Impact)).toBeGreaterThan(0);
  }
});

test('asset types: every text is present in German and English', () => {
  for (const a of sampleAssetTypes) {
    expectLocalized(a.name);
    expectLocalized(a.description);
    expectLocalized(a.productionInfo);
    expect(a.name.de).not.toBe(a.name.en);
    expect(a.location.trim()).not.toBe('');
  }
});

test('news: at least six items with distinct days within the last month', () => {
  expect(sampleNews.length).toBeGreaterThanOrEqual(6);
  expect(new Set(sampleNews.map((n) => n.slug)).size).toBe(sampleNews.length);
  expect(new Set(sampleNews.map((n) => n.daysAgo)).size).toBe(sampleNews.length);
  for (const n of sampleNews) {
    expect(Number.isInteger(n.daysAgo)).toBe(true);
    expect(n.daysAgo).toBeGreaterThanOrEqual(0);
    expect(n.daysAgo).toBeLessThanOrEqual(30);
    expectLocalized(n.title);
    expectLocalized(n.content);
    expect(n.title.de).not.toBe(n.title.en);
  }
});

test('livestreams: live and scheduled ones, every category, valid asset links', () => {
  expect(sampleLivestreams.length).toBeGreaterThanOrEqual(6);
  expect(new Set(sampleLivestreams.map((s) => s.slug)).size).toBe(sampleLivestreams.length);
  const live = sampleLivestreams.filter((s) => s.startOffsetMinutes < 0);
  const scheduled = sampleLivestreams.filter((s) => s.startOffsetMinutes > 0);
  expect(live.length).toBeGreaterThanOrEqual(2);
  expect(scheduled.length).toBeGreaterThanOrEqual(2);
  for (const s of live) {
    expect(s.viewers).toBeGreaterThanOrEqual(30);
    expect(s.viewers).toBeLessThanOrEqual(2000);
  }
  for (const s of scheduled) expect(s.viewers).toBe(0);
  // Issue 36: a stream called live can be watched — each live sample plays its own loop from the build.
  for (const s of live) expect(s.streamUrl).toBe(`/media/streams/loops/${s.slug}.webm`);

  const categories: StreamCategory[] = ['trees', 'animals', 'energy', 'farming'];
  for (const category of categories) {
    expect(sampleLivestreams.some((s) => s.category === category)).toBe(true);
  }

  const assetSlugs = new Set(sampleAssetTypes.map((a) => a.slug));
  for (const s of sampleLivestreams) {
    expectLocalized(s.title);
    expect(s.title.de).not.toBe(s.title.en);
    expect(s.location.trim()).not.toBe('');
    if (s.assetSlug !== undefined) expect(assetSlugs.has(s.assetSlug)).toBe(true);
  }
});

test('images: one small, self-contained SVG per asset type and per livestream', () => {
  const files = [
    ...sampleAssetTypes.map((a) => ({ file: join(IMAGES_DIR, 'assets', `${a.slug}.svg`), title: a.name.de })),
    ...sampleLivestreams.map((s) => ({
      file: join(IMAGES_DIR, 'streams', `${s.slug}.svg`),
      title: s.title.de,
    })),
  ];
  for (const { file, title } of files) {
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(6144);
    expect(svg).toStartWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`<title>${title}</title>`);
    expect(svg).not.toMatch(/<text|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
  }
});

test('stream addresses: every live sample stream plays a loop the build makes (issue 36)', () => {
  const playable = sampleLivestreams.filter((s) => s.streamUrl !== undefined);
  expect(playable.length).toBeGreaterThanOrEqual(2);
  // The files themselves: scripts/stream-loops.test.ts (they are made by `bun run build`, not kept in git).
  for (const { streamUrl, slug, startOffsetMinutes } of playable) {
    expect(startOffsetMinutes).toBeLessThan(0);
    expect(streamUrl).toBe(`/media/streams/loops/${slug}.webm`);
  }
});

/**
 * `bun scripts/generate-sample-images.ts`: writes the flat SVG illustrations for the sample asset types
 * (server/assets/images/assets/<slug>.svg) and livestream thumbnails (server/assets/images/streams/<slug>.svg).
 * Deterministic: every shape and colour comes from a PRNG seeded with a hash of the slug, so running it again
 * produces identical files. No text, fonts or external references; each file stays well below 6 KB.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AssetCategory,
  type StreamCategory,
  sampleAssetTypes,
  sampleLivestreams,
} from '@wurzelwerk/shared';

const IMAGES_DIR = join(import.meta.dir, '..', 'server', 'assets', 'images');
const W = 800;
const H = 500;

// ---------------------------------------------------------------------------------------------------------
// Determinism: FNV-1a hash of the slug seeds a mulberry32 PRNG.

export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Colours: a palette per category, shifted in hue and lightness per slug.

type Hsl = readonly [number, number, number];
type Role = 'sky' | 'sun' | 'far' | 'mid' | 'near' | 'main' | 'second' | 'accent' | 'dark' | 'water';

const PALETTES: Record<AssetCategory, Record<Role, Hsl>> = {
  trees: {
    sky: [200, 62, 86],
    sun: [48, 95, 80],
    far: [150, 22, 68],
    mid: [128, 30, 50],
    near: [105, 36, 41],
    main: [150, 40, 26],
    second: [95, 42, 42],
    accent: [25, 40, 30],
    dark: [150, 30, 18],
    water: [198, 52, 62],
  },
  animals: {
    sky: [195, 58, 86],
    sun: [46, 95, 74],
    far: [105, 26, 67],
    mid: [92, 38, 55],
    near: [84, 42, 45],
    main: [44, 92, 56],
    second: [35, 10, 72],
    accent: [30, 35, 40],
    dark: [20, 15, 16],
    water: [198, 48, 60],
  },
  fields: {
    sky: [205, 66, 85],
    sun: [44, 96, 62],
    far: [115, 24, 60],
    mid: [44, 72, 60],
    near: [38, 64, 50],
    main: [95, 42, 38],
    second: [24, 36, 36],
    accent: [4, 78, 52],
    dark: [110, 35, 24],
    water: [200, 50, 60],
  },
  energy: {
    sky: [208, 62, 84],
    sun: [46, 96, 72],
    far: [160, 16, 68],
    mid: [110, 30, 52],
    near: [100, 34, 42],
    main: [210, 14, 97],
    second: [222, 48, 27],
    accent: [210, 10, 62],
    dark: [215, 20, 22],
    water: [205, 58, 54],
  },
};

export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const lig = Math.min(100, Math.max(0, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

interface Ctx {
  /** Random number in [a, b). */
  rnd: (a: number, b: number) => number;
  /** Palette colour by role. */
  p: Record<Role, string>;
  /** Any colour, shifted like the palette. */
  c: (hsl: Hsl) => string;
}

function makeCtx(category: AssetCategory, seed: string): Ctx {
  const rng = mulberry32(hash(seed));
  const rnd = (a: number, b: number) => a + (b - a) * rng();
  const dh = rnd(-11, 11);
  const dl = rnd(-5, 5);
  const c = ([h, s, l]: Hsl) => hslToHex(h + dh, s, l + dl);
  const base = PALETTES[category];
  const p = Object.fromEntries(
    (Object.keys(base) as Role[]).map((role) => {
      const [h, s, l] = base[role];
      // Keep the sun sunny and whites white: only a small shift for those.
      return [role, role === 'sun' || s < 15 ? hslToHex(h + dh / 4, s, l + dl / 3) : c([h, s, l])];
    }),
  ) as Record<Role, string>;
  return { rnd, p, c };
}

// ---------------------------------------------------------------------------------------------------------
// Primitives (coordinates rounded to keep the files small).

const r1 = (v: number) => Math.round(v * 10) / 10;
const num = (v: number) => String(Math.round(v));

const rect = (x: number, y: number, w: number, h: number, fill?: string, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill?: string) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${fill ? ` fill="${fill}"` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill?: string, extra = '') =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const poly = (pts: number[]) => {
  let d = '';
  for (let i = 0; i < pts.length; i += 2)
    d += `${i === 0 ? 'M' : 'L'}${num(pts[i] ?? 0)} ${num(pts[i + 1] ?? 0)}`;
  return `${d}Z`;
};
const group = (attrs: string, body: string) => `<g ${attrs}>${body}</g>`;
const at = (x: number, y: number, s = 1, flip = false) =>
  `transform="translate(${num(x)} ${num(y)}) scale(${flip ? -r1(s * 100) / 100 : r1(s * 100) / 100}${flip ? ` ${r1(s * 100) / 100}` : ''})"`;

// ---------------------------------------------------------------------------------------------------------
// Scenery.

function sky(x: Ctx, withSun = true, clouds = 2): string {
  let out = rect(0, 0, W, H, x.p.sky);
  if (withSun) out += circle(x.rnd(90, 710), x.rnd(70, 115), x.rnd(32, 46), x.p.sun);
  let cl = '';
  for (let i = 0; i < clouds; i++) {
    const cx = x.rnd(80 + i * 330, 380 + i * 330);
    const cy = x.rnd(60, 150);
    const s = x.rnd(0.7, 1.2);
    cl +=
      ellipse(cx, cy, 52 * s, 15 * s) +
      circle(cx - 16 * s, cy - 9 * s, 19 * s) +
      circle(cx + 14 * s, cy - 12 * s, 23 * s);
  }
  return cl ? out + group('fill="#fff" opacity=".85"', cl) : out;
}

/** A rolling hill whose top stays within y ± amp. */
function hill(x: Ctx, y: number, amp: number, fill: string): string {
  const a = y + x.rnd(-amp, amp);
  const b = y + x.rnd(-amp, amp);
  const cx1 = x.rnd(120, 320);
  const cx2 = x.rnd(480, 680);
  return path(
    `M0 ${num(a)}C${num(cx1)} ${num(y - amp)} ${num(cx2)} ${num(y + amp)} 800 ${num(b)}V500H0Z`,
    fill,
  );
}

function conifer(cx: number, by: number, h: number, fill: string, trunk: string): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const top = by - h + i * h * 0.24;
    const hw = h * (0.15 + i * 0.07);
    d += poly([cx, top, cx - hw, top + h * 0.42, cx + hw, top + h * 0.42]);
  }
  return rect(cx - h * 0.04, by - h * 0.14, h * 0.08, h * 0.14, trunk) + path(d, fill);
}

function deciduous(cx: number, by: number, h: number, fill: string, trunk: string, fruit?: string): string {
  let out =
    rect(cx - h * 0.05, by - h * 0.5, h * 0.1, h * 0.5, trunk) +
    group(
      `fill="${fill}"`,
      circle(cx, by - h * 0.7, h * 0.28) +
        circle(cx - h * 0.2, by - h * 0.52, h * 0.21) +
        circle(cx + h * 0.2, by - h * 0.54, h * 0.21),
    );
  if (fruit) {
    let dots = '';
    for (const [dx, dy] of [
      [-0.2, -0.55],
      [0.05, -0.78],
      [0.22, -0.6],
      [-0.08, -0.5],
      [0.12, -0.45],
      [-0.22, -0.72],
    ] as const) {
      dots += circle(cx + dx * h, by + dy * h, h * 0.035);
    }
    out += group(`fill="${fruit}"`, dots);
  }
  return out;
}

function birch(cx: number, by: number, h: number, crown: string, bark: string): string {
  return (
    ellipse(cx, by - h * 0.72, h * 0.18, h * 0.3, crown) +
    rect(cx - h * 0.025, by - h * 0.7, h * 0.05, h * 0.7, '#f4f1ea') +
    path(
      `M${num(cx - h * 0.025)} ${num(by - h * 0.5)}h${num(h * 0.03)}M${num(cx)} ${num(by - h * 0.32)}h${num(h * 0.025)}M${num(cx - h * 0.025)} ${num(by - h * 0.15)}h${num(h * 0.02)}`,
      'none',
      ` stroke="${bark}" stroke-width="${num(h * 0.02)}"`,
    )
  );
}

/** Tree line on the horizon as a row of bumps. */
function treeLine(x: Ctx, y: number, fill: string): string {
  let d = `M0 ${num(y)}`;
  let px = 0;
  while (px < W) {
    const w = x.rnd(18, 40);
    d += `Q${num(px + w / 2)} ${num(y - x.rnd(14, 30))} ${num(px + w)} ${num(y)}`;
    px += w;
  }
  return path(`${d}V${num(y + 30)}H0Z`, fill);
}

function flowerDots(x: Ctx, top: number, count: number, colours: string[], maxR: number): string {
  const groups: string[] = colours.map(() => '');
  for (let i = 0; i < count; i++) {
    const t = x.rnd(0, 1) ** 0.8;
    const cy = top + t * (H - top);
    const k = i % colours.length;
    groups[k] += circle(x.rnd(0, W), cy, 1.2 + t * maxR);
  }
  return colours.map((col, k) => group(`fill="${col}"`, groups[k] ?? '')).join('');
}

function bee(cx: number, cy: number, s: number, angle: number, x: Ctx): string {
  return group(
    `transform="translate(${num(cx)} ${num(cy)}) rotate(${Math.round(angle)}) scale(${r1(s * 10) / 10})"`,
    group('fill="#fff" opacity=".85"', ellipse(-3, -10, 7, 5) + ellipse(4, -10, 6, 4)) +
      ellipse(0, 0, 12, 8, x.p.main) +
      path('M-4-7.5v15M3-7.6v15', 'none', ` stroke="${x.p.dark}" stroke-width="3"`) +
      circle(12, -1, 5, x.p.dark),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Motifs.

type Motif =
  | 'mixedForest'
  | 'orchard'
  | 'fen'
  | 'floodplain'
  | 'beaver'
  | 'bees'
  | 'sheep'
  | 'buffalo'
  | 'goats'
  | 'grain'
  | 'agroforest'
  | 'vegetables'
  | 'flowers'
  | 'wind'
  | 'agripv'
  | 'hydro'
  | 'solarRoof';

const ASSET_MOTIFS: Record<string, Motif> = {
  'mischwald-schwarzwald': 'mixedForest',
  'streuobstwiese-franken': 'orchard',
  'moorwald-rhinluch': 'fen',
  'auwald-mittelelbe': 'floodplain',
  'bienenvoelker-kaiserstuhl': 'bees',
  'heidschnucken-lueneburger-heide': 'sheep',
  'wasserbueffel-peenetal': 'buffalo',
  'ziegen-mosel-steillagen': 'goats',
  'bio-dinkel-schwaebische-alb': 'grain',
  'agroforst-uckermark': 'agroforest',
  'solawi-gemuesehof-leipzig': 'vegetables',
  'bluehflaechen-wendland': 'flowers',
  'buergerwindpark-nordfriesland': 'wind',
  'agri-pv-obstplantage-bodensee': 'agripv',
  'kleinwasserkraft-allgaeu': 'hydro',
  'solardach-schule-muenster': 'solarRoof',
};
const STREAM_MOTIFS: Record<string, Motif> = { 'biber-an-der-mittelelbe': 'beaver' };
const CATEGORY_MOTIFS: Record<AssetCategory, Motif> = {
  trees: 'mixedForest',
  animals: 'sheep',
  fields: 'grain',
  energy: 'wind',
};
const MOTIF_CATEGORY: Record<Motif, AssetCategory> = {
  mixedForest: 'trees',
  orchard: 'trees',
  fen: 'trees',
  floodplain: 'trees',
  beaver: 'trees',
  bees: 'animals',
  sheep: 'animals',
  buffalo: 'animals',
  goats: 'animals',
  grain: 'fields',
  agroforest: 'fields',
  vegetables: 'fields',
  flowers: 'fields',
  wind: 'energy',
  agripv: 'energy',
  hydro: 'energy',
  solarRoof: 'energy',
};

function mixedForest(x: Ctx): string {
  let out = sky(x) + hill(x, 230, 25, x.p.far);
  const row = (base: number, hMin: number, hMax: number, count: number) => {
    let s = '';
    for (let i = 0; i < count; i++) {
      const cx = (i + x.rnd(0.1, 0.9)) * (W / count);
      const h = x.rnd(hMin, hMax);
      const by = base + x.rnd(0, 14);
      s +=
        x.rnd(0, 1) < 0.55
          ? conifer(cx, by, h, x.p.main, x.p.accent)
          : deciduous(cx, by, h * 0.85, x.p.second, x.p.accent);
    }
    return s;
  };
  out += row(318, 80, 120, 9) + hill(x, 292, 18, x.p.mid);
  out += row(418, 120, 170, 6) + hill(x, 395, 15, x.p.near);
  // Young trees planted in rows on the cleared slope.
  let young = '';
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < 9; i++) {
      const cx = 40 + i * 90 + r * 45 + x.rnd(-8, 8);
      const by = 452 + r * 36;
      const h = 30 + r * 8;
      young += poly([
        cx,
        by - h,
        cx - h * 0.3,
        by - h * 0.35,
        cx - h * 0.12,
        by - h * 0.35,
        cx - h * 0.36,
        by,
        cx + h * 0.36,
        by,
        cx + h * 0.12,
        by - h * 0.35,
        cx + h * 0.3,
        by - h * 0.35,
      ]);
    }
  }
  return out + path(young, x.p.dark);
}

function orchard(x: Ctx): string {
  let out = sky(x) + hill(x, 250, 20, x.p.far) + treeLine(x, 262, x.p.main) + hill(x, 300, 15, x.p.mid);
  out += flowerDots(x, 320, 40, ['#ffffff', x.c([50, 90, 62])], 3);
  const fruit = x.c([4, 78, 50]);
  const trees = Array.from({ length: 6 }, (_, i) => ({
    cx: (i + x.rnd(0.15, 0.85)) * (W / 6),
    by: x.rnd(340, 470),
  })).sort((a, b) => a.by - b.by);
  for (const t of trees) out += deciduous(t.cx, t.by, 90 + (t.by - 330) * 0.9, x.p.second, x.p.accent, fruit);
  return out;
}

function fen(x: Ctx): string {
  let out = sky(x) + treeLine(x, 290, x.p.far) + rect(0, 300, W, 200, x.p.mid);
  let pools = '';
  for (let i = 0; i < 4; i++) {
    pools += ellipse(x.rnd(60, 740), 330 + i * 42, x.rnd(60, 130), 10 + i * 4);
  }
  out += group(`fill="${x.p.water}"`, pools);
  let reeds = '';
  for (let i = 0; i < 30; i++) {
    const rx = x.rnd(0, W);
    const ry = x.rnd(330, 495);
    reeds += `M${num(rx)} ${num(ry)}l${num(x.rnd(-4, 4))} ${num(-x.rnd(14, 30))}`;
  }
  out += path(reeds, 'none', ` stroke="${x.p.dark}" stroke-width="2" stroke-linecap="round"`);
  const trees = Array.from({ length: 7 }, (_, i) => ({
    cx: (i + x.rnd(0.1, 0.9)) * (W / 7),
    by: x.rnd(330, 480),
    kind: i % 2,
  })).sort((a, b) => a.by - b.by);
  for (const t of trees) {
    const h = 70 + (t.by - 320) * 0.8;
    out +=
      t.kind === 0
        ? birch(t.cx, t.by, h, x.c([85, 45, 55]), x.p.dark)
        : deciduous(t.cx, t.by, h * 0.9, x.p.main, x.p.accent);
  }
  return out;
}

function river(x: Ctx, top: number): string {
  const vx = x.rnd(330, 470);
  return path(
    `M${num(vx - 12)} ${top}C${num(vx - 140)} ${top + 60} ${num(vx + 160)} ${top + 110} ${num(vx - 150)} 500H${num(vx + 190)}C${num(vx + 330)} ${top + 110} ${num(vx + 30)} ${top + 60} ${num(vx + 14)} ${top}Z`,
    x.p.water,
  );
}

function floodplain(x: Ctx, beaver = false): string {
  let out = sky(x) + hill(x, 255, 15, x.p.far) + treeLine(x, 280, x.p.main) + rect(0, 290, W, 210, x.p.mid);
  out += river(x, 290);
  const trees = [
    { cx: x.rnd(30, 110), by: x.rnd(400, 470) },
    { cx: x.rnd(150, 240), by: x.rnd(320, 360) },
    { cx: x.rnd(560, 640), by: x.rnd(320, 360) },
    { cx: x.rnd(690, 770), by: x.rnd(410, 480) },
    { cx: x.rnd(240, 300), by: x.rnd(300, 320) },
  ].sort((a, b) => a.by - b.by);
  for (const t of trees) out += deciduous(t.cx, t.by, 60 + (t.by - 290) * 1.05, x.p.second, x.p.accent);
  if (beaver) {
    const fur = x.c([25, 45, 30]);
    out += group(
      at(x.rnd(130, 200), 470, 1.4),
      ellipse(-34, -6, 20, 7, x.c([20, 30, 20]), ' transform="rotate(-12 -34 -6)"') +
        ellipse(0, -16, 30, 17, fur) +
        circle(28, -24, 12, fur) +
        circle(24, -35, 4, fur) +
        circle(33, -27, 2, '#111') +
        rect(36, -20, 4, 5, '#f2e9d8'),
    );
    out += path('M690 500l8-38 9 14 9-12 6 36Z', x.p.accent);
  }
  return out;
}

function bees(x: Ctx): string {
  let out = sky(x) + hill(x, 260, 18, x.p.far) + hill(x, 320, 14, x.p.mid) + hill(x, 400, 10, x.p.near);
  out += flowerDots(x, 330, 30, ['#ffffff', x.c([48, 90, 62]), x.c([280, 40, 62])], 4);
  const hues = [200, 10, 140, 45];
  for (let i = 0; i < 3; i++) {
    const hx = 150 + i * 150 + x.rnd(-20, 20);
    const hy = 440 + x.rnd(-10, 10);
    const box = x.c([hues[(i + Math.floor(x.rnd(0, 4))) % 4] ?? 200, 45, 62]);
    out +=
      rect(hx - 40, hy - 6, 6, 26, x.p.dark) +
      rect(hx + 34, hy - 6, 6, 26, x.p.dark) +
      rect(hx - 45, hy - 60, 90, 56, box) +
      rect(hx - 45, hy - 116, 90, 54, box, ' opacity=".85"') +
      rect(hx - 52, hy - 128, 104, 14, x.p.accent) +
      rect(hx - 16, hy - 18, 32, 6, x.p.dark);
  }
  let flight = '';
  for (let i = 0; i < 5; i++) {
    flight += bee(x.rnd(80, 720), x.rnd(170, 300), x.rnd(0.8, 1.3), x.rnd(-30, 30), x);
  }
  const bx = x.rnd(560, 690);
  const by = x.rnd(150, 210);
  out += path(
    `M300 ${num(by + 200)}C380 ${num(by + 40)} ${num(bx - 140)} ${num(by + 120)} ${num(bx - 40)} ${num(by + 6)}`,
    'none',
    ` stroke="${x.p.dark}" stroke-width="2" stroke-dasharray="6 8" opacity=".5"`,
  );
  return out + flight + bee(bx, by, 3.2, -12, x);
}

function sheepShape(wool: string, dark: string, horn: string): string {
  return (
    path('M-20-22v22M-11-22v22M10-22v22M19-22v22', 'none', ` stroke="${dark}" stroke-width="5"`) +
    group(
      `fill="${wool}"`,
      circle(-18, -34, 14) +
        circle(-3, -39, 16) +
        circle(13, -35, 15) +
        circle(0, -27, 16) +
        circle(-17, -25, 12) +
        circle(18, -27, 12),
    ) +
    ellipse(31, -40, 9, 12, dark) +
    ellipse(23, -48, 6, 3, dark) +
    path('M28-50q-10-7-10 4q3 7 9 1', 'none', ` stroke="${horn}" stroke-width="3"`)
  );
}

function sheep(x: Ctx): string {
  const heather = x.c([305, 30, 52]);
  let out =
    sky(x) + hill(x, 250, 16, x.p.far) + hill(x, 300, 12, x.c([300, 22, 60])) + hill(x, 360, 10, heather);
  out += flowerDots(x, 370, 50, [x.c([310, 45, 40]), x.c([290, 35, 70])], 3);
  let junipers = '';
  for (let i = 0; i < 4; i++) {
    const jx = x.rnd(40 + i * 190, 180 + i * 190);
    const jy = x.rnd(300, 360);
    const jh = 40 + (jy - 290) * 1.1;
    junipers += path(
      `M${num(jx)} ${num(jy - jh)}C${num(jx + jh * 0.3)} ${num(jy - jh * 0.6)} ${num(jx + jh * 0.25)} ${num(jy)} ${num(jx)} ${num(jy)}C${num(jx - jh * 0.25)} ${num(jy)} ${num(jx - jh * 0.3)} ${num(jy - jh * 0.6)} ${num(jx)} ${num(jy - jh)}Z`,
      x.c([150, 35, 22]),
    );
  }
  out += junipers;
  const wool = x.c([40, 8, 74]);
  const horn = x.c([35, 25, 55]);
  const flock = Array.from({ length: 5 }, (_, i) => ({
    cx: (i + x.rnd(0.2, 0.8)) * (W / 5),
    by: x.rnd(380, 485),
    flip: x.rnd(0, 1) < 0.4,
  })).sort((a, b) => a.by - b.by);
  for (const s of flock) {
    out += group(at(s.cx, s.by, 0.9 + (s.by - 380) / 100, s.flip), sheepShape(wool, x.p.dark, horn));
  }
  return out;
}

function buffalo(x: Ctx): string {
  let out = sky(x) + treeLine(x, 285, x.p.far) + rect(0, 295, W, 205, x.p.mid);
  let reeds = '';
  for (let i = 0; i < 40; i++) {
    const rx = x.rnd(0, W);
    const ry = x.rnd(300, 360);
    reeds += `M${num(rx)} ${num(ry)}l${num(x.rnd(-3, 3))} ${num(-x.rnd(16, 34))}`;
  }
  out += path(reeds, 'none', ` stroke="${x.c([60, 35, 48])}" stroke-width="2.5" stroke-linecap="round"`);
  const body = x.c([220, 8, 24]);
  const horn = x.c([35, 12, 62]);
  const shape =
    path('M-34-30v30M-20-30v30M20-30v30M32-30v30', 'none', ` stroke="${body}" stroke-width="9"`) +
    rect(-48, -66, 92, 44, body, ' rx="20"') +
    ellipse(-14, -64, 30, 10, body) +
    path('M-47-58q-8 14-3 30', 'none', ` stroke="${body}" stroke-width="3"`) +
    ellipse(52, -50, 15, 11, body) +
    ellipse(62, -44, 7, 6, x.c([220, 6, 34])) +
    path('M48-58C40-74 20-72 14-60', 'none', ` stroke="${horn}" stroke-width="6" stroke-linecap="round"`);
  const herd = Array.from({ length: 3 }, (_, i) => ({
    cx: 140 + i * 240 + x.rnd(-50, 50),
    by: x.rnd(370, 470),
    flip: x.rnd(0, 1) < 0.5,
  })).sort((a, b) => a.by - b.by);
  for (const b of herd) out += group(at(b.cx, b.by, 0.9 + (b.by - 370) / 130, b.flip), shape);
  // A pool in front: the nearest animal wades in it.
  const front = herd[herd.length - 1];
  if (front) out += ellipse(front.cx, front.by + 4, 150, 20, x.p.water, ' opacity=".9"');
  return out;
}

function goats(x: Ctx): string {
  let out = sky(x) + hill(x, 240, 15, x.p.far);
  out += path('M0 500V430Q420 300 800 110V500Z', x.p.mid);
  const slopeY = (px: number) => 430 - (px / W) * 320 + (px / W) * (1 - px / W) * 60;
  // Terrace walls and vine rows along the slope.
  let walls = '';
  let vines = '';
  for (let k = 0; k < 5; k++) {
    const off = 30 + k * 62;
    walls += `M0 ${num(slopeY(0) + off)}L800 ${num(slopeY(800) + off)}`;
    for (let px = 20 + x.rnd(0, 20); px < W; px += 46) {
      if (x.rnd(0, 1) < 0.55) vines += circle(px, slopeY(px) + off - 12, 7);
    }
  }
  out += path(walls, 'none', ` stroke="${x.c([40, 12, 72])}" stroke-width="7" stroke-dasharray="14 3"`);
  out += group(`fill="${x.c([105, 40, 30])}"`, vines);
  out += path('M0 470Q400 440 800 475V500H0Z', x.p.water);
  const skin = x.c([40, 25, 92]);
  const brown = x.c([20, 50, 35]);
  const shape =
    path('M-16-18v18M-8-18v18M10-18v18M17-18v18', 'none', ` stroke="${skin}" stroke-width="4"`) +
    ellipse(0, -28, 24, 12, skin) +
    path('M-22-34l-6-8', 'none', ` stroke="${skin}" stroke-width="4"`) +
    path('M16-34L26-52', 'none', ` stroke="${brown}" stroke-width="9" stroke-linecap="round"`) +
    ellipse(31, -52, 10, 7, brown, ' transform="rotate(30 31 -52)"') +
    ellipse(22, -50, 3, 8, brown) +
    path('M26-58q-4-12-14-12', 'none', ` stroke="${x.p.dark}" stroke-width="3"`) +
    path('M34-48l2 10-5-7Z', x.p.dark);
  const herd = [x.rnd(140, 240), x.rnd(330, 430), x.rnd(520, 620), x.rnd(660, 740)];
  herd.forEach((gx, i) => {
    out += group(at(gx, slopeY(gx) + 30 + (i % 2) * 62, 1.5, i === 2), shape);
  });
  return out;
}

/** Field stripes converging towards a vanishing point above the horizon. */
function stripes(x: Ctx, horizon: number, count: number, fill: string): { d: string; rows: number[][] } {
  const vx = x.rnd(330, 470);
  const vy = horizon - 140;
  const t = (horizon - vy) / (H - vy);
  let d = '';
  const rows: number[][] = [];
  for (let i = 0; i < count; i++) {
    const b0 = -900 + (i * 2600) / count;
    const b1 = -900 + ((i + 1) * 2600) / count;
    const t0 = vx + (b0 - vx) * t;
    const t1 = vx + (b1 - vx) * t;
    if (i % 2 === 1) d += poly([t0, horizon, t1, horizon, b1, H, b0, H]);
    else rows.push([(t0 + t1) / 2, (b0 + b1) / 2]);
  }
  return { d: path(d, fill), rows };
}

function grain(x: Ctx): string {
  let out = sky(x, true, 1) + hill(x, 270, 14, x.p.far) + treeLine(x, 292, x.p.dark);
  out += rect(0, 300, W, 200, x.p.mid) + stripes(x, 300, 16, x.p.near).d;
  out += flowerDots(x, 440, 26, [x.p.accent, x.c([220, 65, 55])], 4);
  return out;
}

function agroforest(x: Ctx): string {
  let out = sky(x) + hill(x, 255, 12, x.p.far);
  const ys = [290, 320, 362, 420, 500];
  for (let k = 0; k < 4; k++) {
    const top = ys[k] ?? 290;
    out += rect(0, top, W, H - top, k % 2 === 0 ? x.p.mid : x.c([80, 40, 46]));
    const scale = 0.35 + k * 0.32;
    let row = '';
    for (let px = x.rnd(0, 40); px < W + 20; px += 70 * scale + 16) {
      const h = x.rnd(48, 64) * scale;
      row += rect(px - 2 * scale, top - h * 0.45, 4 * scale, h * 0.45, x.p.second);
      row += circle(px, top - h * 0.7, h * 0.32, x.p.main);
    }
    if (k > 0) out += row;
  }
  return out;
}

function vegetables(x: Ctx): string {
  let out = sky(x) + hill(x, 260, 14, x.p.far) + treeLine(x, 292, x.p.dark);
  out += rect(0, 300, W, 200, x.p.second);
  const { d, rows } = stripes(x, 300, 18, x.c([24, 30, 28]));
  out += d;
  let heads = '';
  for (const [topX, botX] of rows) {
    for (let j = 1; j <= 7; j++) {
      const f = (j / 7) ** 1.7;
      const cx = (topX ?? 0) + ((botX ?? 0) - (topX ?? 0)) * f;
      heads += circle(cx, 300 + 200 * f, 2 + 16 * f);
    }
  }
  out += group(`fill="${x.p.main}"`, heads);
  const tx = x.rnd(40, 520);
  out += path(`M${num(tx)} 305A120 75 0 0 1 ${num(tx + 240)} 305Z`, '#f6f8f4', ' opacity=".9"');
  out += path(
    `M${num(tx + 60)} 305V252M${num(tx + 120)} 305V231M${num(tx + 180)} 305V252`,
    'none',
    ` stroke="${x.c([200, 10, 75])}" stroke-width="3"`,
  );
  return out;
}

function flowers(x: Ctx): string {
  let out = sky(x) + hill(x, 265, 14, x.p.far) + treeLine(x, 295, x.p.dark) + rect(0, 300, W, 200, x.p.main);
  out += flowerDots(
    x,
    305,
    84,
    [x.c([222, 70, 58]), x.c([280, 42, 60]), '#ffffff', x.c([50, 90, 60]), x.p.accent],
    7,
  );
  const wing = x.c([25, 90, 58]);
  for (let i = 0; i < 2; i++) {
    const bx = x.rnd(120 + i * 320, 340 + i * 320);
    const by = x.rnd(170, 260);
    out += group(
      `transform="translate(${num(bx)} ${num(by)}) rotate(${Math.round(x.rnd(-20, 20))})" fill="${wing}"`,
      ellipse(-10, -8, 11, 9) + ellipse(10, -8, 11, 9) + ellipse(-7, 7, 7, 6) + ellipse(7, 7, 7, 6),
    );
  }
  return out + bee(x.rnd(200, 600), x.rnd(330, 380), 2, 10, x);
}

function turbine(cx: number, by: number, h: number, rot: number, x: Ctx): string {
  const L = h * 0.55;
  const blade = `M0 0L${num(-L * 0.06)} ${num(-L * 0.22)}L0 ${num(-L)}L${num(L * 0.05)} ${num(-L * 0.18)}Z`;
  return (
    path(
      poly([cx - h * 0.025, by, cx + h * 0.025, by, cx + h * 0.011, by - h, cx - h * 0.011, by - h]),
      x.p.main,
      ` stroke="${x.p.accent}" stroke-width="1"`,
    ) +
    rect(
      cx - h * 0.03,
      by - h - h * 0.025,
      h * 0.075,
      h * 0.04,
      x.p.main,
      ` stroke="${x.p.accent}" stroke-width="1"`,
    ) +
    group(
      `transform="translate(${num(cx)} ${num(by - h)}) rotate(${Math.round(rot)})" fill="${x.p.main}" stroke="${x.p.accent}" stroke-width="1.2"`,
      path(blade, x.p.main) +
        path(blade, x.p.main, ' transform="rotate(120)"') +
        path(blade, x.p.main, ' transform="rotate(240)"') +
        circle(0, 0, h * 0.022),
    )
  );
}

function wind(x: Ctx): string {
  let out = sky(x, true, 2) + rect(0, 300, W, 200, x.p.far);
  const mills = [
    { cx: x.rnd(60, 160), by: 312, h: 120 },
    { cx: x.rnd(600, 720), by: 316, h: 140 },
    { cx: x.rnd(250, 340), by: 330, h: 190 },
    { cx: x.rnd(440, 540), by: 352, h: 250 },
  ];
  for (const m of mills.slice(0, 2)) out += turbine(m.cx, m.by, m.h, x.rnd(0, 120), x);
  out += path(`M0 330Q200 ${num(x.rnd(300, 315))} 400 322T800 326V500H0Z`, x.p.mid);
  for (const m of mills.slice(2)) out += turbine(m.cx, m.by, m.h, x.rnd(0, 120), x);
  out += rect(0, 380, W, 120, x.p.near);
  out += path(`M0 440Q${num(x.rnd(250, 550))} 420 800 452V466Q400 436 0 454Z`, x.p.water);
  return out;
}

function agripv(x: Ctx): string {
  let out = sky(x, true, 1);
  out += path(
    `M0 250L${num(x.rnd(80, 140))} 190L${num(x.rnd(200, 260))} 232L${num(x.rnd(330, 400))} 175L${num(x.rnd(470, 540))} 236L${num(x.rnd(600, 680))} 185L800 242V262H0Z`,
    x.c([215, 18, 72]),
  );
  out += rect(0, 248, W, 20, x.p.water) + rect(0, 268, W, 232, x.p.mid);
  const fruit = x.c([4, 75, 50]);
  for (const { y, s } of [
    { y: 360, s: 0.55 },
    { y: 505, s: 1 },
  ]) {
    const top = y - 135 * s;
    let trunks = '';
    let crowns = '';
    let apples = '';
    for (let px = x.rnd(20, 60) * s; px < W + 40; px += 92 * s) {
      trunks += `M${num(px)} ${num(y)}v${num(-40 * s)}`;
      crowns += circle(px, y - 62 * s, 32 * s);
      apples += circle(px - 12 * s, y - 56 * s, 4.5 * s) + circle(px + 14 * s, y - 70 * s, 4.5 * s);
    }
    let posts = '';
    for (let px = 86 * s; px < W; px += 184 * s) posts += `M${num(px)} ${num(y)}V${num(top + 30 * s)}`;
    let grid = '';
    for (let px = 50 * s; px < W; px += 50 * s) grid += `M${num(px)} ${num(top)}v${num(30 * s)}`;
    grid += `M0 ${num(top + 15 * s)}H800`;
    out +=
      path(posts, 'none', ` stroke="${x.p.accent}" stroke-width="${num(6 * s)}"`) +
      path(trunks, 'none', ` stroke="${x.c([25, 40, 30])}" stroke-width="${num(7 * s)}"`) +
      group(`fill="${x.p.near}"`, crowns) +
      group(`fill="${fruit}"`, apples) +
      rect(0, top, W, 30 * s, x.p.second) +
      rect(0, top - 3 * s, W, 4 * s, x.p.accent) +
      path(grid, 'none', ` stroke="${x.c([215, 40, 58])}" stroke-width="${Math.max(1, Math.round(2 * s))}"`);
  }
  return out;
}

function hydro(x: Ctx): string {
  let out = sky(x, true, 1);
  let peaks = '';
  let snow = '';
  for (let i = 0; i < 4; i++) {
    const px = 60 + i * 220 + x.rnd(-40, 40);
    const py = x.rnd(120, 170);
    peaks += poly([px - 190, 300, px, py, px + 190, 300]);
    snow += poly([px - 38, py + 40, px, py, px + 38, py + 40, px + 12, py + 32, px - 10, py + 44]);
  }
  out += path(peaks, x.c([215, 16, 62])) + path(snow, '#ffffff');
  out += hill(x, 290, 16, x.p.mid) + hill(x, 360, 12, x.p.near);
  const hx = x.rnd(470, 560);
  out +=
    rect(hx, 250, 230, 150, x.c([38, 32, 86])) +
    path(poly([hx - 20, 252, hx + 115, 170, hx + 250, 252]), x.c([10, 45, 38])) +
    group(
      `fill="${x.p.dark}"`,
      rect(hx + 30, 280, 34, 40) +
        rect(hx + 166, 280, 34, 40) +
        rect(hx + 98, 330, 40, 70) +
        rect(hx + 102, 200, 28, 28),
    );
  const wx = hx - 70;
  const wy = 350;
  const R = 80;
  let spokes = '';
  let paddles = '';
  const a0 = x.rnd(0, 30);
  for (let i = 0; i < 12; i++) {
    const a = ((a0 + i * 30) * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    if (i % 2 === 0) spokes += `M${num(wx)} ${num(wy)}L${num(wx + cos * R)} ${num(wy + sin * R)}`;
    paddles += poly([
      wx + cos * (R - 4) - sin * 5,
      wy + sin * (R - 4) + cos * 5,
      wx + cos * (R + 16) - sin * 5,
      wy + sin * (R + 16) + cos * 5,
      wx + cos * (R + 16) + sin * 5,
      wy + sin * (R + 16) - cos * 5,
      wx + cos * (R - 4) + sin * 5,
      wy + sin * (R - 4) - cos * 5,
    ]);
  }
  const wood = x.c([25, 40, 30]);
  out +=
    path(spokes, 'none', ` stroke="${wood}" stroke-width="6"`) +
    `<circle cx="${num(wx)}" cy="${wy}" r="${R}" fill="none" stroke="${wood}" stroke-width="9"/>` +
    path(paddles, wood) +
    circle(wx, wy, 13, x.p.dark);
  out += path(`M0 410Q300 ${num(x.rnd(380, 420))} 800 415V500H0Z`, x.p.water);
  let foam = '';
  for (let i = 0; i < 14; i++) {
    const fx = x.rnd(0, 760);
    const fy = x.rnd(430, 490);
    foam += `M${num(fx)} ${num(fy)}h${num(x.rnd(20, 50))}`;
  }
  return out + path(foam, 'none', ' stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".7"');
}

function house(
  x0: number,
  w: number,
  wallTop: number,
  ground: number,
  roofH: number,
  wall: string,
  roof: string,
): string {
  return (
    rect(x0, wallTop, w, ground - wallTop, wall) +
    path(poly([x0 - 8, wallTop, x0 + w / 2, wallTop - roofH, x0 + w + 8, wallTop]), roof)
  );
}

function solarRoof(x: Ctx): string {
  let out = sky(x, true, 2) + treeLine(x, 300, x.p.far) + rect(0, 310, W, 190, x.p.mid);
  const wall = x.c([36, 30, 88]);
  const roof = x.c([8, 42, 42]);
  out += house(x.rnd(20, 60), 120, 300, 400, 50, x.c([200, 12, 86]), roof);
  out += house(x.rnd(660, 690), 110, 310, 405, 46, wall, roof);
  // The school: a long building whose roof face is covered in modules.
  const sx = x.rnd(200, 240);
  const sw = 380;
  const top = 270;
  const ridge = 195;
  out += rect(sx, top, sw, 160, wall);
  out += path(poly([sx - 12, top, sx + 40, ridge, sx + sw - 40, ridge, sx + sw + 12, top]), roof);
  const pl = sx + 4;
  const pr = sx + sw - 4;
  out += path(poly([pl, top - 6, pl + 44, ridge + 8, pr - 44, ridge + 8, pr, top - 6]), x.p.second);
  let grid = '';
  for (let i = 1; i < 12; i++) {
    const f = i / 12;
    grid += `M${num(pl + (pr - pl) * f)} ${top - 6}L${num(pl + 44 + (pr - pl - 88) * f)} ${ridge + 8}`;
  }
  for (let j = 1; j < 3; j++) {
    const y = top - 6 - ((top - 6 - (ridge + 8)) * j) / 3;
    const inset = (44 * j) / 3;
    grid += `M${num(pl + inset)} ${num(y)}H${num(pr - inset)}`;
  }
  out += path(grid, 'none', ` stroke="${x.c([210, 40, 62])}" stroke-width="1.5"`);
  let windows = '';
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < 8; i++) windows += rect(sx + 22 + i * 45, top + 22 + r * 58, 24, 32);
  }
  out += group(`fill="${x.c([205, 40, 40])}"`, windows);
  out += rect(sx + sw / 2 - 22, top + 110, 44, 50, x.p.dark);
  out += rect(0, 430, W, 70, x.p.near);
  for (const tx of [x.rnd(120, 180), x.rnd(620, 660)])
    out += deciduous(tx, 460, 120, x.c([110, 38, 36]), x.c([25, 40, 30]));
  return out;
}

const MOTIFS: Record<Motif, (x: Ctx) => string> = {
  mixedForest,
  orchard,
  fen,
  floodplain: (x) => floodplain(x),
  beaver: (x) => floodplain(x, true),
  bees,
  sheep,
  buffalo,
  goats,
  grain,
  agroforest,
  vegetables,
  flowers,
  wind,
  agripv,
  hydro,
  solarRoof,
};

// ---------------------------------------------------------------------------------------------------------
// Output.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stream thumbnail carries a translucent play button on top of the scene. */
const PLAY_BUTTON = `<circle cx="400" cy="250" r="54" fill="#000" opacity=".38"/><path d="M383 222V278L429 250Z" fill="#fff"/>`;

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
  return svg(title, MOTIFS[motif](makeCtx(MOTIF_CATEGORY[motif], `stream:${slug}`)) + PLAY_BUTTON);
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
    new Map(sampleAssetTypes.map((a) => [`${a.slug}.svg`, renderAsset(a.slug, a.category, a.name.de)])),
  );
  writeAll(
    join(IMAGES_DIR, 'streams'),
    new Map(
      sampleLivestreams.map((s) => [
        `${s.slug}.svg`,
        renderStream(s.slug, s.category, s.title.de, s.assetSlug),
      ]),
    ),
  );
}

import type { AssetCategory } from '@wurzelwerk/shared';
import { hash, mulberry32 } from './random';

// Colours: a palette per category, shifted in hue and lightness per slug.

export type Hsl = readonly [number, number, number];
export type Role = 'sky' | 'sun' | 'far' | 'mid' | 'near' | 'main' | 'second' | 'accent' | 'dark' | 'water';

/** The palette as a table: one row per role, one column per category (hue, saturation, lightness). */
// biome-ignore format: a table reads best in columns
const PALETTE_TABLE: Record<Role, readonly [trees: Hsl, animals: Hsl, fields: Hsl, energy: Hsl]> = {
  //       trees          animals        fields         energy
  sky:    [[200, 62, 86], [195, 58, 86], [205, 66, 85], [208, 62, 84]],
  sun:    [[48, 95, 80],  [46, 95, 74],  [44, 96, 62],  [46, 96, 72]],
  far:    [[150, 22, 68], [105, 26, 67], [115, 24, 60], [160, 16, 68]],
  mid:    [[128, 30, 50], [92, 38, 55],  [44, 72, 60],  [110, 30, 52]],
  near:   [[105, 36, 41], [84, 42, 45],  [38, 64, 50],  [100, 34, 42]],
  main:   [[150, 40, 26], [44, 92, 56],  [95, 42, 38],  [210, 14, 97]],
  second: [[95, 42, 42],  [35, 10, 72],  [24, 36, 36],  [222, 48, 27]],
  accent: [[25, 40, 30],  [30, 35, 40],  [4, 78, 52],   [210, 10, 62]],
  dark:   [[150, 30, 18], [20, 15, 16],  [110, 35, 24], [215, 20, 22]],
  water:  [[198, 52, 62], [198, 48, 60], [200, 50, 60], [205, 58, 54]],
};
const CATEGORY_COLUMN: Record<AssetCategory, 0 | 1 | 2 | 3> = { trees: 0, animals: 1, fields: 2, energy: 3 };

const PALETTES = Object.fromEntries(
  (Object.keys(CATEGORY_COLUMN) as AssetCategory[]).map((category) => [
    category,
    Object.fromEntries(
      (Object.keys(PALETTE_TABLE) as Role[]).map((role) => [
        role,
        PALETTE_TABLE[role][CATEGORY_COLUMN[category]],
      ]),
    ) as Record<Role, Hsl>,
  ]),
) as Record<AssetCategory, Record<Role, Hsl>>;

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

export interface Ctx {
  /** Random number in [a, b). */
  rnd: (a: number, b: number) => number;
  /** Palette colour by role. */
  p: Record<Role, string>;
  /** Any colour, shifted like the palette. */
  c: (hsl: Hsl) => string;
}

export function makeCtx(category: AssetCategory, seed: string): Ctx {
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

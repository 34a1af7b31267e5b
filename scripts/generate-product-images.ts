/**
 * `bun scripts/generate-product-images.ts`: writes the flat SVG pictures of the shop's sample products
 * (server/assets/images/products/<slug>.svg) from SAMPLE_SHOP_PRODUCTS. Deterministic like
 * generate-sample-images.ts: colours are shifted by a PRNG seeded with a hash of the slug, so running it
 * again produces identical files. No text, fonts or external references; each file stays small.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DEFAULT_IMAGES, type ProductCategory, SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { hslToHex } from './sample-images/colour';
import { hash, mulberry32 } from './sample-images/random';

const PRODUCTS_DIR = join(import.meta.dir, '..', 'server', 'assets', 'images', 'products');
const S = 400;

type Hsl = readonly [number, number, number];

interface Ctx {
  rnd: (a: number, b: number) => number;
  /** A colour shifted slightly per slug. */
  c: (hsl: Hsl) => string;
}

function makeCtx(slug: string): Ctx {
  const rng = mulberry32(hash(slug));
  const rnd = (a: number, b: number) => a + (b - a) * rng();
  const dh = rnd(-12, 12);
  const dl = rnd(-4, 4);
  return { rnd, c: ([h, s, l]) => hslToHex(h + dh, s, l + dl) };
}

const num = (v: number) => String(Math.round(v));
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${r ? ` rx="${num(r)}"` : ''} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, width: number) =>
  path(
    d,
    'none',
    ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`,
  );

/** A leaf with its tip up, centred at (cx, cy), rotated by `angle` degrees. */
function leaf(cx: number, cy: number, size: number, angle: number, fill: string, vein: string): string {
  const h = size;
  const w = size * 0.55;
  return `<g transform="translate(${num(cx)} ${num(cy)}) rotate(${Math.round(angle)})">${path(
    `M0 ${num(h / 2)}C${num(-w)} ${num(h / 6)} ${num(-w / 2)} ${num(-h / 3)} 0 ${num(-h / 2)}C${num(w / 2)} ${num(-h / 3)} ${num(w)} ${num(h / 6)} 0 ${num(h / 2)}Z`,
    fill,
  )}${stroke(`M0 ${num(h / 2)}V${num(-h / 3)}`, vein, Math.max(2, size / 18))}</g>`;
}

/** Background hue per category, so that a card's picture hints at its shelf. */
const BACKDROP: Record<ProductCategory, Hsl> = {
  seeds: [95, 45, 88],
  tools: [35, 50, 88],
  books: [200, 45, 89],
  merchandise: [330, 35, 90],
  digital: [250, 40, 90],
};

function backdrop(x: Ctx, category: ProductCategory): string {
  const [h, s, l] = BACKDROP[category];
  return (
    rect(0, 0, S, S, x.c([h, s, l])) +
    circle(x.rnd(150, 250), x.rnd(170, 230), x.rnd(140, 160), x.c([h, s - 10, l - 7])) +
    ellipse(200, 352, 130, 16, x.c([h, s - 20, l - 16]))
  );
}

// ---------------------------------------------------------------------------------------------------------
// Motifs: each draws one object standing on the shadow at y ≈ 350.

type Motif = (x: Ctx) => string;

const PLANT_GREEN: Hsl = [120, 45, 36];
const VEIN: Hsl = [120, 40, 22];

function packet(plant: 'tomato' | 'flowers' | 'herbs'): Motif {
  return (x) => {
    const paper = x.c([40, 55, 80]);
    let out =
      path('M110 90H290L300 350H100Z', paper) +
      path('M110 90H290L286 118H114Z', x.c([30, 45, 62])) +
      rect(130, 150, 140, 150, x.c([45, 60, 94]), 10);
    out += stroke('M200 290V200', x.c(VEIN), 6);
    out += leaf(176, 250, 44, -50, x.c(PLANT_GREEN), x.c(VEIN));
    out += leaf(224, 236, 44, 50, x.c(PLANT_GREEN), x.c(VEIN));
    if (plant === 'tomato') {
      out += circle(176, 196, 20, x.c([4, 75, 52])) + circle(220, 184, 24, x.c([8, 80, 50]));
      out += leaf(220, 162, 14, 0, x.c(PLANT_GREEN), x.c(VEIN));
    } else if (plant === 'flowers') {
      for (const [cx, cy, hue] of [
        [174, 190, 280],
        [226, 176, 48],
        [200, 200, 210],
      ] as const) {
        for (let i = 0; i < 6; i++) {
          const a = (i * Math.PI) / 3;
          out += circle(cx + Math.cos(a) * 11, cy + Math.sin(a) * 11, 9, x.c([hue, 70, 62]));
        }
        out += circle(cx, cy, 7, x.c([45, 90, 55]));
      }
    } else {
      for (let i = 0; i < 5; i++)
        out += leaf(150 + i * 25, 190 - (i % 2) * 14, 34, -30 + i * 15, x.c([105, 40, 40]), x.c(VEIN));
    }
    return out;
  };
}

const shears: Motif = (x) => {
  const steel = x.c([210, 12, 78]);
  const wood = x.c([28, 45, 52]);
  return (
    path('M196 200L150 70Q176 66 212 190Z', steel) +
    path('M204 200L262 84Q280 100 214 214Z', x.c([210, 10, 68])) +
    circle(204, 204, 12, x.c([210, 15, 45])) +
    path('M196 212L120 330Q140 346 156 336L214 222Z', wood) +
    path('M212 214L276 330Q258 348 240 338L200 222Z', x.c([24, 42, 45]))
  );
};

const composter: Motif = (x) => {
  const wood = x.c([32, 48, 58]);
  const dark = x.c([28, 40, 40]);
  let out = ellipse(200, 150, 120, 18, x.c([25, 35, 28]));
  for (let i = 0; i < 5; i++) out += rect(80, 150 + i * 40, 240, 30, i % 2 ? wood : x.c([34, 50, 64]), 4);
  out += rect(80, 140, 18, 214, dark) + rect(302, 140, 18, 214, dark) + rect(191, 140, 18, 214, dark);
  out +=
    leaf(160, 130, 40, -30, x.c(PLANT_GREEN), x.c(VEIN)) +
    leaf(236, 126, 34, 40, x.c([90, 45, 42]), x.c(VEIN));
  return out;
};

const barrel: Motif = (x) => {
  const body = x.c([150, 35, 36]);
  const rim = x.c([150, 30, 26]);
  let out = path('M110 110Q100 230 118 350H282Q300 230 290 110Z', body);
  out += ellipse(200, 110, 90, 18, rim) + rect(104, 170, 192, 12, rim) + rect(106, 280, 188, 12, rim);
  out += rect(120, 316, 34, 14, x.c([210, 15, 55]), 4);
  for (const [dx, dy] of [
    [150, 40],
    [200, 60],
    [252, 36],
  ] as const)
    out += path(`M${dx} ${dy}q-11 18 0 24q11-6 0-24Z`, x.c([205, 70, 58]));
  return out;
};

function book(emblem: 'leaf' | 'coin' | 'tree'): Motif {
  return (x) => {
    const cover = x.c(emblem === 'coin' ? [150, 45, 34] : emblem === 'tree' ? [200, 45, 32] : [95, 40, 36]);
    let out =
      path('M112 88H292V344H112Z', x.c([40, 30, 94])) +
      rect(104, 80, 180, 264, cover, 8) +
      // The spine: a darker strip of the cover.
      path('M104 88Q104 80 112 80H126V344H112Q104 344 104 336Z', '#000', ' fill-opacity=".2"');
    out += rect(150, 116, 110, 10, x.c([45, 70, 75]), 5) + rect(150, 136, 80, 8, x.c([45, 60, 80]), 4);
    if (emblem === 'leaf') out += leaf(205, 250, 110, 20, x.c([90, 55, 60]), cover);
    else if (emblem === 'coin')
      out +=
        circle(205, 250, 52, x.c([45, 85, 58])) +
        circle(205, 250, 38, x.c([45, 80, 66])) +
        leaf(205, 248, 46, 0, x.c([110, 45, 38]), x.c([45, 80, 66]));
    else
      out +=
        rect(198, 250, 14, 56, x.c([28, 45, 45])) +
        circle(205, 226, 42, x.c([110, 45, 50])) +
        circle(176, 250, 28, x.c([120, 45, 42])) +
        circle(234, 250, 28, x.c([100, 45, 44]));
    return out;
  };
}

const bag: Motif = (x) => {
  const cotton = x.c([40, 35, 86]);
  return (
    stroke('M150 150Q150 70 200 70Q250 70 250 150', x.c([35, 30, 62]), 12) +
    path('M96 140H304L290 350H110Z', cotton) +
    rect(96, 140, 208, 14, x.c([38, 28, 78])) +
    leaf(200, 250, 90, -25, x.c(PLANT_GREEN), cotton)
  );
};

const bottle: Motif = (x) => {
  const steel = x.c([175, 35, 45]);
  return (
    rect(178, 56, 44, 40, x.c([30, 40, 55]), 8) +
    path('M168 96H232Q262 118 262 150V338Q262 350 250 350H150Q138 350 138 338V150Q138 118 168 96Z', steel) +
    rect(150, 150, 18, 170, x.c([175, 30, 62]), 9) +
    leaf(208, 240, 64, 15, x.c([90, 50, 70]), steel)
  );
};

const hoodie: Motif = (x) => {
  const cloth = x.c([95, 22, 46]);
  const shade = x.c([95, 22, 38]);
  return (
    path('M150 90Q200 40 250 90L300 120L350 250L312 266L280 200V350H120V200L88 266L50 250L100 120Z', cloth) +
    path('M160 96Q200 70 240 96L222 150H178Z', shade) +
    rect(150, 260, 100, 50, shade, 10) +
    stroke('M186 150V196M214 150V196', x.c([40, 30, 85]), 4)
  );
};

const laptop: Motif = (x) => {
  const frame = x.c([225, 18, 30]);
  return (
    rect(90, 100, 220, 160, frame, 12) +
    rect(104, 114, 192, 132, x.c([150, 40, 72])) +
    path('M60 270H340L320 300H80Z', x.c([225, 12, 55])) +
    circle(200, 180, 36, x.c([0, 0, 100])) +
    path('M190 162V198L220 180Z', x.c([150, 50, 35])) +
    leaf(270, 134, 30, 30, x.c(PLANT_GREEN), x.c(VEIN))
  );
};

const tablet: Motif = (x) => {
  const frame = x.c([240, 20, 26]);
  let out = rect(120, 60, 160, 280, frame, 18) + rect(134, 84, 132, 228, x.c([60, 30, 96]));
  for (let i = 0; i < 5; i++) out += rect(150, 200 + i * 20, 100 - (i % 2) * 30, 8, x.c([240, 10, 70]), 4);
  out += leaf(200, 140, 70, 0, x.c([110, 50, 42]), x.c([60, 30, 96]));
  return out;
};

const voucher: Motif = (x) => {
  const card = x.c([48, 70, 84]);
  return (
    rect(60, 120, 280, 180, card, 14) +
    rect(60, 184, 280, 26, x.c([355, 60, 52])) +
    rect(232, 120, 26, 180, x.c([355, 60, 52])) +
    circle(232, 186, 20, x.c([355, 60, 42])) +
    rect(128, 230, 12, 50, x.c([28, 45, 40])) +
    circle(134, 214, 34, x.c([115, 45, 42])) +
    circle(112, 236, 20, x.c([105, 45, 36])) +
    circle(156, 236, 20, x.c([125, 45, 36]))
  );
};

/** The picture of each sample product; a slug missing here fails the run. */
const MOTIFS: Record<string, Motif> = {
  'bio-tomatensamen-alte-sorten': packet('tomato'),
  'wildblumenmischung-bienenweide': packet('flowers'),
  'kraeutersamen-set-kueche': packet('herbs'),
  'gartenschere-edelstahl-buche': shears,
  'komposter-holz-600-liter': composter,
  'regentonne-recycling-300-liter': barrel,
  'buch-permakultur-im-hausgarten': book('leaf'),
  'buch-gruen-investieren': book('coin'),
  'buch-wald-der-zukunft': book('tree'),
  'bio-baumwoll-tasche-wurzelwerk': bag,
  'trinkflasche-edelstahl-750': bottle,
  'kapuzenpullover-hanf': hoodie,
  'online-kurs-nachhaltig-gaertnern': laptop,
  'e-book-co2-fussabdruck-halbieren': tablet,
  'gutschein-baumpflanzung': voucher,
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The default picture of a category's products (`default-<category>`): the category's typical thing. */
const DEFAULT_MOTIFS: Record<ProductCategory, Motif> = {
  seeds: packet('flowers'),
  tools: shears,
  books: book('leaf'),
  merchandise: bag,
  digital: laptop,
};

export function renderProduct(slug: string, category: ProductCategory, title: string): string {
  const motif = MOTIFS[slug] ?? (slug === `default-${category}` ? DEFAULT_MOTIFS[category] : undefined);
  if (!motif) throw new Error(`no picture for product ${slug}`);
  const x = makeCtx(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}" role="img"><title>${escapeXml(title)}</title>${backdrop(x, category)}${motif(x)}</svg>\n`;
}

if (import.meta.main) {
  mkdirSync(PRODUCTS_DIR, { recursive: true });
  const files = new Map([
    ...SAMPLE_SHOP_PRODUCTS.map(
      (p) => [`${p.slug}.svg`, renderProduct(p.slug, p.category, p.nameDe)] as const,
    ),
    // A product's picture when the operator gives none (decision 0080).
    ...DEFAULT_IMAGES.product.map(
      ({ category, path }) =>
        [basename(path), renderProduct(basename(path, '.svg'), category, 'Produkt')] as const,
    ),
  ]);
  // Remove pictures of products that no longer exist.
  for (const name of readdirSync(PRODUCTS_DIR)) {
    if (name.endsWith('.svg') && !files.has(name)) rmSync(join(PRODUCTS_DIR, name));
  }
  for (const [name, content] of files) {
    writeFileSync(join(PRODUCTS_DIR, name), content);
    console.log(`${join(PRODUCTS_DIR, name)} (${Buffer.byteLength(content)} B)`);
  }
}

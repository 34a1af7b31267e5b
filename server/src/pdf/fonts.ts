/**
 * The documents' fonts, parsed once per process (or PDF thread), with the shaping of their words shared by
 * every document (docs/decisions/0062). Given a font file's bytes, pdfkit parses the font anew for each
 * document and shapes every word from scratch (fontkit's OpenType lookups): most of a confirmation's cost,
 * and nearly all of it text that is the same in every confirmation of a language. Shaped here once, a
 * document pays only for its own words (names, amounts, dates, references), its font subsets and its bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

/** What fontkit's layout gives and pdfkit reads: glyphs (read only) and positions (pdfkit scales them). */
interface Run {
  glyphs: unknown[];
  positions: Record<string, number>[];
  readonly advanceWidth: number;
}

/** Words shaped per font at most; then the cache starts over (names and references vary without end). */
const MAX_WORDS = 20_000;

/**
 * The parsed font with `layout` remembered per word: each call gets positions of its own, since pdfkit
 * scales them in place, and the glyphs, which nothing changes, are shared. Runs with OpenType features
 * asked for explicitly are shaped every time (the documents ask for none).
 */
function withSharedShaping(font: fontkit.Font): fontkit.Font {
  const shaped = new Map<string, { glyphs: unknown[]; positions: Record<string, number>[] }>();
  const layout = (text: string, features?: unknown): Run => {
    if (features !== undefined) return font.layout(text, features) as Run;
    let run = shaped.get(text);
    if (!run) {
      const fresh = font.layout(text) as Run;
      run = { glyphs: fresh.glyphs, positions: fresh.positions.map((p) => ({ ...p })) };
      if (shaped.size >= MAX_WORDS) shaped.clear();
      shaped.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + (p.xAdvance ?? 0), 0);
      },
    };
  };
  // Everything else (metrics, tables, subsets) is the parsed font's own.
  return Object.assign(Object.create(font) as fontkit.Font, { layout });
}

/**
 * fontkit keeps every glyph it made, with the characters it was made for; a document's font subset asks for
 * the parts of composite glyphs (the O of an Ö) without characters. Kept, such a glyph would later stand for
 * an O laid out in another document with no characters at all, and that document's text layer (copying,
 * search, screen readers) would lose its O. So a glyph asked for without characters is made but not kept.
 */
function withoutCharacterlessGlyphs(font: fontkit.Font): fontkit.Font {
  const internals = font as unknown as {
    getGlyph(id: number, codePoints?: number[]): unknown;
    _glyphs: Record<number, unknown>;
  };
  const getGlyph = internals.getGlyph.bind(font);
  internals.getGlyph = (id, codePoints = []) => {
    const known = internals._glyphs[id] !== undefined;
    const glyph = getGlyph(id, codePoints);
    if (!known && codePoints.length === 0) delete internals._glyphs[id];
    return glyph;
  };
  return font;
}

const parsed = (name: string) =>
  withSharedShaping(withoutCharacterlessGlyphs(fontkit.create(fontFile(name))));

export const FONTS = { regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };

/** pdfkit's types name file paths and bytes only; it takes a parsed fontkit font as well. */
export const fontSource = (font: fontkit.Font) => font as unknown as string;

/**
 * A record's slug (the part of its address, e.g. `eichen-spessart`): lower-case letters and digits in words
 * joined by single hyphens, at most SLUG_MAX characters. The console derives it from the German title as the
 * operator types (editable); the server does the same when an input leaves it out (decision 0080).
 */
import slugify from '@sindresorhus/slugify';

export const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;

/**
 * The slug of a title: German letters written out (ä → ae, ß → ss), accents dropped, CO₂ as co2, every other
 * character a word break; cut at a word break to SLUG_MAX characters. Empty when the title has no letter or
 * digit it can write (e.g. only Japanese): the operator then types one.
 */
export function slugOf(title: string): string {
  const full = slugify(title, { decamelize: false, customReplacements: [['₂', '2']] });
  if (full.length <= SLUG_MAX) return full;
  const cut = full.slice(0, SLUG_MAX + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : full.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

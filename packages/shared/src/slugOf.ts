/** A slug derived from a title (the rule it follows: slug.ts). */
import slugify from '@sindresorhus/slugify';
import { SLUG_MAX } from './slug';

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

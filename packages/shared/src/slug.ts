/**
 * A record's slug (the part of its address, e.g. `eichen-spessart`): lower-case letters and digits in words
 * joined by single hyphens, at most SLUG_MAX characters. The console derives it from the German title as the
 * operator types (editable; slugOf.ts); the server does the same when an input leaves it out (decision 0080).
 * The rule has a module of its own, without the slug library: the schemas that check a slug are on pages that
 * never derive one, and the library builds its transliteration tables as it loads.
 */
export const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;

/**
 * The message catalogues precompiled (decision 0022): the build parses every ICU message of the web's
 * catalogues (src/i18n/<lang>.json, src/features/<name>/messages.<lang>.json) into the syntax tree that
 * react-intl would otherwise build in the browser, and the app is bundled with the parser's `no-parser`
 * build (vite.config.ts) — react-intl's "Precompile" set-up, without its CLI. So the first load carries no
 * message parser. The sources stay plain JSON: the MessageId type and the catalogue tests read them as
 * they are; precompiledMessages.test.ts checks that both forms format alike.
 */
import { relative, sep } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue's path under src/: its language, or undefined for any other file. */
export function catalogueLocale(pathUnderSrc: string): string | undefined {
  return /^(?:i18n\/|features\/[^/]+\/messages\.)(de|en)\.json$/.exec(pathUnderSrc.split(sep).join('/'))?.[1];
}

/**
 * Every message parsed as react-intl parses it when it formats (intl-messageformat calls the parser with
 * the locale, which only a date skeleton's hour cycle reads).
 */
export function compileCatalogue(
  messages: Record<string, string>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  const options = { locale: new Intl.Locale(locale) };
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text, options)]));
}

/**
 * A catalogue's module: its compiled form as the text of one `JSON.parse` call. A browser reads JSON text
 * faster than the same data written as object literals, which it parses, compiles and runs as code — the
 * pages' German catalogue was one task of 20–25 ms at load on the development host (decision 0114).
 */
export function catalogueModule(json: string, locale: string): string {
  const compiled = JSON.stringify(compileCatalogue(JSON.parse(json), locale));
  return `export default JSON.parse(${JSON.stringify(compiled)});`;
}

/** Turns each catalogue under `srcDir` into its compiled module, in place of Vite's JSON module. */
export function precompiledMessages(srcDir: string): Plugin {
  return {
    name: 'wurzelwerk:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const locale = catalogueLocale(relative(srcDir, id));
      if (!locale) return null;
      return { code: catalogueModule(code, locale), map: null, moduleType: 'js' };
    },
  };
}

/**
 * Mantine's styles per component (decision 0022): instead of all of `@mantine/core/styles.css`, every
 * module that imports components from `@mantine/core` gets the stylesheets of exactly those components,
 * imported at its top. So the shell's components' styles come with the shell and a page's with the page's
 * chunk, which Vite loads together with it.
 *
 * Which stylesheets a component needs follows from Mantine's own modules: `styles/<Name>.css` is the CSS
 * of the module `<Name>.module.mjs`, and a component needs the sheets of every such module its code
 * imports, directly or through the components it is built on (Button → UnstyledButton, Loader, Button).
 * They come in dependency order, so a component's rules follow those of the components it builds on, as
 * in Mantine's full stylesheet (equal specificity: the later rule wins).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CORE = '@mantine/core';
/** `import … from "x"` and `import "x"` in Mantine's generated ES modules. */
const MODULE_IMPORT = /^import\s+(?:[^"';]*?\s+from\s+)?"([^"]+)";?$/gm;
/** `import { A, B as C, type D } from '@mantine/core'` in the app's code. */
const CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/**
 * The stylesheets (names under `@mantine/core/styles/`) that the named exports of `@mantine/core` need, and
 * (`files`) the package's modules that define them.
 */
export function mantineStyleResolver(coreDir: string): {
  sheets: (exportNames: Iterable<string>) => string[];
  files: (exportNames: Iterable<string>) => string[];
} {
  const esmDir = join(coreDir, 'esm');
  const exportFiles = new Map<string, string>();
  for (const [, names, from] of readFileSync(join(esmDir, 'index.mjs'), 'utf8').matchAll(
    /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";$/gm,
  )) {
    for (const name of (names as string).split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) exportFiles.set(local, join(esmDir, from as string));
    }
  }

  const sheetsOfFile = new Map<string, readonly string[]>();
  /** The sheets a module needs, dependencies first (a depth-first walk, each module once). */
  const walk = (file: string, into: string[], seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, from] of readFileSync(file, 'utf8').matchAll(MODULE_IMPORT)) {
      if ((from as string).startsWith('.')) walk(join(dirname(file), from as string), into, seen);
    }
    if (file.endsWith('.module.mjs')) into.push(basename(file, '.module.mjs'));
  };
  const sheetsOf = (file: string) => {
    let sheets = sheetsOfFile.get(file);
    if (!sheets) {
      const into: string[] = [];
      walk(file, into, new Set());
      sheets = into;
      sheetsOfFile.set(file, sheets);
    }
    return sheets;
  };

  const fileOf = (name: string) => {
    const file = exportFiles.get(name);
    if (!file) throw new Error(`${CORE} has no export named ${name}`);
    return file;
  };
  return {
    sheets: (exportNames) => {
      const ordered = new Set<string>();
      for (const name of exportNames) for (const sheet of sheetsOf(fileOf(name))) ordered.add(sheet);
      return [...ordered];
    },
    files: (exportNames) => [...new Set([...exportNames].map(fileOf))],
  };
}

/**
 * The modules of `@mantine/core` each app module uses, by module id, as the build has seen them. The module
 * graph shows only the package's barrel (every component), so chunks.ts asks here what a module really
 * reaches through it.
 */
const coreFilesOfModule = new Map<string, readonly string[]>();
export const mantineCoreFilesOf = (id: string): readonly string[] | undefined => coreFilesOfModule.get(id);

/** The value imports from `@mantine/core` in a module's code (type-only ones left out). */
export function coreImportsOf(code: string): string[] {
  const names: string[] = [];
  for (const [statement, list] of code.matchAll(CORE_IMPORT)) {
    if (/^import\s+type\b/.test(statement)) continue;
    for (const item of (list as string).split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

/** The Vite plugin: prepends the stylesheet imports to each of the app's modules that uses Mantine. */
export function mantineStyles(): Plugin {
  let resolve: ReturnType<typeof mantineStyleResolver> | undefined;
  return {
    name: 'wurzelwerk:mantine-styles',
    // Before the TypeScript transform, while the imports are as written (type-only ones still marked).
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: CORE },
      handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        // The package's CommonJS entry is <package>/cjs/index.cjs.
        resolve ??= mantineStyleResolver(dirname(dirname(createRequire(import.meta.url).resolve(CORE))));
        const names = coreImportsOf(code);
        coreFilesOfModule.set(id, resolve.files(names));
        const sheets = resolve.sheets(names);
        if (sheets.length === 0) return null;
        // On the first line, so that every line keeps its number.
        const imports = sheets.map((sheet) => `import '${CORE}/styles/${sheet}.css';`).join('');
        return { code: imports + code, map: { mappings: '' } };
      },
    },
  };
}

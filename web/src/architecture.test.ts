/**
 * The web app's import boundaries (issue 15, docs/decisions/0021), checked on every file of web/src:
 * - a feature (`features/<x>/`) uses another feature only through that feature's `index.ts`;
 * - the demo layer (`demo/`) uses features the same way, and no feature imports the demo layer;
 * - the lower layers (`components/`, `lib/`, `config/`, `i18n/`) import neither features nor demos;
 * - nothing imports `app/` but `app/` itself (and main.tsx): route paths and navigation entries, which every
 *   layer reads, live in `config/`;
 * - no import cycles, type imports included (scripts/importGraph.ts).
 * `app/` wires routes and providers and may import everything; `i18n/` gathers the features' message catalogues.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Glob } from 'bun';
import { importCycles, importGraph } from '../../scripts/importGraph';

const WEB_SRC = import.meta.dir;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Place {
  layer: string;
  /** For features and demos: the folder below the layer. */
  unit?: string;
  /** The path below the unit, e.g. "index.ts" or "components/Card.tsx". */
  rest: string;
}

function placeOf(path: string): Place {
  const [layer = '', unit = '', ...rest] = relative(WEB_SRC, path).split(sep);
  if (layer === 'features' || layer === 'demo') return { layer, unit, rest: rest.join('/') };
  return { layer, rest: [unit, ...rest].join('/') };
}

/** The import specifiers of a source file that point into web/src (relative ones). */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

/** Why importing `target` from `from` crosses a boundary, or null when it is allowed. */
export function violation(from: Place, target: Place): string | null {
  const isPublicEntry = /^index(\.tsx?)?$/.test(target.rest) || target.rest === '';
  if (from.layer === 'app' || from.layer === 'main.tsx') return null;
  if (target.layer === 'app')
    return `app/ is the top layer; ${from.layer}/ may not import it (shared values go to config/)`;
  // The i18n layer assembles every feature's message catalogue (messages.de.json, messages.en.json).
  if (from.layer === 'i18n' && /^messages\.[a-z]{2}\.json$/.test(target.rest)) return null;
  if (
    ['components', 'lib', 'config', 'i18n'].includes(from.layer) &&
    ['features', 'demo'].includes(target.layer)
  ) {
    return `${from.layer}/ is a lower layer and may not import ${target.layer}/`;
  }
  if (from.layer === 'features' && target.layer === 'demo') return 'a feature may not import the demo layer';
  const ownFeature = from.layer === 'features' && from.unit === target.unit;
  if (target.layer === 'features' && !ownFeature && !isPublicEntry) {
    return `features/${target.unit}/${target.rest} is internal to that feature; export it from its index.ts`;
  }
  return null;
}

function violations(): string[] {
  const problems: string[] = [];
  for (const file of new Glob('**/*.{ts,tsx}').scanSync(WEB_SRC)) {
    const path = join(WEB_SRC, file);
    const from = placeOf(path);
    for (const specifier of relativeImports(readFileSync(path, 'utf8'))) {
      const reason = violation(from, placeOf(resolve(dirname(path), specifier)));
      if (reason) problems.push(`${file} imports '${specifier}': ${reason}`);
    }
  }
  return problems;
}

describe('web import boundaries', () => {
  test('no file of web/src crosses a boundary', () => {
    expect(violations()).toEqual([]);
  });

  test('no import cycles, type imports included', () => {
    expect(importCycles(importGraph(WEB_SRC), { typeOnly: true })).toEqual([]);
  });

  test('the rule itself: what is allowed and what is not', () => {
    const place = (path: string) => placeOf(join(WEB_SRC, path));
    expect(violation(place('features/dashboard/A.tsx'), place('features/streams/index.ts'))).toBeNull();
    expect(violation(place('features/dashboard/A.tsx'), place('features/streams'))).toBeNull();
    expect(violation(place('features/dashboard/A.tsx'), place('features/dashboard/b/C.ts'))).toBeNull();
    expect(violation(place('features/dashboard/A.tsx'), place('features/streams/useX.ts'))).toContain(
      'internal',
    );
    expect(violation(place('demo/shop/Page.tsx'), place('features/shop/ShopView.tsx'))).toContain('internal');
    expect(violation(place('demo/shop/Page.tsx'), place('features/shop/index.ts'))).toBeNull();
    expect(violation(place('features/shop/A.tsx'), place('demo/shop/data.ts'))).toContain('demo layer');
    expect(violation(place('components/A.tsx'), place('features/shop/index.ts'))).toContain('lower layer');
    expect(violation(place('i18n/messages.ts'), place('features/shop/messages.de.json'))).toBeNull();
    expect(violation(place('i18n/messages.ts'), place('features/shop/labels.ts'))).toContain('lower layer');
    expect(violation(place('app/AppRoutes.tsx'), place('features/shop/ShopPage.tsx'))).toBeNull();
    expect(violation(place('features/shop/A.tsx'), place('app/paths.ts'))).toContain('top layer');
    expect(violation(place('components/A.tsx'), place('app/layout/Shell.tsx'))).toContain('top layer');
    expect(violation(place('features/shop/A.tsx'), place('config/paths.ts'))).toBeNull();
    expect(violation(place('config/navigation.ts'), place('features/shop/index.ts'))).toContain(
      'lower layer',
    );
    expect(
      relativeImports("import { a } from '../x';\nexport { b } from './y';\nlazy(() => import('../z'))"),
    ).toEqual(['../x', './y', '../z']);
  });
});

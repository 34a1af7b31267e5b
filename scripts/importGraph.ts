/**
 * The import graph of a source tree, for the architecture tests of the server and the web
 * (server/src/architecture.test.ts, web/src/architecture.test.ts): which file imports which, type-only
 * imports marked, and the import cycles (strongly connected components). Not a command.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Glob } from 'bun';

export interface Edge {
  /** The imported file, relative to the tree's root. */
  to: string;
  /** The specifier as written. */
  specifier: string;
  /** `import type` / `export type`: erased at build time, still a dependency of the code's shape. */
  typeOnly: boolean;
}

/** File (relative to the root) → the files of the same tree it imports. */
export type ImportGraph = Map<string, Edge[]>;

const IMPORT =
  /(?:^|[\s;])(?:import|export)(\s+type)?\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s+['"]([^'"]+)['"]/g;

/** The relative import specifiers of a source text, each with whether it is type-only. */
export function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3] ?? match[4];
    if (specifier === '.' || specifier?.startsWith('./') || specifier?.startsWith('../')) {
      found.push({ specifier, typeOnly: Boolean(match[1]) });
    }
  }
  return found;
}

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The graph of every .ts/.tsx file under `root`; imports that leave the root are left out. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of new Glob('**/*.{ts,tsx}').scanSync(root)) {
    const path = join(root, file);
    const edges: Edge[] = [];
    for (const { specifier, typeOnly } of importsOf(readFileSync(path, 'utf8'))) {
      const target = resolveFile(resolve(dirname(path), specifier));
      if (target && !relative(root, target).startsWith('..')) {
        edges.push({ to: relative(root, target), specifier, typeOnly });
      }
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The import cycles: each a sorted list of the files that reach one another (Tarjan's algorithm). */
export function importCycles(graph: ImportGraph, options: { typeOnly: boolean }): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const edge of graph.get(file) ?? []) {
      if (edge.typeOnly && !options.typeOnly) continue;
      if (!index.has(edge.to)) {
        visit(edge.to);
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(edge.to) ?? 0));
      } else if (onStack.has(edge.to)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(edge.to) ?? 0));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * The server's layers (docs/architecture.md), checked on every file of server/src: no import cycles (type
 * imports counted too), and no file imports a layer above its own. From the top:
 *
 *   entry points    index.ts, worker.ts, cli/        start a process or a command
 *   app             app.ts, http/, cluster/           compose the services, serve HTTP, run and stop a process
 *   api             trpc/router.ts, rest/ (but kit)   gather every domain's procedures and operations
 *   domains         domains/, and the kit they are    the product's rules, as procedures, REST operations
 *                   written with                       and the services behind them
 *   infrastructure  db/, auth/, mail/, pdf/, …        databases, sessions and secrets, mails, PDFs, files
 *   shared          env.ts, errors.ts, errorLog.ts,   configuration, the error contract and log, languages,
 *                   i18n.ts, calendar.ts, metrics.ts, the Berlin calendar, the metrics' registry and
 *                   requestLog.ts                     the request log
 *
 * The sample data (db/seed/) composes the domains' functions (the demo account's money is written through
 * them, db/seed/moneyHistory.ts), so it sits in the app layer, above the domains; only entry points and
 * tests use it.
 *
 * The kit: trpc/init.ts, trpc/context.ts, trpc/procedures.ts, trpc/transformer.ts, rest/operation.ts,
 * rest/file.ts, rest/errors.ts, rest/limits.ts, rest/inputRefusal.ts — how a domain declares a procedure or
 * an operation. Tests (`*.test.ts`) may import anything; test helpers live in server/test/.
 */
import { describe, expect, test } from 'bun:test';
import { importCycles, importGraph } from '../../scripts/importGraph';

const LAYERS = ['shared', 'infrastructure', 'domains', 'api', 'app', 'entry'] as const;
type Layer = (typeof LAYERS)[number];

const KIT = new Set([
  'trpc/init.ts',
  'trpc/context.ts',
  'trpc/procedures.ts',
  'trpc/transformer.ts',
  'rest/operation.ts',
  'rest/file.ts',
  'rest/errors.ts',
  'rest/limits.ts',
  'rest/inputRefusal.ts',
]);

const BY_FOLDER: Record<string, Layer> = {
  cli: 'entry',
  http: 'app',
  cluster: 'app',
  trpc: 'api',
  rest: 'api',
  domains: 'domains',
  db: 'infrastructure',
  auth: 'infrastructure',
  mail: 'infrastructure',
  push: 'infrastructure',
  pdf: 'infrastructure',
  banking: 'infrastructure',
  ledger: 'infrastructure',
};

const BY_FILE: Record<string, Layer> = {
  'index.ts': 'entry',
  'worker.ts': 'entry',
  'app.ts': 'app',
  'env.ts': 'shared',
  'errors.ts': 'shared',
  'errorLog.ts': 'shared',
  'i18n.ts': 'shared',
  'calendar.ts': 'shared',
  'metrics.ts': 'shared',
  'requestLog.ts': 'shared',
};

/** The layer of a file of server/src (a path relative to it); throws for a file no rule places. */
export function layerOf(file: string): Layer {
  if (KIT.has(file)) return 'domains';
  if (file.startsWith('db/seed/')) return 'app';
  const [first = '', ...rest] = file.split('/');
  const layer = rest.length === 0 ? BY_FILE[first] : BY_FOLDER[first];
  if (!layer) throw new Error(`${file}: no layer (add it to server/src/architecture.test.ts)`);
  return layer;
}

const isTest = (file: string) => file.endsWith('.test.ts');

function upwardImports(): string[] {
  const problems: string[] = [];
  for (const [file, edges] of importGraph(import.meta.dir)) {
    if (isTest(file)) continue;
    const from = LAYERS.indexOf(layerOf(file));
    for (const edge of edges) {
      const to = LAYERS.indexOf(layerOf(edge.to));
      if (to > from) problems.push(`${file} (${LAYERS[from]}) imports ${edge.to} (${LAYERS[to]})`);
    }
  }
  return problems;
}

describe('server layers', () => {
  test('every file of server/src has a layer', () => {
    const unplaced = [...importGraph(import.meta.dir).keys()].filter((file) => {
      try {
        layerOf(file);
        return false;
      } catch {
        return !isTest(file);
      }
    });
    expect(unplaced).toEqual([]);
  });

  test('no file imports a layer above its own', () => {
    expect(upwardImports()).toEqual([]);
  });

  test('no import cycles, type imports included', () => {
    expect(importCycles(importGraph(import.meta.dir), { typeOnly: true })).toEqual([]);
  });

  test.each<[string, ReturnType<typeof layerOf>]>([
    ['domains/auth/service.ts', 'domains'],
    ['trpc/init.ts', 'domains'],
    ['trpc/router.ts', 'api'],
    ['db/client.ts', 'infrastructure'],
    ['db/seed/index.ts', 'app'],
    ['cli/db.ts', 'entry'],
  ])('the rule itself: %p is in the layer %p', (file, layer) => {
    expect(layerOf(file)).toBe(layer);
  });

  test('the rule itself: a file in no layer is an error; a cycle through a type import is one only with typeOnly', () => {
    expect(() => layerOf('somewhere.ts')).toThrow('no layer');
    const graph = new Map([
      ['a.ts', [{ to: 'b.ts', specifier: './b', typeOnly: false }]],
      ['b.ts', [{ to: 'a.ts', specifier: './a', typeOnly: true }]],
    ]);
    expect(importCycles(graph, { typeOnly: true })).toEqual([['a.ts', 'b.ts']]);
    expect(importCycles(graph, { typeOnly: false })).toEqual([]);
  });
});

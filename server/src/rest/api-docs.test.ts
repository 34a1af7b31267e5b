/**
 * docs/api.md lists every /api operation; this holds the list to the registry (rest/operations.ts) both ways,
 * and the hot routes (rest/hot.ts) to it, so that the documentation cannot drift from what the server serves.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hotRoutes } from './hot';
import { OPERATIONS } from './operations';

const DOC = join(import.meta.dir, '../../../docs/api.md');

/** A documented operation's row: `| GET | \`/api/…\` | yes | what it does |`. */
const ROW = /^\| (GET|POST|PUT|PATCH|DELETE) \| `(\/api[^`]*)` \| (yes|—) \| (.+) \|$/;

interface Row {
  key: string;
  signedIn: boolean;
}

function documentedRows(text: string): Row[] {
  return text
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((match) => match !== null)
    .map(([, method, path, signedIn]) => ({ key: `${method} ${path}`, signedIn: signedIn === 'yes' }));
}

const keyOf = (operation: { method: string; path: string }) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** The row docs/api.md should have for an operation, to paste where it is missing. */
const rowOf = (operation: (typeof OPERATIONS)[number]) =>
  `| ${operation.method.toUpperCase()} | \`${operation.path}\` | ${operation.signedIn ? 'yes' : '—'} | ${operation.summary} |`;

describe('docs/api.md', () => {
  const rows = documentedRows(readFileSync(DOC, 'utf8'));
  const documented = new Map(rows.map((row) => [row.key, row]));

  test('reads its rows (the format this test expects is the one the file uses)', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(documented.size).toBe(rows.length);
  });

  test('lists every operation of the registry, with whether it needs a session', () => {
    const missing = OPERATIONS.filter((operation) => !documented.has(keyOf(operation))).map(rowOf);
    expect(missing).toEqual([]);
    const wrongSession = OPERATIONS.filter(
      (operation) => documented.get(keyOf(operation))?.signedIn !== Boolean(operation.signedIn),
    ).map(rowOf);
    expect(wrongSession).toEqual([]);
  });

  test('lists no operation the registry does not have', () => {
    const registered = new Set(OPERATIONS.map(keyOf));
    expect(rows.map((row) => row.key).filter((key) => !registered.has(key))).toEqual([]);
  });

  test('the session check that every page load makes is listed', () => {
    expect(documented.has('GET /api/auth/session')).toBe(true);
  });

  test('the hot routes answer documented operations', () => {
    const services = {
      health: { isHealthy: () => true },
      catalog: { cachedList: () => null },
      lifecycle: { stopping: false },
    } as unknown as Parameters<typeof hotRoutes>[0];
    const routes = hotRoutes(services, () => new Response(null), {}, { hotLine: () => () => {} });
    const hot = Object.entries(routes).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.filter((key) => !documented.has(key))).toEqual([]);
  });
});

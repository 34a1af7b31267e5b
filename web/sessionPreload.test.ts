import { describe, expect, test } from 'bun:test';
import { preloadFiles } from './sessionPreload';

const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  isEntry,
});

describe('the files a signed-in first paint waits for', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/runtime.js', 'assets/vendor.js'], ['/w/web/src/main.tsx'], true),
    chunk('assets/runtime.js', []),
    chunk('assets/vendor.js', ['assets/runtime.js']),
    chunk(
      'assets/schemas.js',
      ['assets/runtime.js', 'assets/zod.js', 'assets/money.js', 'assets/index.js'],
      ['/w/packages/shared/src/auth.ts', '/w/packages/shared/src/orders.ts'],
    ),
    chunk('assets/zod.js', []),
    chunk('assets/money.js', ['assets/zod.js']),
    chunk('assets/page.js', ['assets/schemas.js']),
  ];

  // A reader in a later chunk (the session's zod schema before decision 0097).
  const schema = /[\\/]auth\.ts$/;

  test("the reader's file and what it imports that the entry does not bring, the imported first", () => {
    expect(preloadFiles(chunks, schema)).toEqual(['assets/zod.js', 'assets/money.js', 'assets/schemas.js']);
  });

  test('a build without the reader is an error, not an empty list', () => {
    expect(() =>
      preloadFiles(
        chunks.filter((c) => c.fileName !== 'assets/schemas.js'),
        schema,
      ),
    ).toThrow('no chunk holds the session reader');
  });

  test('the reader in the first load (shared/src/session.ts, decision 0097): nothing to preload', () => {
    const withReader = chunks.map((c) =>
      c.isEntry ? { ...c, moduleIds: [...c.moduleIds, '/w/packages/shared/src/session.ts'] } : c,
    );
    expect(preloadFiles(withReader)).toEqual([]);
  });
});

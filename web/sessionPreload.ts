/**
 * The files a signed-in browser's first paint waits for besides the app itself (issue 16, decision 0044):
 * the session check's answer is parsed with the shared package's `sessionEnvelope` (web/src/lib/session.ts),
 * which the app fetches lazily — zod and the schemas are no part of the public pages' first load. Written
 * to dist/.vite/session-preload.json, so that the server can name them in index.html's Link header for a
 * browser with the session hint (server/src/http/static.ts): they are then fetched beside the app's script
 * instead of after it has run.
 */
import type { Plugin } from 'vite';

/** The module that defines the session's schema. */
const SESSION_SCHEMA = /[\\/]packages[\\/]shared[\\/]src[\\/]auth\.ts$/;
export const SESSION_PRELOAD_FILE = '.vite/session-preload.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * The file holding `schemaModule` and every file it imports, directly or not, that the entry does not
 * already bring: in the order the browser needs them (the imported before the importer).
 */
export function preloadFiles(chunks: readonly ChunkLike[], schemaModule = SESSION_SCHEMA): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const markLoaded = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const dep of byName.get(name)?.imports ?? []) markLoaded(dep);
  };
  for (const chunk of chunks) if (chunk.isEntry) markLoaded(chunk.fileName);

  const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => schemaModule.test(id)));
  if (!holder) throw new Error('sessionPreload: no chunk holds the session schema');
  const files: string[] = [];
  const visit = (name: string) => {
    if (loaded.has(name) || files.includes(name)) return;
    for (const dep of byName.get(name)?.imports ?? []) visit(dep);
    files.push(name);
  };
  visit(holder.fileName);
  return files;
}

export function sessionPreload(): Plugin {
  return {
    name: 'wurzelwerk:session-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      );
      this.emitFile({
        type: 'asset',
        fileName: SESSION_PRELOAD_FILE,
        source: `${JSON.stringify(preloadFiles(chunks), null, 2)}\n`,
      });
    },
  };
}

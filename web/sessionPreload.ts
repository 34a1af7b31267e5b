/**
 * The files a signed-in browser's first paint waits for besides the app itself (issue 16, decision 0044):
 * those that read the session check's answer (web/src/lib/session.ts) and what they import. Since decision
 * 0097 the answer is read without zod by the shared package's `parseSessionEnvelope` (shared/src/session.ts),
 * which comes with the app: the list is empty, and no longer zod and the shared schemas. Written
 * to dist/.vite/session-preload.json, so that the server can name them in index.html's Link header for a
 * browser with the session hint (server/src/http/static.ts): they are then fetched beside the app's script
 * instead of after it has run.
 */
import type { Plugin } from 'vite';

/** The module that reads the session check's answer. */
const SESSION_READER = /[\\/]packages[\\/]shared[\\/]src[\\/]session\.ts$/;
export const SESSION_PRELOAD_FILE = '.vite/session-preload.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * The file holding `readerModule` and every file it imports, directly or not, that the entry does not
 * already bring: in the order the browser needs them (the imported before the importer); none where the
 * entry brings that file.
 */
export function preloadFiles(chunks: readonly ChunkLike[], readerModule = SESSION_READER): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const markLoaded = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const dep of byName.get(name)?.imports ?? []) markLoaded(dep);
  };
  for (const chunk of chunks) if (chunk.isEntry) markLoaded(chunk.fileName);

  const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => readerModule.test(id)));
  if (!holder) throw new Error('sessionPreload: no chunk holds the session reader');
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

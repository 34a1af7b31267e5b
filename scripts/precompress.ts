/**
 * `bun scripts/precompress.ts <dir>`: compresses a web build once, at build time. Beside each text-like
 * file of at least 1 KB (server/src/rest/compression.ts: COMPRESSIBLE_TYPES, MIN_COMPRESS_BYTES) it writes
 * `file.br` (brotli, best quality) and `file.gz` (gzip level 9), which the server sends as they are
 * (server/src/http/static.ts). A copy that is not smaller than its file is not written (and an older one is
 * removed). Running it again gives the same files.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ENCODED_SUFFIX,
  type Encoding,
  isCompressibleFile,
  smallerCompressed,
} from '../server/src/rest/compression';

export interface PrecompressSummary {
  /** Files compressed (at least one smaller copy written). */
  files: number;
  /** Their size in bytes, and the size of their brotli and gzip copies. */
  bytes: number;
  br: number;
  gzip: number;
}

/** Writes the compressed copies for every suitable file under `dir`; returns what it did. */
export function precompress(dir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of names) {
    const file = join(dir, name);
    // A copy listed above may be gone already: a run removes the copies that no longer pay.
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile() || !isCompressibleFile(name, stats.size)) continue;
    const body = readFileSync(file);
    let wrote = false;
    for (const encoding of Object.keys(ENCODED_SUFFIX) as Encoding[]) {
      const copy = `${file}${ENCODED_SUFFIX[encoding]}`;
      const compressed = smallerCompressed(body, encoding, 'build');
      if (!compressed) {
        rmSync(copy, { force: true });
        continue;
      }
      writeFileSync(copy, compressed);
      summary[encoding] += compressed.byteLength;
      wrote = true;
    }
    if (wrote) {
      summary.files += 1;
      summary.bytes += body.byteLength;
    }
  }
  return summary;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: bun scripts/precompress.ts <dir>');
    process.exit(1);
  }
  const started = performance.now();
  const { files, bytes, br, gzip } = precompress(dir);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `precompressed ${files} files in ${dir} (${kb(bytes)} → brotli ${kb(br)}, gzip ${kb(gzip)}) in ${Math.round(performance.now() - started)} ms`,
  );
}

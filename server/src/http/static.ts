/**
 * Files the app serves itself: the built web app (with an index.html fallback for client routes) and the
 * media of the sample content (asset and livestream images) under /media. Every file goes out with a
 * validator (ETag, Last-Modified; a matching If-None-Match or If-Modified-Since gets 304), its caching
 * rule, and — for text-like files — compressed by Accept-Encoding (docs/decisions/0023).
 */
import { readFileSync, type Stats, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { SESSION_HINT_COOKIE } from '@wurzelwerk/shared';
import { readCookie } from '../auth/sessions';
import {
  acceptedEncoding,
  COMPRESSIBLE_TYPES,
  ENCODED_SUFFIX,
  type Encoding,
  extensionOf,
  isCompressibleFile,
  smallerCompressed,
  varyOnEncoding,
} from '../rest/compression';

/** Files with a content hash in their name (the build's `assets/` folder): they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML, the entry to each build: always revalidated (ETag → 304), so a new build is picked up at once. */
const REVALIDATE = 'no-cache';
/** Other files of the build at its top level (favicon, robots.txt …): their name stays across builds. */
export const SHORT_LIVED = 'public, max-age=3600';
/** The sample media: they seldom change, and a change is found by revalidation after 30 days. */
const MEDIA = 'public, max-age=2592000';

export const MEDIA_ROOT = new URL('../../assets/images', import.meta.url).pathname;

/** The folder a build puts its content-hashed files in (Vite's `build.assetsDir`). */
const HASHED_FOLDER = '/assets/';

/**
 * The service worker and the app manifest name every other file of a build: like the HTML, always revalidated,
 * so a new deployment is noticed at the browser's next check (decision 0084).
 */
const BUILD_ENTRIES = new Set(['/sw.js', '/manifest.webmanifest']);

/** The caching rule of a file of the web build by its URL path. */
function webCacheControl(path: string): string {
  if (path.startsWith(HASHED_FOLDER)) return IMMUTABLE;
  return extensionOf(path) === '.html' || BUILD_ENTRIES.has(path) ? REVALIDATE : SHORT_LIVED;
}

/**
 * True when a path names a file rather than a client route: its last segment has an extension
 * (`/missing.js`, `/foo.png`), or it lies in the hashed-files folder. A missing one is a 404, not the app:
 * after a deploy, an old chunk's name must fail as a script, not load HTML.
 */
function isFilePath(path: string): boolean {
  return path.startsWith(HASHED_FOLDER) || extensionOf(path) !== '';
}

/** The decoded path of a request, or null when it is not valid percent-encoding. */
function decodedPath(request: Request): string | null {
  try {
    return decodeURIComponent(new URL(request.url).pathname);
  } catch {
    return null;
  }
}

function statOf(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** The file for a URL path inside root, with its stats, or null: nothing outside root is ever served. */
function fileIn(root: string, path: string): { file: string; stats: Stats } | null {
  const file = normalize(join(root, path));
  if (!file.startsWith(`${root}/`)) return null;
  const stats = statOf(file);
  return stats?.isFile() ? { file, stats } : null;
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * Compressed copies made here, for files without an up-to-date precompressed one (the sample media, a
 * build that was not precompressed), by coding and file; `version` ties a copy to the file's size and
 * time. `body` is null when compressing did not make the file smaller.
 */
const liveCopies = new Map<string, { version: string; body: Uint8Array<ArrayBuffer> | null }>();

/**
 * The body of `file` in `encoding`: its precompressed sibling (`file.br`, `file.gz`) when that is at least
 * as new as the file, else a copy compressed here once; null when compressing does not make it smaller.
 */
function encodedBody(file: string, stats: Stats, encoding: Encoding): Blob | Uint8Array<ArrayBuffer> | null {
  const sibling = `${file}${ENCODED_SUFFIX[encoding]}`;
  const siblingStats = statOf(sibling);
  if (siblingStats?.isFile() && siblingStats.mtimeMs >= stats.mtimeMs) return Bun.file(sibling);
  const key = `${encoding}:${file}`;
  const version = `${stats.size}:${stats.mtimeMs}`;
  let copy = liveCopies.get(key);
  if (copy?.version !== version) {
    copy = { version, body: smallerCompressed(readFileSync(file), encoding, 'live') };
    liveCopies.set(key, copy);
  }
  return copy.body;
}

/** True when the client's copy (If-None-Match, else If-Modified-Since) is the current one (RFC 9110 §13). */
function isNotModified(request: Request, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    // Weak comparison: W/"x" and "x" match.
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
  }
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * A file as a reply: its type, caching rule and validators; a 304 when the client's copy is current; the
 * body compressed (precompressed sibling, else compressed here) when it is a compressible file
 * (isCompressibleFile) and the client accepts br or gzip. Each coding has its own ETag (a strong validator
 * names one exact body).
 */
function fileReply(request: Request, file: string, stats: Stats, cacheControl: string): Response {
  const textType = COMPRESSIBLE_TYPES[extensionOf(file)];
  const encoding = isCompressibleFile(file, stats.size) ? acceptedEncoding(request) : null;
  const encoded = encoding ? encodedBody(file, stats, encoding) : null;
  const base = `${Math.floor(stats.mtimeMs).toString(16)}-${stats.size.toString(16)}`;
  const etag = `"${encoded ? `${base}-${encoding}` : base}"`;
  const headers = new Headers({
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
  });
  if (textType) varyOnEncoding(headers);
  if (isNotModified(request, etag, stats.mtime)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', textType ?? (Bun.file(file).type || 'application/octet-stream'));
  if (!encoded || !encoding) return new Response(Bun.file(file), { headers });
  headers.set('Content-Encoding', encoding);
  return new Response(encoded, { headers });
}

/**
 * A browser with the session hint is almost surely signed in, and its app's first question is the session
 * (web/src/lib/session.ts): the page asks it at once, beside the app's script, rather than after it — and
 * the module files that read its answer (the build lists them in SESSION_PRELOAD_FILE, web/sessionPreload.ts),
 * which the app would otherwise ask for only once its script has run (decision 0044).
 */
const SESSION_PRELOAD = '</api/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials';
const SESSION_PRELOAD_FILE = '/.vite/session-preload.json';

/** The Link header for a signed-in browser's index.html, read from the build's list as it is now. */
function signedInLinks(root: string): () => string {
  let known: { version: string; links: string } | undefined;
  return () => {
    const found = fileIn(root, SESSION_PRELOAD_FILE);
    if (!found) return SESSION_PRELOAD;
    const version = `${found.stats.size}:${found.stats.mtimeMs}`;
    if (known?.version !== version) {
      let files: unknown;
      try {
        files = JSON.parse(readFileSync(found.file, 'utf8'));
      } catch {
        files = [];
      }
      const modules = Array.isArray(files)
        ? files.filter(
            (file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file),
          )
        : [];
      known = {
        version,
        links: [SESSION_PRELOAD, ...modules.map((file) => `</${file}>; rel=modulepreload`)].join(', '),
      };
    }
    return known.links;
  };
}

/** Where uploaded images are served: files of the upload folder (MEDIA_DIR / DATA_DIR/media). */
export const UPLOADS_PATH = '/media/uploads';

/** GET /media/* from the media folder (or, with another prefix, what is under it from its folder). */
export function mediaFiles(mediaRoot = MEDIA_ROOT, prefix = '/media') {
  const root = resolve(mediaRoot);
  return (request: Request): Response => {
    const path = decodedPath(request)?.slice(prefix.length);
    const found = path ? fileIn(root, path) : null;
    return found ? fileReply(request, found.file, found.stats, MEDIA) : notFound();
  };
}

/**
 * GET of anything else: a file of the web build; 404 for a missing file (a path with an extension, or
 * in the hashed folder); index.html for client routes.
 */
export function webApp(webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  const links = root ? signedInLinks(root) : () => SESSION_PRELOAD;

  return (request: Request): Response => {
    const path = decodedPath(request);
    if (path === null) return notFound();
    const found = root && path !== '/' ? fileIn(root, path) : null;
    if (found) return fileReply(request, found.file, found.stats, webCacheControl(path));
    if (isFilePath(path)) return notFound();
    const index = root ? fileIn(root, '/index.html') : null;
    if (!index) return new Response('The web app is not built yet: run `bun run build`.', { status: 404 });
    const reply = fileReply(request, index.file, index.stats, REVALIDATE);
    reply.headers.append('Vary', 'Cookie');
    if (readCookie(request.headers.get('cookie'), SESSION_HINT_COOKIE) === '1') {
      reply.headers.set('Link', links());
    }
    return reply;
  };
}

/**
 * Files the app serves itself: the built web app (with an index.html fallback for client routes) and the
 * media of the sample content (asset and livestream images) under /media.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';

/** Bun's bundler names emitted files `<name>-<hash>.<ext>`: those never change and are cached for a year. */
const HASHED_ASSET = /-[a-z0-9]{8,}\.(js|css|map|png|jpe?g|svg|webp|woff2?)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const MEDIA_ROOT = new URL('../assets/images', import.meta.url).pathname;

/** The decoded path of a request, or null when it is not valid percent-encoding. */
function decodedPath(request: Request): string | null {
  try {
    return decodeURIComponent(new URL(request.url).pathname);
  } catch {
    return null;
  }
}

/** The file for a URL path inside root, or null: nothing outside root is ever served. */
function fileIn(root: string, path: string): string | null {
  const file = normalize(join(root, path));
  return file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile() ? file : null;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/** GET /media/* from the media folder. */
export function mediaFiles(mediaRoot = MEDIA_ROOT) {
  const root = resolve(mediaRoot);
  return (request: Request): Response => {
    const path = decodedPath(request)?.replace(/^\/media/, '');
    const file = path ? fileIn(root, path) : null;
    if (!file) return notFound();
    return new Response(Bun.file(file), { headers: { 'Cache-Control': 'public, max-age=86400' } });
  };
}

/** GET of anything else: a file of the web build, or index.html for client routes. */
export function webApp(webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  const indexFile = root ? join(root, 'index.html') : undefined;

  return (request: Request): Response => {
    const path = decodedPath(request);
    if (path === null) return notFound();
    const file = root && path !== '/' ? fileIn(root, path) : null;
    if (file) {
      return new Response(Bun.file(file), {
        headers: { 'Cache-Control': HASHED_ASSET.test(file) ? IMMUTABLE : 'public, max-age=3600' },
      });
    }
    if (!indexFile || !existsSync(indexFile)) {
      return new Response('The web app is not built yet: run `bun run build`.', { status: 404 });
    }
    // Client routes get the app shell; it must be revalidated so a new build is picked up at once.
    return new Response(Bun.file(indexFile), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  };
}

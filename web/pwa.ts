/**
 * The installable app (issue 37, decision 0084): vite-plugin-pwa writes the web app manifest
 * (dist/manifest.webmanifest, linked from index.html) and builds our own service worker, src/sw.ts, with the
 * list of the build's files to precache injected (Workbox's injectManifest). Registering the worker is the
 * app's job (src/lib/serviceWorker.ts), after the first paint.
 */
import { readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';
// Relative: the build's config is bundled by Vite and run by Node, which loads no TypeScript from packages.
import { BRAND } from '../packages/shared/src/brand.ts';

type Catalogue = Record<string, string>;
const catalogue = (language: 'de' | 'en'): Catalogue =>
  JSON.parse(readFileSync(new URL(`src/i18n/${language}.json`, import.meta.url), 'utf8'));

/** The shell's colours: the brand green for the title bar, the page backgrounds of both schemes. */
export const THEME_COLOR = '#1b7a3f';
/** Mantine's dark body (dark-7) — the shell's default scheme (product §1) — and the light one. */
export const BACKGROUND_DARK = '#242424';
export const BACKGROUND_LIGHT = '#ffffff';

const ICONS = [192, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
  {
    src: `/icons/icon-maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable',
  },
]);

/** A shortcut's icon: the regular one. */
const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

export function pwa() {
  const de = catalogue('de');
  const en = catalogue('en');
  const text = (messages: Catalogue, id: string) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`pwa.ts: the catalogue has no ${id}`);
    return message.replace('{brand}', BRAND);
  };
  const shortcut = (id: string, url: string) => ({ name: text(de, id), url, icons: [SHORTCUT_ICON] });
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // Registered by the app after its first paint (src/lib/serviceWorker.ts), not by a script in the head.
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: [],
    manifest: {
      id: '/',
      name: BRAND,
      short_name: BRAND,
      lang: 'de',
      dir: 'ltr',
      description: text(de, 'meta.home'),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_DARK,
      icons: ICONS,
      shortcuts: [
        shortcut('nav.dashboard', '/dashboard'),
        shortcut('nav.marketplace', '/marketplace'),
        shortcut('nav.farm', '/farm'),
      ],
      // The manifest's localisation (a W3C proposal Chromium reads where it is enabled): the English texts. A
      // spread, since vite-plugin-pwa's manifest type does not know the member yet.
      ...{
        translations: {
          en: {
            description: text(en, 'meta.home'),
            shortcuts: [
              { name: text(en, 'nav.dashboard') },
              { name: text(en, 'nav.marketplace') },
              { name: text(en, 'nav.farm') },
            ],
          },
        },
      },
    },
    injectManifest: {
      // The app shell and every page's files; the precompressed copies (.br, .gz) are the server's business.
      globPatterns: ['**/*.{html,js,css,svg,png,woff2,json}'],
      globIgnores: ['**/.vite/**', 'sw.js', 'manifest.webmanifest'],
      // The map's geometry and the charts are large, but a page that was precached opens offline.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // One file, no module worker: every browser the app supports runs it.
      rollupFormat: 'iife',
    },
  });
}

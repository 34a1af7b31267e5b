/**
 * The web app's build and dev server (decision 0022). `vite build` writes web/dist: index.html, hashed files
 * under dist/assets and the manifest (dist/.vite/manifest.json) that e2e/budget.e2e.ts checks the landing
 * page's first load against. `vite` (through `bun run dev`) serves the sources with the API proxied to the
 * Bun server.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './chunks.ts';
import { countryShapes } from './countryShapes.ts';
import { mantineStyles } from './mantineStyles.ts';
import { precompiledMessages } from './precompiledMessages.ts';
import { pwa } from './pwa.ts';
import { sessionPreload } from './sessionPreload.ts';

/** The workspace packages are plain modules: a module whose exports nothing uses may be left out. */
const SIDE_EFFECT_FREE = /[\\/]packages[\\/](shared|farm-engine)[\\/]src[\\/]/;

/** What the Bun server answers besides the app itself; the dev server passes these paths on to it. */
const SERVER_PATHS = ['/api', '/trpc', '/media', '/robots.txt', '/sitemap.xml'];

// `bun run dev` starts the API server on PORT (default 3000) and this dev server beside it.
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * Mantine's style elements are hoisted into <head> by React (precedence "mantine", patches/@mantine%2Fcore;
 * issue 36), after the last element of that precedence there: this empty one, placed after the stylesheets
 * that Vite puts in, so that the theme's variables follow Mantine's defaults as they did in <body>.
 */
function mantineStyleAnchor(): Plugin {
  return {
    name: 'mantine-style-anchor',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', '  <style data-precedence="mantine"></style>\n  </head>'),
    },
  };
}

export default defineConfig({
  plugins: [
    mantineStyles(),
    mantineStyleAnchor(),
    countryShapes(),
    precompiledMessages(fileURLToPath(new URL('src', import.meta.url))),
    sessionPreload(),
    pwa(),
  ],
  resolve: {
    alias: [
      // zod with its JIT off, for the app and the shared package alike (src/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)) },
      // The catalogues come parsed (precompiledMessages.ts): react-intl runs without the message parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header stays the dev server's, so the API's Origin check accepts the browser's requests.
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: apiOrigin }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A barrel (@mantine/core, @tabler/icons-react, the shared package) brings only the modules of what is
      // imported from it into the module graph, so `$initial` below means what the first page really needs.
      experimental: { lazyBarrel: true },
      treeshake: {
        moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id),
        // Building a zod schema has no effect beyond its value: an unused one goes, and with the last one zod.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: chunkGroups(),
        },
      },
      onwarn(warning, warn) {
        // Mantine marks its modules "use client" for React Server Components; in a client bundle it means nothing.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});

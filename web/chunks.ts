/**
 * How the build splits the app into files (decisions 0022, 0033, 0039). The first page loads three files:
 * `vendor`, `app` and the stylesheet. Everything later is shaped for a phone on a slow connection over
 * HTTP/1.1, where every file costs a round trip on one of six connections: the code that several pages
 * share comes in a few larger files by what it needs — Floating UI (menus, popovers, modals), the form
 * libraries, neither of them, the shared package's schemas, the web's tRPC glue — rather than one small
 * file per component and per set of pages. A page's own code stays in its own file, and no shared file
 * brings zod or the data layer to a page that does without them (the public demos load neither).
 */
import type { Rolldown } from 'vite';
import { mantineCoreFilesOf } from './mantineStyles.ts';

type Group = Rolldown.CodeSplittingGroup;
type Context = Rolldown.ChunkingContext;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The data layer (TanStack Query with the tRPC client) and zod: the two large libraries a page may do without. */
const DATA = /[\\/]node_modules[\\/](@tanstack|@trpc|superjson|copy-anything|is-what)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod\.ts$/;
/**
 * The slug library (the console's forms derive a record's slug from its title): it builds its
 * transliteration tables when it loads — about 35 ms of this host's main thread, four to nine times that on a
 * phone — so it must not ride in a file the public pages load.
 */
const SLUG = /[\\/]node_modules[\\/](@sindresorhus[\\/](slugify|transliterate)|escape-string-regexp)[\\/]/;
/** Floating UI, on which Mantine builds menus, popovers, tooltips, selects and its ScrollArea — so modals too. */
const FLOATING = /[\\/]@floating-ui[\\/]/;
/** What forms use: the form state and the number input's formatting. */
const FORMS = /[\\/]@mantine[\\/]form[\\/]|[\\/]react-number-format[\\/]/;
const MANTINE_STYLES = /@mantine[\\/]core[\\/]styles[\\/]/;
/** `@mantine/core`'s barrel, which imports every component. */
const MANTINE_BARREL = /@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/;
/** The app's shared building blocks. */
const APP_BLOCKS = /[\\/]web[\\/]src[\\/](components|lib)[\\/]/;
/** The shared package without its sample data (which the demos and the seed use, each its own part). */
const SHARED = /[\\/]packages[\\/]shared[\\/]src[\\/](?!sample[\\/])/;

/** A library's JavaScript and Rolldown's runtime helpers (a library's CSS stays with its importer). */
const isLibraryCode = (id: string) =>
  (NODE_MODULES.test(id) && !id.endsWith('.css')) || id.includes('rolldown/runtime');

/**
 * The first page's app code and every stylesheet. The shared package is left to the later groups — its
 * barrel makes all of it look statically imported, while the first page uses a little of it — except for
 * the few small modules the first page uses, which would otherwise cost a request each.
 */
const isFirstPageAppOrStyle = (id: string) =>
  id.endsWith('.css') ||
  !/[\\/](node_modules|packages)[\\/]/.test(id) ||
  /[\\/]packages[\\/]shared[\\/]src[\\/](brand|projectKinds|session|sample[\\/]company)\.ts$/.test(id);

type ModuleTest = (id: string, ctx: Context) => boolean;

/**
 * A test of a module that depends on the same test of its neighbours in the module graph, with one memo per
 * build: `decide` answers for a module, asking `test` of its neighbours. A module met again while its own
 * answer is still being worked out (an import cycle) counts as false meanwhile.
 */
function graphTest(decide: (id: string, ctx: Context, test: ModuleTest) => boolean): ModuleTest {
  const memo = new Map<string, boolean>();
  const test: ModuleTest = (id, ctx) => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false);
    const result = decide(id, ctx, test);
    memo.set(id, result);
    return result;
  };
  return test;
}

/** Whether a module imports one matching `target`, directly or through others. */
const reacher = (target: RegExp) =>
  graphTest(
    (id, ctx, reaches) =>
      target.test(id) ||
      (ctx.getModuleInfo(id)?.importedIds ?? [])
        // Through Mantine's barrel a module reaches only the components it imports (mantineStyles.ts).
        .flatMap((dep) => (MANTINE_BARREL.test(dep) ? (mantineCoreFilesOf(id) ?? [dep]) : [dep]))
        .some((dep) => reaches(dep, ctx)),
  );

/** The shared package's barrel, which re-exports every module of it. */
const SHARED_BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;
/** The sign-in forms' schemas (shared/src/auth.ts): built from a few modules of the shared package. */
const AUTH_SCHEMAS = /[\\/]packages[\\/]shared[\\/]src[\\/]auth\.ts$/;

/**
 * Whether a module of the shared package is `root` or one `root` imports, directly or through other modules
 * of the package (not its barrel).
 */
const sharedPartOf = (root: RegExp) =>
  graphTest(
    (id, ctx, partOf) =>
      root.test(id) ||
      (SHARED.test(id) &&
        !SHARED_BARREL.test(id) &&
        (ctx.getModuleInfo(id)?.importers ?? []).some(
          (importer) => SHARED.test(importer) && partOf(importer, ctx),
        )),
  );

/** The signed-in route set's module (AppRoutes fetches it once a user is known). */
const SIGNED_IN_SET = /[\\/]web[\\/]src[\\/]app[\\/]SignedInApp\.tsx$/;

/**
 * Whether a module is imported only statically, and only by the signed-in set or modules that are
 * themselves only the set's (its shell parts, the dashboard that comes with it, the libraries only they
 * use). A page it loads lazily is not (it keeps its own file).
 */
const onlySignedIn = () =>
  graphTest((id, ctx, only) => {
    if (SIGNED_IN_SET.test(id)) return true;
    const info = ctx.getModuleInfo(id);
    return (
      !!info &&
      info.dynamicImporters.length === 0 &&
      info.importers.length > 0 &&
      info.importers.every((importer) => only(importer, ctx))
    );
  });

/** The build's chunk groups; a module goes to the group of highest priority that takes it. */
export function chunkGroups(): Group[] {
  const reachesData = reacher(DATA);
  const reachesZod = reacher(ZOD);
  const reachesFloating = reacher(FLOATING);
  const reachesForms = reacher(FORMS);
  const onlySignedInSet = onlySignedIn();
  const partOfAuthSchemas = sharedPartOf(AUTH_SCHEMAS);
  /**
   * A shared building block that needs neither zod nor the data layer, in the family of what it needs:
   * whatever reaches Floating UI goes to `ui-overlays`, whatever reaches the form libraries to `ui-forms`,
   * the rest — with the Mantine parts the other two are built on, which they then import — to `ui`: so only
   * pages with menus, tooltips or dialogs load Floating UI, and only pages with forms the form libraries.
   * What a module reaches through Mantine's barrel is what it imports from it (decision 0044).
   */
  const buildingBlock = (
    name: string,
    family: ((id: string, ctx: Context) => boolean) | null,
    priority: number,
  ): Group => ({
    debugName: name,
    name: (id, ctx) =>
      (isLibraryCode(id) || APP_BLOCKS.test(id) || MANTINE_STYLES.test(id)) &&
      (family === null || family(id, ctx)) &&
      !reachesData(id, ctx) &&
      !reachesZod(id, ctx)
        ? name
        : null,
    // Shared by three pages or more: a piece only one or two pages use stays with them.
    minShareCount: 3,
    priority,
    // What the family is built on, and does not need the family itself, goes to `ui`.
    ...(family === null ? {} : { includeDependenciesRecursively: false }),
  });
  return [
    // zod is a file of its own whoever imports it (e2e/budget.e2e.ts checks that the first page does not) —
    // zod alone: what lib/zod.ts imports besides (the catalogue's message ids) keeps its own group.
    { name: 'zod', test: ZOD, priority: 12, includeDependenciesRecursively: false },
    { name: 'slug', test: SLUG, priority: 11 },
    // The libraries the first page needs, in one file: React, the router, Mantine's shell, react-intl.
    { name: 'vendor', tags: ['$initial'], test: isLibraryCode, priority: 10 },
    // The first page's own code and all its styles, in one file each (JavaScript, CSS).
    {
      name: 'app',
      tags: ['$initial'],
      test: isFirstPageAppOrStyle,
      priority: 9,
      includeDependenciesRecursively: false,
    },
    // What only signed-in pages and the sign-in forms use: TanStack Query with the tRPC client.
    { name: 'data', test: DATA, priority: 8 },
    // The signed-in set with what only it uses, in one file rather than one per shell part.
    {
      debugName: 'signed-in',
      name: (id, ctx) => (!ZOD.test(id) && onlySignedInSet(id, ctx) ? 'signed-in' : null),
      includeDependenciesRecursively: false,
      priority: 7,
    },
    buildingBlock('ui-overlays', reachesFloating, 5),
    buildingBlock('ui-forms', reachesForms, 4),
    buildingBlock('ui', null, 3),
    // The web's modules that call tRPC, and the shared package's schemas, each in one file.
    {
      debugName: 'client',
      name: (id, ctx) => ((APP_BLOCKS.test(id) || SHARED.test(id)) && reachesData(id, ctx) ? 'client' : null),
      includeDependenciesRecursively: false,
      minShareCount: 2,
      priority: 2,
    },
    // The sign-in forms' schemas apart: the sign-in pages build these, not every schema of the package
    // (decision 0109).
    {
      debugName: 'auth-schemas',
      name: (id, ctx) => (reachesZod(id, ctx) && partOfAuthSchemas(id, ctx) ? 'auth-schemas' : null),
      includeDependenciesRecursively: false,
      priority: 1,
    },
    {
      debugName: 'schemas',
      name: (id, ctx) => (SHARED.test(id) && reachesZod(id, ctx) ? 'schemas' : null),
      includeDependenciesRecursively: false,
      minShareCount: 2,
      priority: 0,
    },
  ];
}

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { ROUTE_PRELOADS_ID, type RoutePreload } from '../../src/core/urlParams/routePreloads.ts';

/** A route and the module its page is loaded from, as written in the route table. */
export interface RoutePage {
  readonly path: string;
  /** The page module's path relative to the project root, without extension (`src/features/home/HomePage`). */
  readonly module: string;
}

const PAGE_CALL = /\bpage\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g;

/** Reads the routes and their page modules from src/app/routes.tsx's `page('/path', () => import('../x'))` calls. */
export function routePagesOf(routesSource: string): RoutePage[] {
  const pages = [...routesSource.matchAll(PAGE_CALL)].map((match) => ({ path: match[1] as string, module: `src/${match[2] as string}` }));
  const calls = routesSource.match(/\bpage\(\s*'/g)?.length ?? 0;
  if (pages.length === 0 || pages.length !== calls) throw new Error(`route preloads: read ${pages.length} of ${calls} page(...) routes in src/app/routes.tsx`);
  return pages;
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
const cssOf = (chunk: Chunk) => [...(chunk.viteMetadata?.importedCss ?? [])];

/** A chunk and every chunk it imports statically, the chunk first. */
function staticClosure(bundle: Bundle, start: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** The module of the app's start, which the entry imports once the shell has painted (src/main.tsx). */
export const APP_START = 'src/app/start.tsx';

/**
 * What the app's start needs, every route: its chunk, the chunks it imports statically and their
 * stylesheets. index.html asks for them beside the entry (the entry imports the start only after the
 * first paint, which must not be when its code starts to download).
 */
export function appStartFilesOf(bundle: Bundle, root: string): { js: string[]; css: string[] } {
  const id = `${root}/${APP_START}`;
  // Its own chunk, or the group chunk it was captured into (scripts/vite/screenChunks.ts).
  const start = chunksOf(bundle).find((chunk) => chunk.facadeModuleId === id) ?? chunksOf(bundle).find((chunk) => chunk.moduleIds.includes(id));
  if (!start) throw new Error(`route preloads: no chunk for ${APP_START}`);
  const closure = staticClosure(bundle, start);
  return { js: closure.map((chunk) => chunk.fileName), css: [...new Set(closure.flatMap(cssOf))] };
}

/** Each route's chunks and stylesheets beyond what the entry and the app's start load already. */
export function routePreloadsOf(bundle: Bundle, pages: readonly RoutePage[], root: string, base: string): RoutePreload[] {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html') === true);
  if (!entry) throw new Error('route preloads: the entry chunk is missing');
  const app = appStartFilesOf(bundle, root);
  const loaded = new Set([...staticClosure(bundle, entry).flatMap((chunk) => [chunk.fileName, ...cssOf(chunk)]), ...app.js, ...app.css]);
  const moduleOf = (chunk: Chunk) => (chunk.facadeModuleId ? relative(root, chunk.facadeModuleId).replace(/\.[jt]sx?$/, '') : null);
  return pages.map(({ path, module }) => {
    const page = chunks.find((chunk) => chunk.isDynamicEntry && moduleOf(chunk) === module);
    if (!page) throw new Error(`route preloads: no chunk for ${module} (route ${path})`);
    const closure = staticClosure(bundle, page).filter((chunk) => !loaded.has(chunk.fileName));
    const js = closure.map((chunk) => base + chunk.fileName);
    const css = [...new Set(closure.flatMap(cssOf))].filter((file) => !loaded.has(file)).map((file) => base + file);
    return { path, js, css };
  });
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * Moves the stylesheet links ahead of every other request of the head. Over HTTP/1.1 a browser opens
 * six connections to a host and asks in document order: behind the entry and its module preloads,
 * the stylesheets that the first paint waits for were queued until a script had arrived.
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(STYLESHEET) ?? [];
  if (sheets.length === 0) return html;
  const rest = html.replace(STYLESHEET, '');
  const first = rest.search(/<(link|script)\b/);
  if (first < 0) return html;
  return rest.slice(0, first) + sheets.map((sheet) => sheet.trim()).join('\n    ') + '\n    ' + rest.slice(first);
}

/** The module of the page's preload script, built as an entry of its own (see vite.config.ts). */
export const ROUTE_PRELOAD_SCRIPT = 'src/app/routePreload.ts';

/**
 * The Vite plugin: writes the route table into the built index.html, before the entry, with the
 * preload script that reads it; the devnet's server reads the same table.
 */
export function routePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'waxwing-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const pages = routePagesOf(readFileSync(`${root}/src/app/routes.tsx`, 'utf8'));
        const table = JSON.stringify(routePreloadsOf(ctx.bundle, pages, root, base)).replace(/</g, '\\u003c');
        const script = chunksOf(ctx.bundle).find((chunk) => chunk.isEntry && chunk.facadeModuleId === `${root}/${ROUTE_PRELOAD_SCRIPT}`);
        if (!script) throw new Error(`route preloads: ${ROUTE_PRELOAD_SCRIPT} is not an entry of the build`);
        // The app's start (its stylesheets, before the first paint as the entry's, and its code),
        // written into the head so that its stylesheets are moved first with the others.
        const app = appStartFilesOf(ctx.bundle, root);
        const absent = (file: string) => !html.includes(`"${base + file}"`);
        const appLinks = [
          ...app.css.filter(absent).map((file) => `<link rel="stylesheet" crossorigin href="${base + file}">`),
          // Its code at low priority: the shell's first paint waits for the stylesheets, not for it.
          ...app.js.filter(absent).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base + file}">`),
        ];
        return {
          html: stylesheetsFirst(html.replace('</head>', `${appLinks.map((link) => `  ${link}\n`).join('')}  </head>`)),
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID }, children: table, injectTo: 'head' },
            { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: base + script.fileName }, injectTo: 'head' },
            // What the script imports (the modules it shares with the entry), fetched beside it.
            ...script.imports
              .filter((file) => !html.includes(`"${base + file}"`))
              .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + file }, injectTo: 'head' as const })),
          ],
        };
      },
    },
  };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appStartFilesOf, routePagesOf, routePreloadsOf, stylesheetsFirst } from './routePreload';

describe('routePagesOf', () => {
  it('reads every page route of src/app/routes.tsx with its module', () => {
    const pages = routePagesOf(readFileSync('src/app/routes.tsx', 'utf8'));
    expect(pages.length).toBe(14);
    expect(pages).toContainEqual({ path: '/trade/:src?/:quote?/:base?', module: 'src/features/marketScreen/TradePage' });
    expect(pages).toContainEqual({ path: '/', module: 'src/features/home/HomePage' });
  });

  it('fails the build when a route is written in a form it cannot read', () => {
    expect(() => routePagesOf(`page('/x', loadX), page('/y', () => import('../features/y/Y'))`)).toThrow(/read 1 of 2/);
  });
});

/** The part of a Rollup output chunk the table is made from. */
const chunk = (
  fileName: string,
  extra: { isEntry?: boolean; isDynamicEntry?: boolean; facadeModuleId?: string; moduleIds?: string[]; imports?: string[]; css?: string[] },
) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName,
  isEntry: extra.isEntry ?? false,
  isDynamicEntry: extra.isDynamicEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  moduleIds: extra.moduleIds ?? (extra.facadeModuleId ? [extra.facadeModuleId] : []),
  imports: extra.imports ?? [],
  viteMetadata: { importedCss: new Set(extra.css ?? []), importedAssets: new Set<string>() },
});

describe('routePreloadsOf', () => {
  it("lists the page chunk and its static imports that neither the entry nor the app's start loads, with their stylesheets", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: '/app/index.html',
        imports: ['assets/boot.js'],
        css: ['assets/index.css'],
      }),
      'assets/boot.js': chunk('assets/boot.js', {}),
      // The app's start, captured into the app's group chunk with React.
      'assets/app.js': chunk('assets/app.js', {
        isDynamicEntry: true,
        moduleIds: ['/app/node_modules/react/index.js', '/app/src/app/start.tsx'],
        imports: ['assets/boot.js', 'assets/react.js'],
        css: ['assets/app.css'],
      }),
      'assets/react.js': chunk('assets/react.js', {}),
      'assets/Trade.js': chunk('assets/Trade.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/features/marketScreen/TradePage.tsx',
        imports: ['assets/react.js', 'assets/book.js'],
        css: ['assets/Trade.css'],
      }),
      'assets/book.js': chunk('assets/book.js', {
        imports: ['assets/Trade.js', 'assets/boot.js'],
        css: ['assets/book.css', 'assets/index.css', 'assets/app.css'],
      }),
    };
    const table = routePreloadsOf(bundle as never, [{ path: '/trade/:src?', module: 'src/features/marketScreen/TradePage' }], '/app', '/');
    expect(table).toEqual([{ path: '/trade/:src?', js: ['/assets/Trade.js', '/assets/book.js'], css: ['/assets/Trade.css', '/assets/book.css'] }]);
    expect(appStartFilesOf(bundle as never, '/app')).toEqual({ js: ['assets/app.js', 'assets/boot.js', 'assets/react.js'], css: ['assets/app.css'] });
  });

  it("fails the build when the app's start is in no chunk", () => {
    const bundle = { 'assets/index.js': chunk('assets/index.js', { isEntry: true, facadeModuleId: '/app/index.html' }) };
    expect(() => appStartFilesOf(bundle as never, '/app')).toThrow(/no chunk for src\/app\/start\.tsx/);
  });
});

describe('stylesheetsFirst', () => {
  it('asks for the stylesheets before the scripts and preloads', () => {
    const html = [
      '<head>',
      '<meta charset="UTF-8" />',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin />',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/Loader.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '</head>',
    ].join('\n');
    const out = stylesheetsFirst(html);
    const order = [...out.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['/assets/Loader.css', '/assets/index.css', '/config.json', '/assets/index.js', '/assets/react.js']);
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('Loader.css'));
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(stylesheetsFirst('<head><script src="/a.js"></script></head>')).toBe('<head><script src="/a.js"></script></head>');
  });
});

import { describe, expect, it } from 'vitest';
import { screenChunks } from './screenChunks';

type Graph = Record<string, string[]>;

/** Runs the plugin's buildEnd over a module graph given as importer → static imports. */
function afterBuild(graph: Graph) {
  const chunks = screenChunks();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
  };
  const buildEnd = chunks.plugin.buildEnd as unknown as (this: typeof context) => void;
  buildEnd.call(context);
  const group = (name: string) => chunks.groups.find((candidate) => candidate.name === name)!;
  return { inBoot: group('boot').test, inApp: group('app').test, sharedByScreens: group('screens').test, groups: chunks.groups };
}

const GRAPH: Graph = {
  '/p/src/app/routePreload.ts': ['/p/src/core/earlyReads/earlyReads.ts'],
  '/p/src/core/earlyReads/earlyReads.ts': [],
  '/p/src/main.tsx': ['/p/src/state/app/chunkReload.ts'],
  '/p/src/state/app/chunkReload.ts': [],
  '/p/src/app/start.tsx': [
    '/p/src/app/routes.tsx',
    '/p/src/core/earlyReads/earlyReads.ts',
    '/p/node_modules/react-dom/index.js',
    '/p/src/core/format/wax.ts',
    '/p/src/state/app/chunkReload.ts',
  ],
  '/p/src/app/routes.tsx': [],
  '/p/node_modules/react-dom/index.js': [],
  '/p/src/core/format/wax.ts': ['/p/src/core/format/fixed.ts'],
  '/p/src/core/format/fixed.ts': [],
  '/p/src/features/swap/SwapPage.tsx': ['/p/src/core/format/wax.ts', '/p/src/state/swap/store.ts', '/p/node_modules/@tanstack/virtual-core/index.js'],
  '/p/src/state/swap/store.ts': [],
  '/p/node_modules/@tanstack/virtual-core/index.js': [],
};

describe('screen chunks', () => {
  it("puts everything the app's start loads statically, transitively, in the app's chunk", () => {
    const chunks = afterBuild(GRAPH);
    for (const id of ['/p/src/app/start.tsx', '/p/src/app/routes.tsx', '/p/node_modules/react-dom/index.js', '/p/src/core/format/fixed.ts'])
      expect(chunks.inApp(id)).toBe(true);
    expect(chunks.inApp('/p/src/state/swap/store.ts')).toBe(false);
  });

  it("leaves what the entry loads before the shell's paint with the entry, out of the app's chunk", () => {
    const chunks = afterBuild(GRAPH);
    for (const id of ['/p/src/main.tsx', '/p/src/state/app/chunkReload.ts']) {
      expect(chunks.inApp(id)).toBe(false);
      expect(chunks.sharedByScreens(id)).toBe(false);
    }
  });

  it('offers the screens group only the project’s own modules the entry does not load', () => {
    const chunks = afterBuild(GRAPH);
    expect(chunks.sharedByScreens('/p/src/state/swap/store.ts')).toBe(true);
    expect(chunks.sharedByScreens('/p/src/core/format/wax.ts')).toBe(false);
    expect(chunks.sharedByScreens('/p/node_modules/@tanstack/virtual-core/index.js')).toBe(false);
    expect(chunks.sharedByScreens('/p/node_modules/@wharfkit/antelope/src/chain/asset.ts')).toBe(false);
  });

  it('captures the entry’s modules before the screens’ and asks three screens to share a module', () => {
    const { groups } = afterBuild(GRAPH);
    expect(groups.map((group) => group.name)).toEqual(['boot', 'app', 'screens']);
    expect(groups[0]!.priority).toBeGreaterThan(groups[1]!.priority);
    expect(groups[1]!.priority).toBeGreaterThan(groups[2]!.priority);
    expect(groups[2]!.minShareCount).toBe(3);
  });

  it("keeps what the page's first script shares with the entry out of the entry's chunk, the script itself apart", () => {
    const chunks = afterBuild(GRAPH);
    expect(chunks.inBoot('/p/src/core/earlyReads/earlyReads.ts')).toBe(true);
    expect(chunks.inBoot('/p/src/app/routePreload.ts')).toBe(false);
    expect(chunks.inBoot('/p/src/app/routes.tsx')).toBe(false);
  });

  it('fails the build when the entry or the app’s start is missing rather than splitting blindly', () => {
    expect(() => afterBuild({ '/p/src/other.ts': [] })).toThrow(/src\/main\.tsx is not in the build/);
    expect(() => afterBuild({ '/p/src/main.tsx': [] })).toThrow(/src\/app\/start\.tsx is not in the build/);
  });
});

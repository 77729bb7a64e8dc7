import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the screens (docs/performance.md, "The first screen"). Left to itself the
 * bundler makes a chunk for every set of routes that share modules: /trade came in some 40 files,
 * most under 2 KiB, and over HTTP/1.1's six connections a phone on 4G waits a round trip per six.
 *
 * Three groups, in order of priority:
 * - `boot`: the modules the page's first script (src/app/routePreload.ts: route preloads and the
 *   early reads) shares with the entry. Left to the `app` group, that script would import the whole
 *   entry chunk and run only once it had downloaded; index.html preloads this small chunk beside it.
 * - `app`: every module the entry loads statically (React, the router, the shell, the stores of the
 *   whole session). The entry needs all of it before it runs, whatever the route.
 * - `screens`: the project's modules that three or more screens share and the entry does not load.
 *   A screen that needs any of them loads them all, once, and the next screen has them cached. (Two
 *   would catch what only the light home and about pages share, and send them every screen's code.)
 *
 * The entry's modules are captured first so that a screen module's dependencies that the entry also
 * loads stay with the entry: otherwise the entry would import the screens' chunk, and the home page
 * would download every screen's code.
 */
export function screenChunks() {
  const entryGraph = new Set<string>();
  const bootGraph = new Set<string>();
  const plugin: Plugin = {
    name: 'waxwing-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
      if (entry === undefined) throw new Error('screen chunks: src/main.tsx is not in the build');
      const graphOf = (start: string, into: Set<string>) => {
        into.clear();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      graphOf(entry, entryGraph);
      const bootScript = ids.find((id) => /[\\/]src[\\/]app[\\/]routePreload\.ts$/.test(id));
      if (bootScript === undefined) bootGraph.clear();
      else {
        graphOf(bootScript, bootGraph);
        bootGraph.delete(bootScript);
      }
    },
  };
  const inBoot = (id: string) => bootGraph.has(id);
  const inEntry = (id: string) => entryGraph.has(id);
  const sharedByScreens = (id: string) => !entryGraph.has(id) && /[\\/]src[\\/]/.test(id) && !/[\\/]node_modules[\\/]/.test(id);
  /** rolldown's `output.codeSplitting.groups`: the higher priority captures first. */
  const groups = [
    { name: 'boot', test: inBoot, priority: 30 },
    { name: 'app', test: inEntry, priority: 20 },
    { name: 'screens', test: sharedByScreens, minShareCount: 3, priority: 10 },
  ];
  return { plugin, groups };
}

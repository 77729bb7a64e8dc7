import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the screens (docs/performance.md, "The first screen"). Left to itself the
 * bundler makes a chunk for every set of routes that share modules: /trade came in some 40 files,
 * most under 2 KiB, and over HTTP/1.1's six connections a phone on 4G waits a round trip per six.
 *
 * Three groups, in order of priority:
 * - `boot`: the modules the page's first scripts load: the route preloads and early reads
 *   (src/app/routePreload.ts) and the entry's own (src/main.tsx: what it needs before the app's
 *   start). Left to the `app` group, either script would import the whole app chunk and run it
 *   before the shell's first paint; index.html preloads this small chunk beside them.
 * - `app`: every module the app's start (src/app/start.tsx) loads statically (React, the router, the
 *   shell, the stores of the whole session), whatever the route. The entry (src/main.tsx) imports it
 *   once the page has painted index.html's shell, and index.html preloads it beside the entry; what
 *   the entry itself loads statically (a few small modules) stays with the entry.
 * - `screens`: the project's modules that three or more screens share and the entry does not load.
 *   A screen that needs any of them loads them all, once, and the next screen has them cached. (Two
 *   would catch what only the light home and about pages share, and send them every screen's code.)
 *
 * The entry's modules are captured first so that a screen module's dependencies that the entry also
 * loads stay with the entry: otherwise the entry would import the screens' chunk, and the home page
 * would download every screen's code.
 */
export function screenChunks() {
  const mainGraph = new Set<string>();
  const appGraph = new Set<string>();
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
      const start = ids.find((id) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id));
      if (start === undefined) throw new Error('screen chunks: src/app/start.tsx is not in the build');
      graphOf(entry, mainGraph);
      graphOf(start, appGraph);
      for (const id of mainGraph) appGraph.delete(id);
      const bootScript = ids.find((id) => /[\\/]src[\\/]app[\\/]routePreload\.ts$/.test(id));
      bootGraph.clear();
      if (bootScript !== undefined) graphOf(bootScript, bootGraph);
      for (const id of mainGraph) bootGraph.add(id);
      bootGraph.delete(bootScript ?? '');
      bootGraph.delete(entry);
    },
  };
  const inBoot = (id: string) => bootGraph.has(id);
  const inApp = (id: string) => appGraph.has(id);
  const sharedByScreens = (id: string) => !appGraph.has(id) && !mainGraph.has(id) && /[\\/]src[\\/]/.test(id) && !/[\\/]node_modules[\\/]/.test(id);
  /** rolldown's `output.codeSplitting.groups`: the higher priority captures first. */
  const groups = [
    { name: 'boot', test: inBoot, priority: 30 },
    { name: 'app', test: inApp, priority: 20 },
    { name: 'screens', test: sharedByScreens, minShareCount: 3, priority: 10 },
  ];
  return { plugin, groups };
}

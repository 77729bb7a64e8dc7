import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompress } from './scripts/vite/precompress.ts';
import { routePreload, ROUTE_PRELOAD_SCRIPT } from './scripts/vite/routePreload.ts';
import { screenChunks } from './scripts/vite/screenChunks.ts';

/** The devnet serves the built app and every API on one origin; in dev, Vite proxies to it. */
const devnetTarget = process.env.DEVNET_URL ?? 'http://localhost:8080';
const proxied = ['/v1', '/api', '/lightapi', '/lightapi2', '/api2', '/devnet', '/explorer', '/version.json'];

/** Emits /version.json with a new value per build, so open tabs hard-reload after a deploy (SPEC §4). */
function emitVersion(): Plugin {
  return {
    name: 'waxwing-version',
    apply: 'build',
    generateBundle() {
      const version = process.env.WAXWING_VERSION ?? `${Date.now()}`;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) + '\n' });
    },
  };
}

const chunks = screenChunks();

/**
 * react-router's package exports only its development build (dev-time warnings and checks run on
 * every navigation and route match); its production build ships beside it. The built app takes that
 * one, both entry points from the same build, so one router serves `react-router` and
 * `react-router/dom` (docs/performance.md, "The first screen", rule 15).
 */
const productionRouter = [
  { find: /^react-router\/dom$/, replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/dom-export.mjs` },
  { find: /^react-router$/, replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs` },
];

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: productionRouter } : undefined,
  plugins: [react(), emitVersion(), routePreload(), precompress(), chunks.plugin],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // The route preload script is an entry of its own: in index.html's module graph it would wait for the entry.
    rollupOptions: {
      input: { index: 'index.html', routePreload: ROUTE_PRELOAD_SCRIPT },
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: devnetTarget, changeOrigin: true }])),
      '/waxwing-socket.io': { target: devnetTarget, ws: true, changeOrigin: true },
    },
  },
}));

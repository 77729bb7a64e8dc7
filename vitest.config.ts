import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit tests sit beside the code: Node for the pure layers, jsdom for React. Worker threads start
 * cheaper than forked processes; the pure core and the WASM tests share one module graph per
 * thread (no per-file isolation: they hold no module state), which halves their start-up cost.
 * Vitest's default in a run is one thread fewer than the machine's cores — one thread on a
 * two-core CI machine — so the suite asks for every core (measured: 354 s → about 220 s on 2 cores).
 */
const PURE = ['src/core/**/*.test.ts', 'wasm/test/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'threads',
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'core', environment: 'node', include: PURE, isolate: false, testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/app/**/*.test.ts', 'src/features/**/*.test.ts', 'src/components/**/*.test.ts', 'src/services/**/*.test.ts', 'workers/**/*.test.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'state',
          environment: 'node',
          include: ['src/state/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'devnet', environment: 'node', include: ['devnet/**/*.test.ts'], isolate: false, testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./vitest.dom.setup.ts'],
          include: ['src/**/*.test.tsx'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

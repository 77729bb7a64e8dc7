import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit tests sit beside the code: Node for the pure layers, jsdom for React. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/core/**/*.test.ts',
            'src/app/**/*.test.ts',
            'src/features/**/*.test.ts',
            'src/components/**/*.test.ts',
            'src/services/**/*.test.ts',
            'src/state/**/*.test.ts',
            'workers/**/*.test.ts',
            'wasm/test/**/*.test.ts',
            'devnet/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

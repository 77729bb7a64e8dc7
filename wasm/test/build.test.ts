import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const buildScript = fileURLToPath(new URL('../build.mjs', import.meta.url));
const built = fileURLToPath(new URL('../build/v3.wasm', import.meta.url));

describe('wasm/build.mjs', () => {
  it('rebuilds the sources into the very same bytes as wasm/build/v3.wasm (reproducible, and the build is current)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'waxwing-wasm-'));
    try {
      await run(process.execPath, [buildScript, '--outDir', dir]);
      const [fresh, current] = await Promise.all([readFile(join(dir, 'v3.wasm')), readFile(built)]);
      expect(fresh.byteLength).toBeGreaterThan(1000);
      expect(fresh.equals(current)).toBe(true);
      // No paths of the machine that built it (source maps, debug names) inside the module.
      expect(fresh.includes(Buffer.from(dir))).toBe(false);
      expect(fresh.includes(Buffer.from('assembly/'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

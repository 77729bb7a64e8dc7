// Compiles wasm/assembly (AssemblyScript) to wasm/build/v3.wasm with -O3 and no source map or
// debug names, so the same sources always give the same bytes (wasm/test/build.test.ts checks).
// Run by `npm install` (prepare) and `npm run build`; `--outDir <dir>` writes elsewhere.
import asc from 'assemblyscript/asc';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const outFlag = process.argv.indexOf('--outDir');
const outDir = outFlag >= 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]) : join(root, 'build');
const started = performance.now();
await mkdir(outDir, { recursive: true });

const { error, stderr } = await asc.main(
  [
    'assembly/index.ts',
    '--baseDir',
    root,
    '--outFile',
    join(outDir, 'v3.wasm'),
    '-O3',
    // No GC'd objects: a static-data runtime keeps the module small and the hot paths allocation-free.
    '--runtime',
    'stub',
    '--noAssert',
    '--initialMemory',
    '2',
  ],
  { stdout: process.stdout, stderr: process.stderr },
);
if (error) {
  console.error(stderr.toString());
  throw error;
}
console.log(`${join(outDir, 'v3.wasm')} built in ${Math.round(performance.now() - started)} ms`);

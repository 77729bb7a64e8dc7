import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and images other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.wasm', '.txt']);
/** Below this a compressed twin saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/** Whether the build should write compressed twins of a file. */
export function isCompressible(path: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every compressible file of a
 * folder, once, at build time: the server then sends the smallest coding the browser accepts
 * without compressing per request. A twin is written only when it is smaller than the file.
 */
export async function precompressFolder(dir: string): Promise<{ files: number; rawBytes: number; brBytes: number; gzBytes: number }> {
  const totals = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  const files = await filesUnder(dir);
  await Promise.all(
    files.map(async (path) => {
      const { size } = await stat(path);
      if (!isCompressible(path, size)) return;
      const raw = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${path}.br`, br);
      if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
      totals.files += 1;
      totals.rawBytes += raw.length;
      totals.brBytes += Math.min(br.length, raw.length);
      totals.gzBytes += Math.min(gz.length, raw.length);
    }),
  );
  return totals;
}

/** The Vite plugin: precompresses the whole output folder (the public files too) once the build is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'waxwing-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const { files, rawBytes, brBytes, gzBytes } = await precompressFolder(outDir);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      log(`precompressed ${files} files: ${kib(rawBytes)} → brotli ${kib(brBytes)}, gzip ${kib(gzBytes)}`);
    },
  };
}

// `npm run bench`: every benchmark in one run, figures printed (DESIGN §6: never pass/fail on time).
import { pathToFileURL } from 'node:url';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

type BenchModule = { run?: () => Promise<void> };

const only = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

for (const file of files) {
  const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as BenchModule;
  if (typeof module.run !== 'function') continue;
  console.log(`\n=== ${file} ===`);
  await module.run();
}

/** The data directory's identity: chain id, seed, genesis time and block interval (fixed at creation). */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isJournalFile } from './segments';
import { isSnapshotFile } from './snapshot/names';

/** Written once when a data directory gets its genesis. */
export interface ChainMeta {
  readonly chainId: string;
  readonly seed: string;
  readonly genesisMs: number;
  readonly intervalMs: number;
}

const META_FILE = 'chain.json';

/** Reads the meta file, if the directory has one. */
export function readMeta(dir: string): ChainMeta | undefined {
  const path = join(dir, META_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ChainMeta) : undefined;
}

/** Writes the meta file atomically and durably. */
export function writeMeta(dir: string, meta: ChainMeta): void {
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `${META_FILE}.tmp`);
  const fd = openSync(tmp, 'w');
  writeSync(fd, JSON.stringify(meta, null, 2));
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, join(dir, META_FILE));
}

/** Deletes the journal, snapshot and history files: what a new genesis must not replay or load. */
export function removeChainFiles(dir: string): void {
  for (const file of readdirSync(dir)) if (isJournalFile(file) || isSnapshotFile(file)) rmSync(join(dir, file), { force: true });
}

/** Deletes the chain's files (--reset): the next start re-creates the genesis. */
export function resetDataDir(dir: string): void {
  for (const file of [META_FILE, `${META_FILE}.tmp`]) rmSync(join(dir, file), { force: true });
  removeChainFiles(dir);
}

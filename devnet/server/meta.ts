/**
 * Which world a data directory holds (`world.json`): the chain's genesis extension must be the same
 * at every start or the journal would replay onto another world; the index records whether its
 * seeded history is complete, so a crash mid-seed rebuilds it instead of serving half a year.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Bumped whenever the generated world changes shape: a data directory of another version is rebuilt. */
export const WORLD_VERSION = 3;

/** What `world.json` holds. */
export interface WorldMeta {
  readonly seed: string;
  readonly size: string;
  readonly version: number;
  /** The chain's genesis time the index was built for (its first block, epoch ms). */
  readonly chainStartMs: number;
  /** The seeded history (and holders) are in the index. */
  readonly historyDone: boolean;
  /** Every transaction before this block is indexed (written at close and every minute): a restart reads only the rest. */
  readonly indexedFromBlock?: number;
}

const FILE = 'world.json';

export function readWorldMeta(dir: string): WorldMeta | undefined {
  const path = join(dir, FILE);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as WorldMeta;
  } catch {
    return undefined;
  }
}

export function writeWorldMeta(dir: string, meta: WorldMeta): void {
  const path = join(dir, FILE);
  writeFileSync(`${path}.tmp`, JSON.stringify(meta, null, 2));
  renameSync(`${path}.tmp`, path);
}

/** Why a kept chain cannot serve this world (a message for the user), or null when it can. */
export function chainMismatch(meta: WorldMeta | undefined, seed: string, size: string): string | null {
  if (meta === undefined) return null;
  if (meta.version !== WORLD_VERSION) return `it holds a world of an older version (${meta.version}, now ${WORLD_VERSION})`;
  if (meta.size !== size) return `it holds a ${meta.size} world, not ${size}`;
  if (meta.seed !== seed) return `it holds the world of seed "${meta.seed}"`;
  return null;
}

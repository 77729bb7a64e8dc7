/** The names of the snapshot and history files in the data directory, and the file operations that go by name. */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The single snapshot file of earlier versions. */
export const LEGACY_SNAPSHOT_FILE = 'snapshot.bin';
const SNAPSHOT_FILES = /^snapshot\.(\d+)\.bin$/;
/** The first history file; compaction writes `history.<n>.bin`. */
export const HISTORY_FILE = 'history.bin';
const HISTORY_FILES = /^history(\.\d+)?\.bin$/;

/** The snapshot file of the state at journal byte `offset` (zero-padded like the journal's segments). */
export function snapshotFile(offset: number): string {
  return `snapshot.${String(offset).padStart(12, '0')}.bin`;
}

/** A snapshot file and the journal offset it stands at. */
export interface SnapshotEntry {
  readonly file: string;
  readonly offset: number;
}

/** The snapshot files in `dir`, newest (furthest into the journal) first. */
export function listSnapshots(dir: string): SnapshotEntry[] {
  if (!existsSync(dir)) return [];
  const found: SnapshotEntry[] = [];
  for (const file of readdirSync(dir)) {
    const match = SNAPSHOT_FILES.exec(file);
    if (match) found.push({ file, offset: Number(match[1]) });
  }
  return found.sort((a, b) => b.offset - a.offset);
}

/** True for the names of snapshot and history files (temp files included). */
export function isSnapshotFile(file: string): boolean {
  const name = file.endsWith('.tmp') ? file.slice(0, -4) : file;
  return name === LEGACY_SNAPSHOT_FILE || SNAPSHOT_FILES.test(name) || HISTORY_FILES.test(name);
}

/** Deletes the temp files of snapshots a crash cut short. */
export function removeSnapshotTemps(dir: string): void {
  for (const file of readdirSync(dir)) if (file.endsWith('.tmp') && isSnapshotFile(file)) rmSync(join(dir, file), { force: true });
}

/** Deletes the history files not in `keep`, in the thread pool: a history file is tens of MB. */
export async function dropHistoryFiles(dir: string, keep: ReadonlySet<string>): Promise<string[]> {
  const dropped: string[] = [];
  for (const file of await readdir(dir))
    if (HISTORY_FILES.test(file) && !keep.has(file)) {
      await rm(join(dir, file), { force: true });
      dropped.push(file);
    }
  return dropped;
}

/**
 * Retention after a snapshot is in place: the newest `keep` snapshot files stay, with the journal
 * segments from the oldest of them on and the history files they name; the rest goes. Until there
 * are `keep` snapshots, genesis is the oldest way back and the whole journal stays. Each step
 * deletes only what no kept snapshot needs, so a crash between two steps leaves spare files that
 * the next snapshot deletes, never a kept snapshot without its journal.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Journal } from '../journal';
import { readSnapshotHeader } from './files';
import { dropHistoryFiles, listSnapshots } from './names';

/** Deletes the snapshots past the newest `keep`, then the segments and history files only they needed; returns the files deleted. */
export async function pruneSnapshots(dir: string, keep: number, journal: Journal, historyFile: string): Promise<string[]> {
  const snapshots = listSnapshots(dir);
  const kept = snapshots.slice(0, keep);
  const dropped: string[] = [];
  for (const { file } of snapshots.slice(keep)) {
    await rm(join(dir, file), { force: true });
    dropped.push(file);
  }
  if (kept.length < keep) return dropped;
  dropped.push(...(await journal.dropBefore(kept.at(-1)!.offset)));
  const named = new Set([historyFile]);
  for (const { file } of kept) {
    try {
      named.add(readSnapshotHeader(dir, file).historyFile);
    } catch {
      // An unreadable header: that snapshot cannot load whatever is kept for it.
    }
  }
  dropped.push(...(await dropHistoryFiles(dir, named)));
  return dropped;
}

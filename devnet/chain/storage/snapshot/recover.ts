/**
 * What a start rebuilds the chain from: the newest snapshot that loads and whose journal from its
 * offset on is all there; else the next older one (a damaged newest costs the replay of a few more
 * segments); else genesis and the whole journal, while its first segment is still kept. The
 * journal before the oldest kept snapshot is deleted, so when none of these can, the start stops
 * with a message naming the files and --reset instead of serving another chain.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChainEngine } from '../../node/engine';
import type { ChainMeta } from '../meta';
import { adoptLegacyJournal, listSegments, readJournal, type JournalRead } from '../segments';
import { readSnapshotHeader } from './files';
import { LEGACY_SNAPSHOT_FILE, listSnapshots, snapshotFile } from './names';
import { applySnapshot, readSnapshot, type RestoredSnapshot } from './restore';

/** Where a start begins. */
export interface Recovery {
  /** The snapshot loaded into the engine; undefined: genesis runs, then the whole journal replays. */
  readonly restored: RestoredSnapshot | undefined;
  /** The journal from the snapshot's offset (or from its start) on. */
  readonly journal: JournalRead;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Renames an earlier version's `snapshot.bin` to the name of its journal offset; one whose header
 * cannot be read is deleted (the journal then replays from genesis, as that version did). Says what it did.
 */
function adoptLegacySnapshot(dir: string): string | undefined {
  if (!existsSync(join(dir, LEGACY_SNAPSHOT_FILE))) return undefined;
  let offset: number;
  try {
    offset = readSnapshotHeader(dir, LEGACY_SNAPSHOT_FILE).journalOffset;
  } catch (error) {
    rmSync(join(dir, LEGACY_SNAPSHOT_FILE));
    return `${LEGACY_SNAPSHOT_FILE} deleted (${reason(error)})`;
  }
  renameSync(join(dir, LEGACY_SNAPSHOT_FILE), join(dir, snapshotFile(offset)));
  return `${LEGACY_SNAPSHOT_FILE} renamed ${snapshotFile(offset)}`;
}

/** A snapshot file not used, and why. */
interface Refusal {
  readonly file: string;
  readonly why: string;
}

/** The message of a chain nothing can rebuild. */
function lost(dir: string, refused: readonly Refusal[], journal: string): string {
  const snapshots = refused.length > 0 ? refused.map((r) => `${r.file}: ${r.why}`).join('; ') : 'no snapshot file';
  return `the chain in ${dir} cannot be rebuilt: ${snapshots}; and genesis + the whole journal cannot stand in for them: ${journal} (segments before the oldest kept snapshot are deleted). Start with --reset to create a new chain (this one is lost).`;
}

/**
 * Loads the newest usable snapshot into the empty engine (contracts registered) and reads the
 * journal after it, or reads the whole journal for a replay from genesis; throws when neither can.
 * Snapshots refused are deleted once another way worked: the next ones written take their place.
 */
export function recoverChain(dir: string, engine: ChainEngine, meta: ChainMeta, log: (message: string) => void): Recovery {
  if (adoptLegacyJournal(dir)) log('journal.ndjson of an earlier version is now the journal segment at byte 0');
  const adopted = adoptLegacySnapshot(dir);
  if (adopted) log(adopted);
  const segments = listSegments(dir);
  const snapshots = listSnapshots(dir);
  const refused: Refusal[] = [];
  const forget = () => {
    for (const { file } of refused) rmSync(join(dir, file), { force: true });
  };
  for (const { file } of snapshots) {
    try {
      const snapshot = readSnapshot(dir, file, engine, meta, segments);
      const journal = readJournal(dir, snapshot.header.journalOffset, segments);
      forget();
      return { restored: applySnapshot(engine, snapshot, log), journal };
    } catch (error) {
      refused.push({ file, why: reason(error) });
      log(`snapshot not used (${file}: ${reason(error)}): trying ${refused.length < snapshots.length ? 'an older one' : 'genesis and the whole journal'}`);
    }
  }
  let journal: JournalRead;
  try {
    journal = readJournal(dir, 0, segments);
  } catch (error) {
    throw new Error(lost(dir, refused, reason(error)), { cause: error });
  }
  const count = journal.entries.length;
  if (refused.length > 0) log(`no snapshot usable: rebuilding genesis and replaying the whole journal (${count} journal ${count === 1 ? 'entry' : 'entries'})`);
  forget();
  return { restored: undefined, journal };
}

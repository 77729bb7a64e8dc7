/**
 * Loading a snapshot instead of rebuilding genesis and replaying the whole journal. Everything is
 * read and checked (readSnapshot) before the engine is touched (applySnapshot), so a damaged or
 * foreign snapshot leaves an empty engine and the caller tries an older one (recover.ts).
 */
import { deserialize } from 'node:v8';
import type { AccountRecord } from '../../state/accounts';
import { AccountBatch, type AccountBatchData } from '../../state/accountBatch';
import type { TableData } from '../../state/table';
import type { ChainEngine } from '../../node/engine';
import type { HistoryRetention, TransactionRecord } from '../../node/history';
import type { ChainMeta } from '../meta';
import { journalTail, type Segment } from '../segments';
import { JOURNAL_TAIL_BYTES, readSnapshotFile, type GenesisFacts, type SnapshotHeader } from './files';
import { indexHistoryFile, readFrames, type HistoryFrame } from './historyFile';
import { decodeTable, type RestoredTable } from './stateCodec';

/** What a loaded snapshot covers: replay the journal from `journalOffset`. */
export interface RestoredSnapshot {
  readonly journalOffset: number;
  readonly historyFile: string;
  readonly historyCount: number;
  readonly historyBytes: number;
  readonly historyDropped: number;
  /** The history file's frames (the writer appends after them and compacts from them). */
  readonly frames: readonly HistoryFrame[];
  readonly genesis: GenesisFacts;
  /** History file bytes read and checked (the retained tail and the first frame, not the whole file). */
  readonly historyBytesRead: number;
  /** Each restored table's blob as read, with the table's revision then: the next snapshot reuses the unchanged ones. */
  readonly tableBlobs: ReadonlyMap<TableData, { readonly revision: number; readonly blob: Buffer }>;
}

/** The snapshot's retained history: the chain's first transaction and the newest `keep` (or a few more). */
interface HistoryTail {
  readonly origin: TransactionRecord;
  readonly records: TransactionRecord[];
  readonly firstIndex: number;
  readonly frames: readonly HistoryFrame[];
  readonly bytesRead: number;
}

/** Reads frames newest first until the retention is filled, so only the tail of a long history is read. */
function readTail(dir: string, header: SnapshotHeader, retention: HistoryRetention): HistoryTail | undefined {
  const { historyFile: file, historyBytes: bytes } = header;
  const frames = indexHistoryFile(dir, file, bytes);
  const inFile = frames.reduce((sum, f) => sum + f.records, 0);
  if (inFile + header.historyDropped !== header.historyCount)
    throw new Error(`history holds ${inFile + header.historyDropped} transactions, not ${header.historyCount}`);
  if (frames.length === 0) return undefined;
  const parts: TransactionRecord[][] = [];
  let held = 0;
  let traces = 0;
  let bytesRead = 0;
  let start = frames.length;
  while (start > 1 && held < retention.transactions && traces < retention.traces) {
    start -= 1;
    const part: TransactionRecord[] = [];
    bytesRead += readFrames(dir, file, frames[start]!.offset, frames[start + 1]?.offset ?? bytes, (r) => part.push(r));
    parts.push(part);
    held += part.length;
    for (const record of part) traces += record.traces.length;
  }
  const first: TransactionRecord[] = [];
  bytesRead += readFrames(dir, file, 0, frames[1]?.offset ?? bytes, (r) => first.push(r));
  const origin = first[0]!;
  let before = 0;
  for (let i = 0; i < start; i++) before += frames[i]!.records;
  // Frame 0 belongs to the tail when the tail reaches back to the frame after it (nothing evicted).
  if (start === 1 && header.historyDropped === 0) {
    parts.push(first);
    start = 0;
  }
  const records = parts.reverse().flat();
  const firstIndex = start === 0 ? 0 : before + header.historyDropped;
  return { origin, records, firstIndex, frames, bytesRead };
}

function check(header: SnapshotHeader, meta: ChainMeta, engine: ChainEngine, dir: string, segments: readonly Segment[]): void {
  if (header.format !== 2) throw new Error(`format ${String(header.format)}`);
  for (const field of ['chainId', 'seed', 'genesisMs', 'intervalMs'] as const) {
    if (header[field] !== meta[field]) throw new Error(`taken from another chain (${field})`);
  }
  for (const [id, hash] of Object.entries(header.contracts)) {
    const loaded = engine.state.contracts.get(id);
    if (!loaded) throw new Error(`contract ${id} is not registered`);
    if (loaded.abiHash !== hash) throw new Error(`contract ${id} has another ABI now`);
  }
  // Unless the segment holding the bytes before the offset was deleted (an older snapshot covered it): readJournal checks the rest.
  const tail = journalTail(dir, header.journalOffset, JOURNAL_TAIL_BYTES, segments);
  if (tail !== undefined && tail !== header.journalTail) throw new Error('the journal does not hold what the snapshot was taken from');
}

/** A snapshot's accounts part: the stored records and the genesis batches' columns. */
export interface StoredAccounts {
  readonly records: AccountRecord[];
  readonly batches: readonly AccountBatchData[];
}

/** Reads the accounts part; snapshots written before batches held the records alone. */
function readAccounts(part: Buffer): { records: AccountRecord[]; batches: AccountBatch[] } {
  const value = deserialize(part) as StoredAccounts | AccountRecord[];
  if (Array.isArray(value)) return { records: value, batches: [] };
  return { records: value.records, batches: value.batches.map((data) => new AccountBatch(data)) };
}

/** A snapshot read and checked, not yet in the engine. */
export interface ReadSnapshot {
  readonly file: string;
  readonly header: SnapshotHeader;
  readonly accounts: { readonly records: AccountRecord[]; readonly batches: AccountBatch[] };
  readonly tables: RestoredTable[];
  readonly blobs: readonly Buffer[];
  readonly tail: HistoryTail | undefined;
}

/**
 * Reads and checks `file` against the chain's meta, the registered contracts and the journal's
 * segments; throws with the reason when it cannot be used. The engine is only read.
 */
export function readSnapshot(dir: string, file: string, engine: ChainEngine, meta: ChainMeta, segments: readonly Segment[]): ReadSnapshot {
  const parts = readSnapshotFile(dir, file);
  const { header } = parts;
  check(header, meta, engine, dir, segments);
  const accounts = readAccounts(parts.accounts);
  const tables = parts.tables.map((blob) => decodeTable(blob, engine.state.contracts));
  const seen = new Set(tables.map((t) => `${t.code}:${t.table}:${t.scope}`));
  if (seen.size !== tables.length) throw new Error('a table appears twice');
  // Only the newest transactions the history holds are read: a restart costs the same however long the chain ran.
  const tail = readTail(dir, header, engine.history.retention);
  for (const account of accounts.records)
    if (account.contract !== null && !engine.state.contracts.get(account.contract))
      throw new Error(`account ${account.name} runs unregistered contract ${account.contract}`);
  return { file, header, accounts, tables, blobs: parts.tables, tail };
}

/** Loads a snapshot readSnapshot accepted into the empty engine; the journal replays from `journalOffset` after it. */
export function applySnapshot(engine: ChainEngine, snapshot: ReadSnapshot, log: (message: string) => void): RestoredSnapshot {
  const { header, tables, blobs, tail } = snapshot;
  const { state } = engine;
  state.accounts.restore(snapshot.accounts.records, snapshot.accounts.batches);
  // The blobs are views of the file read: one buffer stays alive, where copying or re-encoding 100,000 tables would not be free.
  const tableBlobs = new Map<TableData, { revision: number; blob: Buffer }>();
  tables.forEach((t, i) => {
    state.db.restoreTable(t.code, t.table, t.scope, t.kinds, t.rows);
    const data = state.db.find(t.code, t.table, t.scope)!;
    tableBlobs.set(data, { revision: data.revision, blob: blobs[i]! });
  });
  state.restoreGlobalSequence(header.globalSequence);
  if (tail) {
    engine.history.restore(tail.origin, tail.records, tail.firstIndex, header.actionTotals);
    // Blocks list the transactions held: get_block names an evicted one by its id only, and after a restart not at all.
    if (tail.firstIndex > 0) engine.blocks.add(tail.origin.blockNum, tail.origin.id);
    for (const record of tail.records) engine.blocks.add(record.blockNum, record.id);
  }
  const held = engine.history.size;
  log(
    `snapshot loaded: ${held} transactions${held < header.historyCount ? ` (the newest of ${header.historyCount}; ${tail?.bytesRead ?? 0} of ${header.historyBytes} history bytes read)` : ''}, ${tables.length} tables; replaying the journal from byte ${header.journalOffset}`,
  );
  return {
    journalOffset: header.journalOffset,
    historyFile: header.historyFile,
    historyCount: header.historyCount,
    historyBytes: header.historyBytes,
    historyDropped: header.historyDropped,
    frames: tail?.frames ?? [],
    genesis: header.genesis,
    historyBytesRead: tail?.bytesRead ?? 0,
    tableBlobs,
  };
}

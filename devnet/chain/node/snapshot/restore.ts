/**
 * Loading a snapshot instead of rebuilding genesis and replaying the whole journal. Everything is
 * read and checked before the engine is touched, so a missing, damaged or foreign snapshot leaves
 * an empty engine and the caller falls back to genesis + full replay.
 */
import { deserialize } from 'node:v8';
import type { AccountRecord } from '../../state/accounts';
import type { ChainEngine } from '../engine';
import type { TransactionRecord } from '../history';
import type { ChainMeta } from '../meta';
import { decodeHistory } from './historyCodec';
import { journalTail, readHistoryFile, readSnapshotFile, removeSnapshotFiles, type GenesisFacts, type SnapshotHeader } from './files';
import { decodeTable, type RestoredTable } from './stateCodec';

/** What a loaded snapshot covers: replay the journal from `journalOffset`. */
export interface RestoredSnapshot {
  readonly journalOffset: number;
  readonly historyCount: number;
  readonly historyBytes: number;
  readonly historyCrc: number;
  readonly genesis: GenesisFacts;
}

function check(header: SnapshotHeader, meta: ChainMeta, engine: ChainEngine, dir: string): void {
  if (header.format !== 1) throw new Error(`format ${String(header.format)}`);
  for (const field of ['chainId', 'seed', 'genesisMs', 'intervalMs'] as const) {
    if (header[field] !== meta[field]) throw new Error(`taken from another chain (${field})`);
  }
  for (const [id, hash] of Object.entries(header.contracts)) {
    const loaded = engine.state.contracts.get(id);
    if (!loaded) throw new Error(`contract ${id} is not registered`);
    if (loaded.abiHash !== hash) throw new Error(`contract ${id} has another ABI now`);
  }
  if (journalTail(dir, header.journalOffset) !== header.journalTail) throw new Error('the journal does not hold what the snapshot was taken from');
}

/**
 * Loads `dir`'s snapshot into an empty engine (contracts registered); undefined (and why, through
 * `log`) when there is none to use. A `fresh` chain (new genesis) deletes any left from before.
 */
export function restoreSnapshot(dir: string, engine: ChainEngine, meta: ChainMeta, fresh: boolean, log: (message: string) => void): RestoredSnapshot | undefined {
  if (fresh) {
    removeSnapshotFiles(dir);
    return undefined;
  }
  let header: SnapshotHeader;
  let accounts: AccountRecord[];
  let tables: RestoredTable[];
  const records: TransactionRecord[] = [];
  try {
    const parts = readSnapshotFile(dir);
    if (!parts) return undefined;
    header = parts.header;
    check(header, meta, engine, dir);
    accounts = deserialize(parts.accounts) as AccountRecord[];
    tables = parts.tables.map((blob) => decodeTable(blob, engine.state.contracts));
    const seen = new Set(tables.map((t) => `${t.code}:${t.table}:${t.scope}`));
    if (seen.size !== tables.length) throw new Error('a table appears twice');
    const history = readHistoryFile(dir, header.historyBytes, header.historyCrc);
    const count = decodeHistory(history, history.length, (record) => records.push(record));
    if (count !== header.historyCount) throw new Error(`history holds ${count} transactions, not ${header.historyCount}`);
    for (const account of accounts) if (account.contract !== null && !engine.state.contracts.get(account.contract)) throw new Error(`account ${account.name} runs unregistered contract ${account.contract}`);
  } catch (error) {
    log(`snapshot not used (${error instanceof Error ? error.message : String(error)}): rebuilding genesis and replaying the whole journal`);
    return undefined;
  }
  const { state } = engine;
  state.accounts.restore(accounts);
  for (const t of tables) state.db.restoreTable(t.code, t.table, t.scope, t.kinds, t.rows);
  state.restoreGlobalSequence(header.globalSequence);
  for (const record of records) {
    engine.history.add(record);
    engine.blocks.add(record.blockNum, record.id);
  }
  log(`snapshot loaded: ${records.length} transactions, ${tables.length} tables; replaying the journal from byte ${header.journalOffset}`);
  return { journalOffset: header.journalOffset, historyCount: header.historyCount, historyBytes: header.historyBytes, historyCrc: header.historyCrc, genesis: header.genesis };
}

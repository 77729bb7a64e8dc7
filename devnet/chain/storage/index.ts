/**
 * The chain's storage, the only way into this folder: the journal of executed transactions (segment
 * files), the data directory's identity (chain.json) and state snapshots (docs/decisions/
 * 0009-devnet-durability.md): a restart loads the newest snapshot and replays only the journal segments written after
 * it; a damaged one falls back to an older one, then to genesis and the whole journal while that is
 * still kept.
 */
export { Journal, type JournalEntry } from './journal';
export { readMeta, removeChainFiles, resetDataDir, writeMeta } from './meta';
export { removeSnapshotTemps } from './snapshot/names';
export { recoverChain } from './snapshot/recover';
export { ChainSnapshots, type SnapshotPolicy } from './snapshot/writer';

/**
 * Chain state snapshots (ARCHITECTURE "Devnet chain"): a restart loads the newest snapshot and
 * replays only the journal segments written after it; a damaged one falls back to an older one,
 * then to genesis and the whole journal while that is still kept.
 */
export { removeSnapshotTemps } from './names';
export { recoverChain, type Recovery } from './recover';
export { type RestoredSnapshot } from './restore';
export { ChainSnapshots, type SnapshotPolicy } from './writer';

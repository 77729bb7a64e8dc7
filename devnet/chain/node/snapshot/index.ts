/**
 * Chain state snapshots (ARCHITECTURE "Devnet chain"): a restart loads the last snapshot and
 * replays only the journal written after it; a missing or damaged snapshot means the old way,
 * genesis and the whole journal.
 */
export { restoreSnapshot, type RestoredSnapshot } from './restore';
export { ChainSnapshots, type SnapshotPolicy } from './writer';

/** SPEC §9 timing of the work that follows a transaction. */

/** A route's data is refreshed this long after a successful transaction (the chain and indexer need a moment). */
export const TRANSACTION_REFRESH_DELAY_MS = 2000;

/** A list item keeps its transaction record (success or failure) this long before it updates. */
export const TRANSACTION_UPDATE_DELAY_MS = 4000;

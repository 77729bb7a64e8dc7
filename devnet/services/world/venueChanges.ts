/**
 * Which venue tables the executed transactions may have changed, so views over the world (the route
 * graph, the price book) re-read only those. A contract's tables change only while its own code runs,
 * that is in an action it receives (its own or a notification), so a venue contract absent from a
 * transaction's receivers left its pools alone. Books are finer: `alcordexmain` logs every order-row
 * change as `logorder` with its market (devnet/contracts/orderbook/effects.ts), the delta the live
 * socket streams too.
 */
import type { ExecutedTransaction } from '../../chain';
import { ALCOR_BOOKS, ALCOR_POOLS } from './bookTables';
import type { VenueChanges } from './types';
import { V2_POOL_CONTRACTS } from './v2Tables';

const V2_CONTRACTS: ReadonlySet<string> = new Set(Object.values(V2_POOL_CONTRACTS));
/** What the order-book contract runs and what each does to the books: everything but these is unknown, and then every book is re-read. */
const BOOK_ACTIONS: ReadonlySet<string> = new Set([
  'transfer',
  'cancelbuy',
  'cancelsell',
  'newmarket',
  'setfrozen',
  'logorder',
  'buymatch',
  'sellmatch',
  'logpool',
]);

/** Nothing changed. */
export const NO_CHANGES: VenueChanges = { v2: false, v3: false, markets: false, books: new Set() };
/** Anything may have changed. */
export const ALL_CHANGES: VenueChanges = { v2: true, v3: true, markets: true, books: 'all' };

/** True when nothing is marked. */
export function isUnchanged(changes: VenueChanges): boolean {
  return !changes.v2 && !changes.v3 && !changes.markets && changes.books !== 'all' && changes.books.size === 0;
}

/** What one transaction touched. */
export function transactionChanges(tx: ExecutedTransaction): VenueChanges {
  let v2 = false;
  let v3 = false;
  let markets = false;
  let books: Set<number> | 'all' = new Set();
  for (const action of tx.actions) {
    if (V2_CONTRACTS.has(action.receiver)) v2 = true;
    else if (action.receiver === ALCOR_POOLS) v3 = true;
    else if (action.receiver === ALCOR_BOOKS) {
      markets = true;
      if (!BOOK_ACTIONS.has(action.name)) books = 'all';
      else if (books !== 'all' && action.account === ALCOR_BOOKS && action.name === 'logorder')
        books.add(Number((action.data as { market_id: bigint | number }).market_id));
    }
  }
  return { v2, v3, markets, books };
}

/** The union of two sets of changes. */
export function mergeChanges(a: VenueChanges, b: VenueChanges): VenueChanges {
  const books =
    a.books === 'all' || b.books === 'all' ? 'all' : b.books.size === 0 ? a.books : a.books.size === 0 ? b.books : new Set([...a.books, ...b.books]);
  return { v2: a.v2 || b.v2, v3: a.v3 || b.v3, markets: a.markets || b.markets, books };
}

/** Equality of plain table values (bigints, numbers, text, arrays, records). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Changes per world version, kept for the last `capacity` transactions that touched a venue. */
export interface ChangeLog {
  /** Records what the transaction that made `version` touched. */
  record(version: number, changes: VenueChanges): void;
  /** Everything after `since` up to now; null when older than what is kept (re-read everything). */
  since(since: number): VenueChanges | null;
}

/** A bounded change log; versions start after `start`. */
export function createChangeLog(start: number, capacity = 4096): ChangeLog {
  let entries: { version: number; changes: VenueChanges }[] = [];
  // Changes at or before `floor` are forgotten.
  let floor = start;
  return {
    record(version, changes) {
      if (isUnchanged(changes)) return;
      entries.push({ version, changes });
      if (entries.length > capacity) {
        const dropped = entries.length - Math.floor(capacity / 2);
        floor = entries[dropped - 1]!.version;
        entries = entries.slice(dropped);
      }
    },
    since(since) {
      if (since < floor) return null;
      let low = 0;
      let high = entries.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (entries[middle]!.version <= since) low = middle + 1;
        else high = middle;
      }
      let changes = NO_CHANGES;
      for (let i = low; i < entries.length; i += 1) changes = mergeChanges(changes, entries[i]!.changes);
      return changes;
    },
  };
}

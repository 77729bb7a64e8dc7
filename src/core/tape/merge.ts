/**
 * The tape on screen (SPEC §9: the latest 100 trades): the live trades, then the trades the history
 * fetch returned before the socket's first match. History and subscription overlap by however long
 * the fetch took, so a history trade the socket also delivered is shown once. Two real trades can
 * look alike (same transaction, side, time, price and amount): each live one hides one history twin.
 */
import { TAPE_SIZE } from './tape';
import type { TapeEntry } from './types';

/** A trade's identity across the socket and the history fetch. */
const identityOf = (entry: TapeEntry) => `${entry.trxId}|${entry.side}|${entry.timestamp}|${entry.unitPrice}|${entry.amount.units}`;

/** A shown trade: its entry, and its index in the history (−1 for a live trade). */
export type ShownTrade = { readonly entry: TapeEntry; readonly historyIndex: number };

/** Live trades (newest first), then history (newest first) without the live ones' twins, at most `limit`. */
export function mergeHistory(live: readonly TapeEntry[], history: readonly TapeEntry[], limit = TAPE_SIZE): ShownTrade[] {
  const shown: ShownTrade[] = live.slice(0, limit).map((entry) => ({ entry, historyIndex: -1 }));
  if (history.length === 0 || shown.length >= limit) return shown;
  const twins = new Map<string, number>();
  for (const entry of live) twins.set(identityOf(entry), (twins.get(identityOf(entry)) ?? 0) + 1);
  for (let index = 0; index < history.length && shown.length < limit; index++) {
    const entry = history[index]!;
    const identity = identityOf(entry);
    const left = twins.get(identity) ?? 0;
    if (left > 0) twins.set(identity, left - 1);
    else shown.push({ entry, historyIndex: index });
  }
  return shown;
}

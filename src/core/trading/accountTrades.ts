/**
 * The account's own trades on one market (SPEC §2 orders tab "history"), from the trades API's
 * market rows (SPEC §3 Trade: side is the taker's, asker the resting order's owner, bidder the taker):
 * each row read from the account's side — its side, whether it took or made, price, amounts, time.
 */
import type { BookSide } from '../actions/orderbook';
import type { BookMarket } from '../domain';
import { parseMarketMatch, type TapeEntry } from '../tape';

/** One of the account's fills. */
export type AccountTrade = TapeEntry & {
  /** The trade's global sequence (unique per fill, also within one transaction). */
  readonly key: string;
  /** The account's side: the taker's, or the opposite when its resting order was taken. */
  readonly accountSide: BookSide;
  readonly role: 'taker' | 'maker';
};

/** A trades API row as the account's trade, or null when malformed or not the account's. */
export function parseAccountTrade(raw: unknown, market: BookMarket, account: string): AccountTrade | null {
  const entry = parseMarketMatch(raw, market);
  if (entry === null) return null;
  const row = raw as Record<string, unknown>;
  const sequence = row.global_sequence;
  if (typeof sequence !== 'number' && typeof sequence !== 'string') return null;
  const role = row.bidder === account ? 'taker' : row.asker === account ? 'maker' : null;
  if (role === null) return null;
  const accountSide: BookSide = role === 'taker' ? entry.side : entry.side === 'buy' ? 'sell' : 'buy';
  return { ...entry, key: String(sequence), accountSide, role };
}

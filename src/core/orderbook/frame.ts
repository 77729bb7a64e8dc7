/**
 * What the market worker posts to the main thread for one side (DESIGN §4: only what is on screen,
 * ≤ 10 KiB a frame). Amounts are display numbers, best level first, normalised to quote/base so
 * both sides draw with the same columns. Every numeric column is a view on one ArrayBuffer, so a
 * frame crosses with a single transfer; `unitPrices` keeps each level's exact price as text, which
 * is what a click that fills the price input must use.
 *
 * Size: 41 bytes per level in the buffer plus the price text, ≈ 2.6 KiB for 50 levels.
 */
import type { OrderBookSide } from './side';
import type { BookKind } from './types';

/** The visible depth of one side, ready to draw. */
export type SideFrame = {
  readonly kind: BookKind;
  /** Levels in the frame (≤ the depth asked for). */
  readonly count: number;
  /** Exact unit_price of each level as decimal text (base per 1 quote × 10^8). */
  readonly unitPrices: string[];
  /** unit_price / 10^8: base per 1 quote, for display. */
  readonly price: Float64Array;
  /** The level's quote-token amount, and its running total from the best level. */
  readonly quoteTotal: Float64Array;
  readonly quoteCumul: Float64Array;
  /** The level's base-token amount, and its running total from the best level. */
  readonly baseTotal: Float64Array;
  readonly baseCumul: Float64Array;
  /** 1 where one of the level's orders is the current user's. */
  readonly currentUser: Uint8Array;
  /** The buffer behind every typed array above: pass it in the transfer list. */
  readonly buffer: ArrayBuffer;
};

const COLUMNS = 5;

/** Builds the frame of a side's best `depth` levels. */
export function sideFrame(side: OrderBookSide, depth: number): SideFrame {
  const levels = side.levels(depth);
  const count = levels.length;
  const buffer = new ArrayBuffer(count * (COLUMNS * Float64Array.BYTES_PER_ELEMENT + 1));
  const column = (i: number) => new Float64Array(buffer, i * count * Float64Array.BYTES_PER_ELEMENT, count);
  const [price, quoteTotal, quoteCumul, baseTotal, baseCumul] = [column(0), column(1), column(2), column(3), column(4)];
  const currentUser = new Uint8Array(buffer, COLUMNS * count * Float64Array.BYTES_PER_ELEMENT, count);
  // Bids give base and ask for quote; asks the other way round.
  const bidIsBase = side.kind === 'bids';
  const bidScale = 10 ** side.bidSymbol.precision;
  const askScale = 10 ** side.askSymbol.precision;
  const unitPrices: string[] = [];
  for (let i = 0; i < count; i++) {
    const level = levels[i]!;
    const bid = Number(level.totalBid) / bidScale;
    const ask = Number(level.totalAsk) / askScale;
    const cumulBid = Number(level.cumulBid) / bidScale;
    const cumulAsk = Number(level.cumulAsk) / askScale;
    unitPrices.push(level.unitPrice.toString());
    price[i] = Number(level.unitPrice) / 1e8;
    quoteTotal[i] = bidIsBase ? ask : bid;
    quoteCumul[i] = bidIsBase ? cumulAsk : cumulBid;
    baseTotal[i] = bidIsBase ? bid : ask;
    baseCumul[i] = bidIsBase ? cumulBid : cumulAsk;
    currentUser[i] = level.currentUser ? 1 : 0;
  }
  return { kind: side.kind, count, unitPrices, price, quoteTotal, quoteCumul, baseTotal, baseCumul, currentUser, buffer };
}

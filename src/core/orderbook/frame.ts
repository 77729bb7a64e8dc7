/**
 * What the market worker posts to the main thread for one side (DESIGN §4: only what is on screen,
 * ≤ 10 KiB a frame). Best level first, normalised to quote/base so both sides draw with the same
 * columns, and already formatted: the main thread writes the text into its rows and does no
 * arithmetic or formatting per frame. Text comes from the exact bigint totals, so an amount on
 * screen is the chain's to the last unit. `unitPrices` keeps each level's exact price for a click
 * that fills the price input. The numeric columns sit on one ArrayBuffer, crossing with one transfer.
 *
 * Size: 9 bytes per level in the buffer plus ≈ 45 characters of text, ≈ 3 KiB for 50 levels.
 */
import { formatUnits, VOLUME_PRECISION } from '../format';
import type { PriceLevel } from './level';
import type { OrderBookSide } from './side';
import type { BookKind } from './types';

/** How a side's text is formatted: the screen's price decimals and the base-total decimals. */
export type SideDisplay = { readonly pricePrecision: number; readonly totalPrecision: number };

/** SPEC §5: 8 price decimals when nothing better is known, volumes with 4. */
export const DEFAULT_SIDE_DISPLAY: SideDisplay = { pricePrecision: 8, totalPrecision: VOLUME_PRECISION };

/** The visible depth of one side, ready to draw. */
export type SideFrame = {
  readonly kind: BookKind;
  /** Levels in the frame (≤ the depth asked for). */
  readonly count: number;
  /** Exact unit_price of each level as decimal text (base per 1 quote × 10^8). */
  readonly unitPrices: string[];
  /** unit_price / 10^8 at the display's price decimals ("0.20003796"). */
  readonly priceText: string[];
  /** The level's quote-token amount, exact at the token's precision, grouped ("5,098.6506"). */
  readonly amountText: string[];
  /** The level's base-token amount at the display's total decimals ("1,020.0000"). */
  readonly totalText: string[];
  /** Base amount from the best level through each level, for depth bars (display only). */
  readonly baseCumul: Float64Array;
  /** 1 where one of the level's orders is the current user's. */
  readonly currentUser: Uint8Array;
  /** The buffer behind the typed arrays above: pass it in the transfer list. */
  readonly buffer: ArrayBuffer;
};

/** What a frame reads of a level: its price, exact totals, running totals and own-order flag (a grouped level has them too). */
export type LevelTotals = Pick<PriceLevel, 'unitPrice' | 'totalBid' | 'totalAsk' | 'cumulBid' | 'cumulAsk' | 'currentUser'>;

/** Builds the frame of a side's best `depth` levels. */
export function sideFrame(side: OrderBookSide, depth: number, display: SideDisplay = DEFAULT_SIDE_DISPLAY): SideFrame {
  return levelsFrame(side, side.levels(depth), display);
}

/** Builds the frame of `levels` (best first) of a side. */
export function levelsFrame(
  side: Pick<OrderBookSide, 'kind' | 'bidSymbol' | 'askSymbol'>,
  levels: readonly LevelTotals[],
  display: SideDisplay = DEFAULT_SIDE_DISPLAY,
): SideFrame {
  const count = levels.length;
  const buffer = new ArrayBuffer(count * (Float64Array.BYTES_PER_ELEMENT + 1));
  const baseCumul = new Float64Array(buffer, 0, count);
  const currentUser = new Uint8Array(buffer, count * Float64Array.BYTES_PER_ELEMENT, count);
  // Bids give base and ask for quote; asks the other way round.
  const bidIsBase = side.kind === 'bids';
  const base = bidIsBase ? side.bidSymbol : side.askSymbol;
  const quote = bidIsBase ? side.askSymbol : side.bidSymbol;
  const baseScale = 10 ** base.precision;
  const unitPrices: string[] = new Array<string>(count);
  const priceText: string[] = new Array<string>(count);
  const amountText: string[] = new Array<string>(count);
  const totalText: string[] = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const level = levels[i]!;
    unitPrices[i] = level.unitPrice.toString();
    priceText[i] = formatUnits(level.unitPrice, 8, display.pricePrecision);
    amountText[i] = formatUnits(bidIsBase ? level.totalAsk : level.totalBid, quote.precision, quote.precision);
    totalText[i] = formatUnits(bidIsBase ? level.totalBid : level.totalAsk, base.precision, display.totalPrecision);
    baseCumul[i] = Number(bidIsBase ? level.cumulBid : level.cumulAsk) / baseScale;
    currentUser[i] = level.currentUser ? 1 : 0;
  }
  return { kind: side.kind, count, unitPrices, priceText, amountText, totalText, baseCumul, currentUser, buffer };
}

/** True when two frames draw the same rows (a side whose change lies below the visible depth). */
export function sameSideFrame(a: SideFrame, b: SideFrame): boolean {
  if (a.kind !== b.kind || a.count !== b.count) return false;
  for (let i = 0; i < a.count; i++) {
    if (a.unitPrices[i] !== b.unitPrices[i] || a.amountText[i] !== b.amountText[i] || a.totalText[i] !== b.totalText[i]) return false;
    if (a.baseCumul[i] !== b.baseCumul[i] || a.currentUser[i] !== b.currentUser[i]) return false;
  }
  return true;
}

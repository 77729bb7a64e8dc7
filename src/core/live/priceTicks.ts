/**
 * The latest price of a venue from its live rooms (SPEC §7 "Live socket"), for lists that tick
 * prices without following a whole book: an order-book market's `marketMatch` (unit_price / 10^8)
 * and a pool's 1-minute `kline` (its close). Both are token0 per token1 in whole tokens, the swap
 * service's orientation. Checked at the boundary: null for anything malformed, never a throw.
 */
import { parseKlineMessage } from '../candles/kline';
import { parseSafeCount, parseUint128 } from '../orderbook/uint';
import { PRICE_SCALE } from '../orderbook/types';

/** A venue's newest trade price as its room reported it. */
export type RoomPrice = { readonly marketId: number; readonly price: number };

/** The resolution whose `kline` room a pool's price is read from. */
export const PRICE_KLINE_RESOLUTION = '1';

function record(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/** A `marketMatch` message's market and price; null without a market id or a positive unit price. */
export function parseMatchPrice(raw: unknown): RoomPrice | null {
  const message = record(raw);
  const marketId = parseSafeCount(message?.market_id);
  const unitPrice = parseUint128(message?.unit_price);
  if (marketId === null || unitPrice === null || unitPrice === 0n) return null;
  return { marketId, price: Number(unitPrice) / Number(PRICE_SCALE) };
}

/** A 1-minute `kline` message's room and close; null for another resolution, a missing room or a malformed candle. */
export function parseKlineClose(raw: unknown): (RoomPrice & { readonly src: string }) | null {
  const message = record(raw);
  if (!message || String(message.resolution) !== PRICE_KLINE_RESOLUTION || typeof message.src !== 'string') return null;
  const marketId = parseSafeCount(message.market_id);
  const kline = parseKlineMessage(message);
  if (marketId === null || kline === null || !(kline.row.close > 0)) return null;
  return { marketId, src: message.src, price: kline.row.close };
}

/** Boundary check for the socket's `marketMatch` message (SPEC §3 "Trade tape entry", §7). */
import type { BookMarket } from '../domain';
import { parseSafeCount, parseUint128 } from '../orderbook/uint';
import { assetTicker, readTradeAmount } from './tradeAmount';
import type { TapeEntry, TradeSide } from './types';

const TRX_ID = /^[0-9a-fA-F]{64}$/;
// Chain times are UTC but written without a zone ("2026-01-01T00:00:00.000").
const ZONED = /(Z|[+-]\d\d:?\d\d)$/;

function readSide(message: Record<string, unknown>): TradeSide | null {
  const side = message.side ?? message.type;
  if (side === 'buy' || side === 'buymatch') return 'buy';
  if (side === 'sell' || side === 'sellmatch') return 'sell';
  return null;
}

/** Unix ms from ISO text (UTC when no zone is written) or a number (seconds below 10^11, else ms). */
export function readTradeTime(raw: unknown): number | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) return null;
    return raw < 1e11 ? Math.round(raw * 1000) : Math.round(raw);
  }
  if (typeof raw !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(raw)) return null;
  const time = Date.parse(ZONED.test(raw) ? raw : `${raw}Z`);
  return Number.isNaN(time) ? null : time;
}

/**
 * Checks a `marketMatch` message `{src?, market_id?, trx_id, side | type, unit_price, amount_ask,
 * amount_bid, updated_at_time}` for `market`; never throws, null when malformed or for another market.
 * The taker's ask is the quote on a buy and the base on a sell; asset texts, when sent, settle which
 * amount is which by their tickers.
 */
export function parseMarketMatch(raw: unknown, market: BookMarket): TapeEntry | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const message = raw as Record<string, unknown>;
  if (message.market_id !== undefined && parseSafeCount(message.market_id) !== market.id) return null;
  const side = readSide(message);
  const unitPrice = parseUint128(message.unit_price);
  const timestamp = readTradeTime(message.updated_at_time);
  const trxId = message.trx_id;
  if (side === null || unitPrice === null || unitPrice === 0n || timestamp === null) return null;
  if (typeof trxId !== 'string' || !TRX_ID.test(trxId)) return null;
  let [quoteRaw, baseRaw] = side === 'buy' ? [message.amount_ask, message.amount_bid] : [message.amount_bid, message.amount_ask];
  if (assetTicker(quoteRaw) === market.base.ticker && assetTicker(baseRaw) === market.quote.ticker) [quoteRaw, baseRaw] = [baseRaw, quoteRaw];
  const amount = readTradeAmount(quoteRaw, market.quote.precision);
  const total = readTradeAmount(baseRaw, market.base.precision);
  if (amount === null || total === null) return null;
  return { side, trxId: trxId.toLowerCase(), unitPrice, price: Number(unitPrice) / 1e8, amount, total, timestamp };
}

/**
 * Contract logs (ABI JSON, as nodeos renders action data) → indexer records. The v2 and v3 logs are
 * read with their shared codecs (src/core/actions), so the contracts and the indexer cannot disagree
 * on a field; the order book's match record is read here from its ABI struct.
 */
import type { AssetParts, ExtendedAssetParts } from '../../../../src/core/amount';
import { readLogPool, readLogSwap } from '../../../../src/core/actions/v2/logs';
import { readAssetJson, readName, readObject, readUint32Json, readUint64Json } from '../../../../src/core/actions/v2/json';
import { decodeLogPool, decodeLogSwap } from '../../../../src/core/actions/alcorv3/logs';
import { parseUint128 } from '../../../../src/core/orderbook/uint';
import { v3Token0PerToken1 } from '../poolPrice';
import type { MarketFill, PairInfo, TokenRef } from '../types';
import { pairIdOf, type VenueAccount } from './venues';

/** A trade as a log states it: tokens by identity; the indexer orients it against its pair. */
export interface LoggedTrade {
  readonly pairId: string;
  readonly maker: string;
  readonly tokenIn: TokenRef;
  readonly tokenOut: TokenRef;
  readonly amountIn: bigint;
  readonly amountOut: bigint;
  /** token0 per token1 after the trade, whole tokens (null when the log cannot say). */
  readonly poolPrice: number | null;
  /** The pair as far as the log reveals it, for a pool the indexer has not seen listed. */
  readonly pair: PairInfo | null;
  readonly market?: MarketFill;
}

const tokenOf = (asset: ExtendedAssetParts): TokenRef => ({ contract: asset.contract, code: asset.ticker, precision: asset.amount.precision });
const whole = (asset: AssetParts): number => Number(asset.amount.units) / 10 ** asset.amount.precision;

/** Token0/token1 of a pool from its post-trade reserves (pool order) and the two traded tokens. */
function pairFromReserves(venue: VenueAccount, pairId: string, fee: number, reserve0: AssetParts, a: TokenRef, b: TokenRef): PairInfo | null {
  const matches = (token: TokenRef) => token.code === reserve0.ticker && token.precision === reserve0.amount.precision;
  if (matches(a) === matches(b)) return null;
  const [token0, token1] = matches(a) ? [a, b] : [b, a];
  return { src: venue.src, srcType: venue.srcType, pairId, token0, token1, fee };
}

/** A v2 venue's or swap.alcor's `logswap`. `trader` replaces the sender when the sender is a contract (a routed swap). */
export function readSwapLog(venue: VenueAccount, data: unknown, trader: (sender: string) => string): LoggedTrade {
  if (venue.srcType === 'poolsv3') {
    const log = decodeLogSwap(data);
    const [tokenIn, tokenOut] = [tokenOf(log.tokenIn), tokenOf(log.tokenOut)];
    const pairId = String(log.poolId);
    const pair = pairFromReserves(venue, pairId, log.fee, log.reserveAAfter, tokenIn, tokenOut);
    const price = v3Token0PerToken1(log.sqrtPriceX64, log.reserveAAfter.amount.precision, log.reserveBAfter.amount.precision);
    const poolPrice = price > 0 ? price : null;
    return { pairId, maker: trader(log.sender), tokenIn, tokenOut, amountIn: log.tokenIn.amount.units, amountOut: log.tokenOut.amount.units, poolPrice, pair };
  }
  const log = readLogSwap(data);
  const [tokenIn, tokenOut] = [tokenOf(log.tokenIn), tokenOf(log.tokenOut)];
  const pairId = pairIdOf(venue, log.poolId);
  const reserve1 = whole(log.reserve1After);
  return {
    pairId,
    maker: trader(log.sender),
    tokenIn,
    tokenOut,
    amountIn: log.tokenIn.amount.units,
    amountOut: log.tokenOut.amount.units,
    poolPrice: reserve1 > 0 ? whole(log.reserve0After) / reserve1 : null,
    pair: pairFromReserves(venue, pairId, log.fee, log.reserve0After, tokenIn, tokenOut),
  };
}

/** `logpool` of any venue: the new pair (for markets token0 is the base). */
export function readPoolLog(venue: VenueAccount, data: unknown): { pair: PairInfo; creator: string } {
  const log = venue.srcType === 'poolsv3' ? decodeLogPool(data) : readLogPool(data);
  const ref = (token: { ticker: string; precision: number; contract: string }): TokenRef => ({
    contract: token.contract,
    code: token.ticker,
    precision: token.precision,
  });
  const pairId = typeof log.poolId === 'number' ? String(log.poolId) : pairIdOf(venue, log.poolId);
  return { pair: { src: venue.src, srcType: venue.srcType, pairId, token0: ref(log.token0), token1: ref(log.token1), fee: log.fee }, creator: log.creator };
}

function readExtendedSymbol(raw: unknown, field: string): TokenRef {
  const value = readObject(raw, field);
  const match = typeof value.sym === 'string' ? /^(\d{1,2}),([A-Z]{1,7})$/.exec(value.sym) : null;
  if (!match) throw new RangeError(`${field}.sym must be a symbol like "8,WAX", got ${String(value.sym)}`);
  return { contract: readName(value.contract, `${field}.contract`), code: match[2] ?? '', precision: Number(match[1]) };
}

/**
 * `buymatch` / `sellmatch` {record: {market, ask, bid, asker, bidder, unit_price}}: one fill of the
 * taker's order, which gave `bid` and received `ask`; `bidder` is the taker, `asker` the resting order's owner.
 */
export function readMatchLog(venue: VenueAccount, side: 'buy' | 'sell', data: unknown): LoggedTrade {
  const record = readObject(readObject(data, side === 'buy' ? 'buymatch' : 'sellmatch').record, 'record');
  const market = readObject(record.market, 'record.market');
  const pairId = readUint64Json(market.id, 'record.market.id').toString();
  const base = readExtendedSymbol(market.base_token, 'record.market.base_token');
  const quote = readExtendedSymbol(market.quote_token, 'record.market.quote_token');
  const bid = readAssetJson(record.bid, 'record.bid');
  const ask = readAssetJson(record.ask, 'record.ask');
  const asker = readName(record.asker, 'record.asker');
  const bidder = readName(record.bidder, 'record.bidder');
  const unitPrice = parseUint128(record.unit_price);
  if (unitPrice === null || unitPrice === 0n) throw new RangeError(`record.unit_price must be a positive uint128, got ${String(record.unit_price)}`);
  // A buyer gives base and receives quote; a seller the reverse.
  const [tokenIn, tokenOut] = side === 'buy' ? [base, quote] : [quote, base];
  if (bid.ticker !== tokenIn.code || ask.ticker !== tokenOut.code)
    throw new RangeError(`record.bid ${bid.ticker} / record.ask ${ask.ticker} do not fit a ${side} on market ${pairId}`);
  const pair: PairInfo = { src: venue.src, srcType: venue.srcType, pairId, token0: base, token1: quote, fee: readUint32Json(market.fee, 'record.market.fee') };
  return {
    pairId,
    maker: bidder,
    tokenIn,
    tokenOut,
    amountIn: bid.amount.units,
    amountOut: ask.amount.units,
    poolPrice: Number(unitPrice) / 1e8,
    pair,
    market: { side, asker, bidder, unitPrice },
  };
}

/** A stored trade as the API returns it (SPEC §3 Trade, field names as written there). */
import { unitsToDecimalString } from '../../../src/core/amount/decimal';
import type { StoredPair } from './registry';
import { tokenId } from './types';

/** A `trades` row read with safeIntegers. */
export interface StoredTradeRow {
  seq: bigint;
  pair_key: bigint;
  time: bigint;
  block_num: bigint;
  trx_id: Buffer;
  maker: string;
  counterparty: string | null;
  zero_for_one: bigint;
  amount_in: bigint;
  amount_out: bigint;
  pool_price: number | null;
  in_wax_price: number | null;
  out_wax_price: number | null;
  wax_value: number;
  usd_value: number;
  side: 'buy' | 'sell' | null;
  asker: string | null;
  bidder: string | null;
  unit_price: string | null;
}

/** The market-only fields of a trade row. */
export interface MarketTradeFields {
  side: 'buy' | 'sell';
  asker: string;
  bidder: string;
  /** The taker's ask (what it received) and bid (what it gave), decimal text. */
  amount_ask: string;
  code_ask: string;
  precision_ask: number;
  amount_bid: string;
  code_bid: string;
  precision_bid: number;
  /** Base per 1 quote × 10^8, decimal text (a uint128 on chain). */
  unit_price: string;
}

/** One trade. Amounts are exact decimal text; prices and values are display numbers. */
export interface TradeRow extends Partial<MarketTradeFields> {
  src_type: string;
  src: string;
  /** `${src}_${pair_id}`: unique across exchanges. */
  src_id: string;
  pair_id: string;
  maker: string;
  amount_in: string;
  amount_out: string;
  code_in: string;
  code_out: string;
  contract_in: string;
  contract_out: string;
  precision_in: number;
  precision_out: number;
  token_in_wax_price: number | null;
  token_out_wax_price: number | null;
  wax_value: number;
  usd_value: number;
  /** `TICKER_contract` of the pair's tokens. */
  token0: string;
  token1: string;
  /** True when the trade sold token1 for token0. */
  is_reversed: boolean;
  /** Executed price: token1 per token0 (A) and token0 per token1 (B). */
  tradePriceA: number;
  tradePriceB: number;
  /** The venue's price after the trade, same orientations (null when unknown). */
  poolPriceA: number | null;
  poolPriceB: number | null;
  /** Whether the pair still exists; the API fills it from the live world. */
  src_exists: boolean;
  global_sequence: number;
  block_num: number;
  /** ISO 8601, UTC. */
  updated_at_time: string;
  trx_id: string;
}

const inverse = (price: number): number => (price > 0 ? 1 / price : 0);

/** Builds the API row of a stored trade. */
export function presentTrade(row: StoredTradeRow, pair: StoredPair): TradeRow {
  const zeroForOne = row.zero_for_one === 1n;
  const [tokenIn, tokenOut] = zeroForOne ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
  const wholeIn = Number(row.amount_in) / 10 ** tokenIn.precision;
  const wholeOut = Number(row.amount_out) / 10 ** tokenOut.precision;
  const priceB = row.unit_price !== null ? Number(row.unit_price) / 1e8 : zeroForOne ? wholeIn / wholeOut : wholeOut / wholeIn;
  const amountIn = unitsToDecimalString(row.amount_in, tokenIn.precision);
  const amountOut = unitsToDecimalString(row.amount_out, tokenOut.precision);
  const trade: TradeRow = {
    src_type: pair.srcType,
    src: pair.src,
    src_id: `${pair.src}_${pair.pairId}`,
    pair_id: pair.pairId,
    maker: row.maker,
    amount_in: amountIn,
    amount_out: amountOut,
    code_in: tokenIn.code,
    code_out: tokenOut.code,
    contract_in: tokenIn.contract,
    contract_out: tokenOut.contract,
    precision_in: tokenIn.precision,
    precision_out: tokenOut.precision,
    token_in_wax_price: row.in_wax_price,
    token_out_wax_price: row.out_wax_price,
    wax_value: row.wax_value,
    usd_value: row.usd_value,
    token0: tokenId(pair.token0),
    token1: tokenId(pair.token1),
    is_reversed: !zeroForOne,
    tradePriceA: inverse(priceB),
    tradePriceB: priceB,
    poolPriceA: row.pool_price === null ? null : inverse(row.pool_price),
    poolPriceB: row.pool_price,
    src_exists: true,
    global_sequence: Number(row.seq),
    block_num: Number(row.block_num),
    updated_at_time: new Date(Number(row.time)).toISOString(),
    trx_id: row.trx_id.toString('hex'),
  };
  if (row.side === null || row.unit_price === null) return trade;
  // The taker bids what it gave and asks what it received (NOTES: the ask is the quote on a buy, the base on a sell).
  return {
    ...trade,
    side: row.side,
    asker: row.asker ?? '',
    bidder: row.bidder ?? '',
    amount_ask: amountOut,
    code_ask: tokenOut.code,
    precision_ask: tokenOut.precision,
    amount_bid: amountIn,
    code_bid: tokenIn.code,
    precision_bid: tokenIn.precision,
    unit_price: row.unit_price,
  };
}

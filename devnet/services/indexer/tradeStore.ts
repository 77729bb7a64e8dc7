/** Writing trades: one prepared insert, candles alongside (the bulk path for seeding history is historySeed.ts). */
import type Database from 'better-sqlite3';
import { CandleWriter, type CandleTrade } from './candleWriter';
import type { Registry, StoredPair } from './registry';
import type { StoredTradeRow } from './tradeRows';
import { isWax, type TradeInput } from './types';

/** Where WAX prices come from for trades that do not carry them: token key → WAX per token, or null. */
export type WaxPriceOf = (contract: string, code: string) => number | null;

/** A trade as stored, with the values derived at insert time. */
export interface StoredTrade {
  readonly input: TradeInput;
  readonly pair: StoredPair;
  /** token0 per token1 in whole tokens. */
  readonly price: number;
  readonly inWaxPrice: number | null;
  readonly outWaxPrice: number | null;
  readonly waxValue: number;
  readonly usdValue: number;
}

const whole = (units: bigint, precision: number): number => Number(units) / 10 ** precision;
const TRX_ID = /^[0-9a-f]{64}$/;

/** Derives prices and values; throws for a trade the indexer cannot file (unknown pair, bad amounts). */
export function deriveTrade(registry: Registry, trade: TradeInput, waxPriceOf: WaxPriceOf, usdPerWax: number): StoredTrade {
  const pair = registry.findPair(trade.src, trade.pairId);
  if (pair === undefined) throw new Error(`trade ${trade.globalSequence}: unknown pair ${trade.src} ${trade.pairId}`);
  if (trade.amountIn <= 0n || trade.amountOut <= 0n) throw new Error(`trade ${trade.globalSequence}: amounts must be positive`);
  if (!TRX_ID.test(trade.trxId)) throw new Error(`trade ${trade.globalSequence}: trx_id must be 64 lower-case hex digits`);
  const [tokenIn, tokenOut] = trade.zeroForOne ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
  const wholeIn = whole(trade.amountIn, tokenIn.precision);
  const wholeOut = whole(trade.amountOut, tokenOut.precision);
  const [whole0, whole1] = trade.zeroForOne ? [wholeIn, wholeOut] : [wholeOut, wholeIn];
  const price = trade.market ? Number(trade.market.unitPrice) / 1e8 : whole0 / whole1;
  // A trade against WAX prices its other side by itself; anything else asks the price source.
  const inWaxPrice = trade.tokenInWaxPrice ?? (isWax(tokenIn) ? 1 : isWax(tokenOut) ? wholeOut / wholeIn : waxPriceOf(tokenIn.contract, tokenIn.code));
  const outWaxPrice = trade.tokenOutWaxPrice ?? (isWax(tokenOut) ? 1 : isWax(tokenIn) ? wholeIn / wholeOut : waxPriceOf(tokenOut.contract, tokenOut.code));
  const waxValue = inWaxPrice !== null ? wholeIn * inWaxPrice : outWaxPrice !== null ? wholeOut * outWaxPrice : 0;
  return { input: trade, pair, price, inWaxPrice, outWaxPrice, waxValue, usdValue: waxValue * usdPerWax };
}

/** A stored trade as candles see it. */
export function candleTrade(stored: StoredTrade): CandleTrade {
  const { input, pair } = stored;
  const [units0, units1] = input.zeroForOne ? [input.amountIn, input.amountOut] : [input.amountOut, input.amountIn];
  return {
    pairKey: pair.pairKey,
    timeSec: Math.floor(input.time / 1000),
    price: stored.price,
    volume0: whole(units0, pair.token0.precision),
    volume1: whole(units1, pair.token1.precision),
    waxValue: stored.waxValue,
    usdValue: stored.usdValue,
    seq: input.globalSequence,
    blockNum: input.blockNum,
  };
}

/** The stored row of a trade, as a query would read it back (for live events, without a read). */
export function storedRow(stored: StoredTrade): StoredTradeRow {
  const { input, pair } = stored;
  const market = input.market;
  return {
    seq: BigInt(input.globalSequence),
    pair_key: BigInt(pair.pairKey),
    time: BigInt(input.time),
    block_num: BigInt(input.blockNum),
    trx_id: Buffer.from(input.trxId, 'hex'),
    maker: input.maker,
    // The other side of a fill, so an account's history also finds the fills of its resting orders.
    counterparty: market ? (input.maker === market.bidder ? market.asker : market.bidder) : null,
    zero_for_one: input.zeroForOne ? 1n : 0n,
    amount_in: input.amountIn,
    amount_out: input.amountOut,
    pool_price: input.poolPrice ?? (market ? stored.price : null),
    in_wax_price: stored.inWaxPrice,
    out_wax_price: stored.outWaxPrice,
    wax_value: stored.waxValue,
    usd_value: stored.usdValue,
    side: market?.side ?? null,
    asker: market?.asker ?? null,
    bidder: market?.bidder ?? null,
    unit_price: market ? market.unitPrice.toString() : null,
  };
}

/** Inserts one trades row (columns in table order). */
export const TRADE_INSERT = `INSERT INTO trades (seq, pair_key, time, block_num, trx_id, maker, counterparty, zero_for_one, amount_in, amount_out,
  pool_price, in_wax_price, out_wax_price, wax_value, usd_value, side, asker, bidder, unit_price)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Trade writes over one database. */
export class TradeStore {
  private readonly insertRow: Database.Statement<unknown[]>;
  private readonly candles: CandleWriter;

  constructor(db: Database.Database) {
    this.insertRow = db.prepare(TRADE_INSERT);
    this.candles = new CandleWriter(db);
  }

  private write(stored: StoredTrade): void {
    const row = storedRow(stored);
    this.insertRow.run(
      row.seq,
      row.pair_key,
      row.time,
      row.block_num,
      row.trx_id,
      row.maker,
      row.counterparty,
      row.zero_for_one,
      row.amount_in,
      row.amount_out,
      row.pool_price,
      row.in_wax_price,
      row.out_wax_price,
      row.wax_value,
      row.usd_value,
      row.side,
      row.asker,
      row.bidder,
      row.unit_price,
    );
  }

  /** Stores one trade and updates its candles (call inside the caller's transaction). */
  insert(stored: StoredTrade): void {
    this.write(stored);
    this.candles.addTrade(candleTrade(stored));
  }
}

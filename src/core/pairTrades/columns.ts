/**
 * Trades seen from one token (the token page's token, a pair page's token1): bought or sold, how
 * much of it exactly, for what, at what price — as columns for the lists worker, which sorts and
 * windows them.
 */
import { formatAsset, toDisplayNumber } from '../amount';
import { defineListSchema, type ListRow } from '../lists';
import { sameToken, type TokenId } from '../domain';
import type { TradeRecord } from './types';

/**
 * seq is the key (the global sequence); `amount` the token's units (one precision per list);
 * `other` what was paid or received, as exact asset text; `price` other per token (display).
 */
export const TRADES_SCHEMA = defineListSchema({
  columns: {
    seq: 'number',
    time: 'number',
    side: 'text',
    amount: 'units',
    other: 'text',
    otherTicker: 'text',
    price: 'number',
    value: 'number',
    usd: 'number',
    src: 'text',
    srcType: 'text',
    pairId: 'text',
    maker: 'text',
    trx: 'text',
  },
  key: 'seq',
  search: ['maker', 'otherTicker'],
});

export type TradeColumns = {
  seq: Float64Array;
  time: Float64Array;
  side: string[];
  amount: BigInt64Array;
  other: string[];
  otherTicker: string[];
  price: Float64Array;
  value: Float64Array;
  usd: Float64Array;
  src: string[];
  srcType: string[];
  pairId: string[];
  maker: string[];
  trx: string[];
};
export type TradeRow = ListRow<typeof TRADES_SCHEMA.columns>;

/** The trades that moved `token`, as columns from its side: `buy` when the trader got it. Trades without it are left out. */
export function tradeColumns(trades: readonly TradeRecord[], token: TokenId): TradeColumns {
  const mine = trades.filter((trade) => sameToken(trade.tokenOut.token, token) || sameToken(trade.tokenIn.token, token));
  const columns: TradeColumns = {
    seq: new Float64Array(mine.length),
    time: new Float64Array(mine.length),
    side: [],
    amount: new BigInt64Array(mine.length),
    other: [],
    otherTicker: [],
    price: new Float64Array(mine.length),
    value: new Float64Array(mine.length),
    usd: new Float64Array(mine.length),
    src: [],
    srcType: [],
    pairId: [],
    maker: [],
    trx: [],
  };
  mine.forEach((trade, i) => {
    const bought = sameToken(trade.tokenOut.token, token);
    const [own, other] = bought ? [trade.tokenOut, trade.tokenIn] : [trade.tokenIn, trade.tokenOut];
    const ownFloat = toDisplayNumber(own.amount);
    columns.seq[i] = trade.seq;
    columns.time[i] = trade.time;
    columns.side.push(bought ? 'buy' : 'sell');
    columns.amount[i] = own.amount.units;
    columns.other.push(formatAsset(other.amount, other.token.ticker));
    columns.otherTicker.push(other.token.ticker);
    columns.price[i] = ownFloat > 0 ? toDisplayNumber(other.amount) / ownFloat : NaN;
    columns.value[i] = trade.waxValue;
    columns.usd[i] = trade.usdValue;
    columns.src.push(trade.src);
    columns.srcType.push(trade.srcType);
    columns.pairId.push(trade.pairId);
    columns.maker.push(trade.maker);
    columns.trx.push(trade.trxId);
  });
  return columns;
}

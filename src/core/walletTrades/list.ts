/**
 * The trade history as the lists worker holds it, and as CSV (issue 18 item 4): the columns the
 * table sorts, searches, filters and draws, amounts as exact units with their precision; each
 * trade's other details (transaction id, exact price, USD worth) stay beside it by key, so a window
 * of rows crossing from the worker stays small. The CSV joins both and carries every digit the
 * chain recorded.
 */
import { unitsToDecimalString } from '../amount';
import { defineListSchema, type ListColumns, type ListRow } from '../lists';
import { tradePriceText } from './price';
import type { TradeRow } from './row';

/** Trades worth less than this many WAX are "small" (the history's small-trade filter). */
export const SMALL_TRADE_WAX = 1;

export const TRADE_LIST_SCHEMA = defineListSchema({
  columns: {
    key: 'text',
    time: 'number',
    account: 'text',
    exchange: 'text',
    type: 'text',
    pair: 'text',
    side: 'text',
    soldUnits: 'units',
    soldPrecision: 'number',
    soldTicker: 'text',
    soldContract: 'text',
    boughtUnits: 'units',
    boughtPrecision: 'number',
    boughtTicker: 'text',
    boughtContract: 'text',
    /** token0 per token1 as a figure to sort by (the exact text is in the trade's details). */
    price: 'number',
    waxValue: 'number',
    small: 'text',
  },
  key: 'key',
  // SPEC §5: the search matches tickers or contracts (and here the trading account).
  search: ['soldTicker', 'soldContract', 'boughtTicker', 'boughtContract', 'account'],
  // No bannedBy: a history is read in time order, and a trade in a banned token still happened then.
});

export type TradeListRow = ListRow<typeof TRADE_LIST_SCHEMA.columns>;

/** What the table and the CSV need of a trade beyond its list row. */
export interface TradeDetail {
  readonly trxId: string;
  /** Exact token0 per token1 ('' when unknown). */
  readonly priceText: string;
  readonly usdValue: number | null;
}

/** The list row's key of a trade. */
export const tradeKey = (trade: TradeRow): string => String(trade.seq);

/** Each trade's details by its list key. */
export function tradeDetails(trades: readonly TradeRow[]): Map<string, TradeDetail> {
  return new Map(trades.map((trade) => [tradeKey(trade), { trxId: trade.trxId, priceText: tradePriceText(trade), usdValue: trade.usdValue }]));
}

/** The pair as people read it: token1 priced in token0 ("TLM/WAX"). */
export function pairLabel(trade: TradeRow): string {
  return `${trade.token1.ticker}/${trade.token0.ticker}`;
}

/** The trades as the lists worker's columns. */
export function tradeListColumns(trades: readonly TradeRow[]): ListColumns<typeof TRADE_LIST_SCHEMA.columns> {
  const text = (pick: (trade: TradeRow) => string) => trades.map(pick);
  const figures = (pick: (trade: TradeRow) => number | null) => Float64Array.from(trades, (trade) => pick(trade) ?? NaN);
  const units = (pick: (trade: TradeRow) => bigint) => BigInt64Array.from(trades, pick);
  return {
    key: text(tradeKey),
    time: figures((trade) => trade.time),
    account: text((trade) => trade.account),
    exchange: text((trade) => trade.src),
    type: text((trade) => trade.srcType),
    pair: text(pairLabel),
    side: text((trade) => trade.side ?? 'swap'),
    soldUnits: units((trade) => trade.sold.amount.units),
    soldPrecision: figures((trade) => trade.sold.amount.precision),
    soldTicker: text((trade) => trade.sold.ticker),
    soldContract: text((trade) => trade.sold.contract),
    boughtUnits: units((trade) => trade.bought.amount.units),
    boughtPrecision: figures((trade) => trade.bought.amount.precision),
    boughtTicker: text((trade) => trade.bought.ticker),
    boughtContract: text((trade) => trade.bought.contract),
    price: figures((trade) => {
      const price = tradePriceText(trade);
      return price === '' ? null : Number(price);
    }),
    waxValue: figures((trade) => trade.waxValue),
    small: text((trade) => (trade.waxValue !== null && trade.waxValue < SMALL_TRADE_WAX ? 'yes' : 'no')),
  };
}

/** The CSV's header record. */
export const TRADE_CSV_HEADER = [
  'time',
  'account',
  'exchange',
  'type',
  'pair',
  'side',
  'sold_amount',
  'sold_token',
  'sold_contract',
  'bought_amount',
  'bought_token',
  'bought_contract',
  'price',
  'value_wax',
  'value_usd',
  'trx_id',
] as const;

const figure = (value: number | null): string => (value === null ? '' : String(value));

/** One CSV record of a listed trade and its details: amounts as exact decimal text at their precision. */
export function tradeCsvRecord(row: TradeListRow, detail: TradeDetail): string[] {
  return [
    new Date(row.time ?? 0).toISOString(),
    row.account,
    row.exchange,
    row.type,
    row.pair,
    row.side,
    unitsToDecimalString(row.soldUnits, row.soldPrecision ?? 0),
    row.soldTicker,
    row.soldContract,
    unitsToDecimalString(row.boughtUnits, row.boughtPrecision ?? 0),
    row.boughtTicker,
    row.boughtContract,
    detail.priceText,
    figure(row.waxValue),
    figure(detail.usdValue),
    detail.trxId,
  ];
}

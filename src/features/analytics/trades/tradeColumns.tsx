import { Link } from 'react-router-dom';
import { dataColumnHelper, type DataColumns } from '../../../components/dataTable';
import { formatAssetText, formatPrice, formatUnits, formatUsd, formatWaxAmount, NO_VALUE } from '../../../core/format';
import type { TradeRow } from '../../../core/pairTrades';
import type { ListCellPaint, ListTone } from '../../../core/rowpaint/listRows';
import { EXCHANGE_NAMES, isExchange } from '../../../core/urlParams';
import { pairPagePath, walletPath } from '../shared/paths';

const helper = dataColumnHelper<TradeRow>();

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/** When a trade happened, to the minute, in the viewer's time zone. */
export function formatTradeTime(ms: number | null): string {
  return ms === null || !Number.isFinite(ms) ? NO_VALUE : timeFormat.format(ms);
}

const clockFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric' });

/** A phone's short time: the clock for a trade of today, else the day. */
export function formatShortTradeTime(ms: number | null, now = Date.now()): string {
  if (ms === null || !Number.isFinite(ms)) return NO_VALUE;
  return new Date(ms).toDateString() === new Date(now).toDateString() ? clockFormat.format(ms) : dayFormat.format(ms);
}

const exchangeName = (src: string) => (isExchange(src) ? EXCHANGE_NAMES[src] : src);
const sideClass = (side: string) => (side === 'buy' ? 'trades-table__buy' : 'trades-table__sell');
/** A side's colour as its class gives it, on the canvas a scrolling list draws. */
const sideTone = (side: string): ListTone => (side === 'buy' ? 'buy' : 'sell');
const line = (text: string, tone?: ListTone): ListCellPaint => ({ runs: [{ text, tone }] });

/** What the trades table shows beside the fixed columns. */
export type TradeColumnOptions = {
  /** The token the trades are seen from: its ticker and precision. */
  readonly ticker: string;
  readonly precision: number;
  /** The token page lists trades of many pairs: a pair column (a link to its page) instead of a price. */
  readonly showPair: boolean;
};

const time = helper.accessor('time', { header: 'Time', cell: (cell) => formatTradeTime(cell.getValue()), meta: { sortKey: 'time', width: '120px' } });
const shortTime = helper.accessor('time', {
  header: 'Time',
  cell: (cell) => <span title={formatTradeTime(cell.getValue())}>{formatShortTradeTime(cell.getValue())}</span>,
  meta: { sortKey: 'time', width: '64px', paint: (row: TradeRow) => line(formatShortTradeTime(row.time)) },
});
const side = helper.accessor('side', {
  header: 'Side',
  cell: (cell) => <span className={sideClass(cell.getValue())}>{cell.getValue() === 'buy' ? 'Buy' : 'Sell'}</span>,
  meta: { width: '56px', paint: (row: TradeRow) => line(row.side === 'buy' ? 'Buy' : 'Sell', sideTone(row.side)) },
});
const total = helper.accessor('other', {
  header: 'Total',
  // Four decimals in the row, the exact asset on hover.
  cell: (cell) => <span title={cell.getValue()}>{formatAssetText(cell.getValue(), 4)}</span>,
  meta: { numeric: true, paint: (row: TradeRow) => line(formatAssetText(row.other, 4)) },
});
const price = helper.accessor('price', { header: 'Price', cell: (cell) => formatPrice(cell.getValue()), meta: { numeric: true, sortKey: 'price' } });
const value = helper.accessor('usd', {
  header: 'Value',
  cell: ({ row }) => (
    <span title={row.original.value === null ? undefined : `${formatWaxAmount(row.original.value)} WAX`}>{formatUsd(row.original.usd ?? NaN)}</span>
  ),
  meta: { sortKey: 'usd', numeric: true, width: '88px', paint: (row: TradeRow) => line(formatUsd(row.usd ?? NaN)) },
});
const account = helper.accessor('maker', {
  header: 'Account',
  cell: (cell) => (cell.getValue() === '' ? NO_VALUE : <Link to={walletPath(cell.getValue())}>{cell.getValue()}</Link>),
  meta: { width: '16%', paint: (row: TradeRow) => (row.maker === '' ? line(NO_VALUE) : line(row.maker, 'accent')) },
});

function pair(ticker: string, withVenue: boolean) {
  return helper.accessor('pairId', {
    header: withVenue ? 'Pair' : 'Against',
    cell: ({ row }) => (
      <Link
        to={pairPagePath(row.original.src, row.original.pairId)}
        title={`${ticker}/${row.original.otherTicker} on ${exchangeName(row.original.src)} #${row.original.pairId}`}
      >
        {withVenue ? `${ticker}/${row.original.otherTicker}` : row.original.otherTicker}
        {withVenue && <span className="trades-table__venue"> · {exchangeName(row.original.src)}</span>}
      </Link>
    ),
    meta: {
      width: withVenue ? '20%' : '24%',
      paint: (row: TradeRow): ListCellPaint => ({
        runs: withVenue
          ? [
              { text: `${ticker}/${row.otherTicker}`, tone: 'accent' },
              { text: ` · ${exchangeName(row.src)}`, tone: 'muted' },
            ]
          : [{ text: row.otherTicker, tone: 'accent' }],
      }),
    },
  });
}

function amount(ticker: string, precision: number, coloured: boolean) {
  return helper.accessor('amount', {
    header: `Amount (${ticker})`,
    cell: ({ row }) => {
      const text = formatUnits(row.original.amount, precision, precision);
      // A phone has no side column: the amount carries the side in its colour and its name.
      return coloured ? (
        <span className={sideClass(row.original.side)} title={row.original.side === 'buy' ? 'Buy' : 'Sell'}>
          {text}
        </span>
      ) : (
        text
      );
    },
    meta: {
      sortKey: 'amount',
      numeric: true,
      paint: (row: TradeRow) => line(formatUnits(row.amount, precision, precision), coloured ? sideTone(row.side) : undefined),
    },
  });
}

/**
 * The trades table's columns. Wide: time, pair (token page) or price (pair page), side, amount,
 * total, value in USD (WAX on hover), account. Phones: time, pair or side, amount, value or price.
 */
export function tradeColumns({ ticker, precision, showPair }: TradeColumnOptions, compact = false): DataColumns<TradeRow> {
  if (compact)
    return showPair
      ? helper.columns([shortTime, pair(ticker, false), amount(ticker, precision, true), value])
      : helper.columns([shortTime, side, amount(ticker, precision, false), price]);
  return showPair
    ? helper.columns([time, pair(ticker, true), side, amount(ticker, precision, false), total, value, account])
    : helper.columns([time, side, amount(ticker, precision, false), total, price, value, account]);
}

/** The trade history's columns (SPEC §3 Trade): when, what pair where, what was sold and bought, at what price and worth. */
import { dataColumnHelper, type DataColumns } from '../../../components/dataTable';
import { formatPrice } from '../../../core/format';
import { EXCHANGE_NAMES, isExchange } from '../../../core/urlParams';
import type { TradeDetail, TradeListRow } from '../../../core/walletTrades';
import type { ListTone } from '../../../core/rowpaint/listRows';
import { dateTime, exactAmount, waxFigure } from './format';

const helper = dataColumnHelper<TradeListRow>();

const exchangeName = (src: string) => (isExchange(src) ? EXCHANGE_NAMES[src] : src);
const TYPES: Record<string, string> = { markets: 'Order book', pools: 'Pool', poolsv3: 'Pool v3' };

/** "Buy", "Sell" (a market's taker side) or "Swap" (a pool). */
function sideLabel(side: string): string {
  return side === 'buy' ? 'Buy' : side === 'sell' ? 'Sell' : 'Swap';
}

/** A side's colour as its label's class gives it. */
const sideTone = (side: string): ListTone => (side === 'buy' ? 'buy' : side === 'sell' ? 'sell' : 'muted');

const sold = (row: TradeListRow) => `${exactAmount(row.soldUnits, row.soldPrecision)} ${row.soldTicker}`;
const bought = (row: TradeListRow) => `${exactAmount(row.boughtUnits, row.boughtPrecision)} ${row.boughtTicker}`;

export type TradeColumnsOptions = {
  narrow: boolean;
  /** Several wallets are shown: each row says whose trade it was. */
  showAccount: boolean;
  /** A row's details kept beside the list (its transaction id). */
  detailOf: (key: string) => TradeDetail | null;
  /** The explorer's link for a transaction id. */
  explorerLink: (trxId: string) => string | null;
};

/** The columns for the viewer's width: every field on a desktop, stacked pairs of them on a phone. */
export function tradeColumns({ narrow, showAccount, detailOf, explorerLink }: TradeColumnsOptions): DataColumns<TradeListRow> {
  if (narrow)
    return helper.columns([
      helper.accessor('time', {
        header: 'Trade',
        cell: (cell) => (
          <span className="wallet-stack">
            <span>
              {cell.row.original.pair} <span className={`trade-side trade-side--${cell.row.original.side}`}>{sideLabel(cell.row.original.side)}</span>
            </span>
            <span className="wallet-stack__sub">{dateTime(cell.getValue())}</span>
          </span>
        ),
        meta: {
          sortKey: 'time',
          width: '47%',
          paint: (row: TradeListRow) => ({
            runs: [{ text: `${row.pair} ` }, { text: sideLabel(row.side), tone: sideTone(row.side) }],
            sub: dateTime(row.time),
            subTone: 'muted',
          }),
        },
      }),
      helper.display({
        id: 'amounts',
        header: 'Sold · bought',
        cell: (cell) => (
          <span className="wallet-stack">
            <span>−{sold(cell.row.original)}</span>
            <span className="wallet-stack__sub">+{bought(cell.row.original)}</span>
          </span>
        ),
        meta: { numeric: true, paint: (row: TradeListRow) => ({ runs: [{ text: `−${sold(row)}` }], sub: `+${bought(row)}`, subTone: 'muted' }) },
      }),
    ]);
  return helper.columns([
    helper.accessor('time', { header: 'Time', cell: (cell) => dateTime(cell.getValue()), meta: { sortKey: 'time', width: '170px' } }),
    ...(showAccount ? [helper.accessor('account', { header: 'Account', meta: { sortKey: 'account', width: '110px' } })] : []),
    helper.accessor('pair', { header: 'Pair', meta: { sortKey: 'pair', width: '132px' } }),
    helper.accessor('exchange', {
      header: 'Exchange',
      cell: (cell) => (
        <span className="wallet-stack">
          <span>{exchangeName(cell.getValue())}</span>
          <span className="wallet-stack__sub">{TYPES[cell.row.original.type] ?? cell.row.original.type}</span>
        </span>
      ),
      meta: {
        sortKey: 'exchange',
        width: '120px',
        paint: (row: TradeListRow) => ({ runs: [{ text: exchangeName(row.exchange) }], sub: TYPES[row.type] ?? row.type, subTone: 'muted' }),
      },
    }),
    helper.accessor('side', {
      header: 'Side',
      cell: (cell) => <span className={`trade-side trade-side--${cell.getValue()}`}>{sideLabel(cell.getValue())}</span>,
      meta: { sortKey: 'side', width: '64px', paint: (row: TradeListRow) => ({ runs: [{ text: sideLabel(row.side), tone: sideTone(row.side) }] }) },
    }),
    helper.display({ id: 'sold', header: 'Sold', cell: (cell) => sold(cell.row.original), meta: { numeric: true } }),
    helper.display({ id: 'bought', header: 'Bought', cell: (cell) => bought(cell.row.original), meta: { numeric: true } }),
    helper.accessor('price', {
      header: 'Price',
      cell: (cell) => (cell.getValue() === null ? '—' : formatPrice(cell.getValue())),
      meta: { sortKey: 'price', numeric: true, width: '130px' },
    }),
    helper.accessor('waxValue', {
      header: 'Value (WAX)',
      cell: (cell) => waxFigure(cell.getValue()),
      meta: { sortKey: 'waxValue', numeric: true, width: '130px' },
    }),
    helper.display({
      id: 'tx',
      header: 'Tx',
      cell: (cell) => {
        const trxId = detailOf(cell.row.original.key)?.trxId;
        if (trxId === undefined) return '—';
        const link = explorerLink(trxId);
        const short = `${trxId.slice(0, 8)}…`;
        return link === null ? (
          short
        ) : (
          <a href={link} target="_blank" rel="noopener noreferrer" aria-label={`Transaction ${trxId}`}>
            {short}
          </a>
        );
      },
      meta: {
        width: '96px',
        paint: (row: TradeListRow) => {
          const trxId = detailOf(row.key)?.trxId;
          return { runs: [trxId === undefined ? { text: '—' } : { text: `${trxId.slice(0, 8)}…`, tone: explorerLink(trxId) === null ? 'text' : 'accent' }] };
        },
      },
    }),
  ]);
}

/** The open orders' columns (SPEC §3 Wallet open order): market, kind, side, price, what it gives and asks, time; the owner's cancel. */
import { dataColumnHelper, type DataColumns } from '../../../components/dataTable';
import { formatPrice } from '../../../core/format';
import type { OrderListRow } from '../../../core/walletOrders';
import { dateTime, exactAmount } from './format';

const helper = dataColumnHelper<OrderListRow>();

export type OrderColumnsOptions = {
  narrow: boolean;
  /** The owner's page: a checkbox to choose orders and a Cancel button per row. */
  owner: {
    selected: ReadonlySet<string>;
    toggle: (key: string) => void;
    cancelling: ReadonlySet<string>;
    cancel: (key: string) => void;
  } | null;
};

const gives = (row: OrderListRow) => `${exactAmount(row.bidUnits, row.bidPrecision)} ${row.bidTicker}`;
const asks = (row: OrderListRow) => `${exactAmount(row.askUnits, row.askPrecision)} ${row.askTicker}`;
const sideText = (row: OrderListRow) => (row.side === 'buy' ? 'Buy' : 'Sell');

/** The columns for the viewer's width and whether the viewer owns the orders. */
export function orderColumns({ narrow, owner }: OrderColumnsOptions): DataColumns<OrderListRow> {
  const choose = owner
    ? [
        helper.display({
          id: 'choose',
          header: () => <span className="visually-hidden">Choose</span>,
          cell: (cell) => (
            <input
              type="checkbox"
              className="checkbox"
              checked={owner.selected.has(cell.row.original.key)}
              onChange={() => owner.toggle(cell.row.original.key)}
              aria-label={`Choose the ${sideText(cell.row.original).toLowerCase()} order of ${cell.row.original.pair} at ${formatPrice(cell.row.original.price)}`}
            />
          ),
          meta: { width: '36px' },
        }),
      ]
    : [];
  const cancel = owner
    ? [
        helper.display({
          id: 'cancel',
          header: () => <span className="visually-hidden">Cancel</span>,
          cell: (cell) => (
            <button
              type="button"
              className="button button--ghost button--sm"
              disabled={owner.cancelling.has(cell.row.original.key)}
              onClick={() => owner.cancel(cell.row.original.key)}
              aria-label={`Cancel the ${sideText(cell.row.original).toLowerCase()} order of ${cell.row.original.pair} at ${formatPrice(cell.row.original.price)}`}
            >
              {owner.cancelling.has(cell.row.original.key) ? 'Cancelling…' : 'Cancel'}
            </button>
          ),
          meta: { width: '96px', numeric: true },
        }),
      ]
    : [];
  const market = helper.accessor('pair', {
    header: 'Market',
    cell: (cell) => (
      <span className="wallet-stack">
        <span>
          {cell.getValue()} <span className={`trade-side trade-side--${cell.row.original.side}`}>{sideText(cell.row.original)}</span>
        </span>
        <span className="wallet-stack__sub">{cell.row.original.kind === 'book' ? 'Order book' : 'Limit order'}</span>
      </span>
    ),
    meta: { sortKey: 'pair', width: narrow ? '36%' : '16%' },
  });
  if (narrow)
    return helper.columns([
      ...choose,
      market,
      helper.accessor('price', {
        header: 'Price · gives',
        cell: (cell) => (
          <span className="wallet-stack">
            <span>{formatPrice(cell.getValue())}</span>
            <span className="wallet-stack__sub">{gives(cell.row.original)}</span>
          </span>
        ),
        meta: { sortKey: 'price', numeric: true },
      }),
      ...cancel,
    ]);
  return helper.columns([
    ...choose,
    market,
    helper.accessor('price', { header: 'Price', cell: (cell) => formatPrice(cell.getValue()), meta: { sortKey: 'price', numeric: true, width: '14%' } }),
    helper.accessor('amount', { header: 'Gives', cell: (cell) => gives(cell.row.original), meta: { sortKey: 'amount', numeric: true } }),
    helper.display({ id: 'asks', header: 'Asks', cell: (cell) => asks(cell.row.original), meta: { numeric: true } }),
    helper.accessor('time', {
      header: 'Placed',
      cell: (cell) => dateTime((cell.getValue() ?? 0) * 1000),
      meta: { sortKey: 'time', numeric: true, width: '172px' },
    }),
    ...cancel,
  ]);
}

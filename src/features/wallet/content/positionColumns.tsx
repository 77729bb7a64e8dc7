/** The pool positions' columns (SPEC §3 Pool position): pair, range and in-range indicator, amounts, fees, worth, and the way to manage it. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, type DataColumns } from '../../../components/dataTable';
import { formatFixed, formatPrice } from '../../../core/format';
import { EXCHANGE_NAMES } from '../../../core/urlParams';
import { managePositionPath, type PoolPosition, type PositionListRow } from '../../../core/walletPositions';
import type { Amount } from '../../../core/amount';
import { waxFigure } from './format';

const helper = dataColumnHelper<PositionListRow>();

const amount = (value: Amount | null, ticker: string) => (value === null ? '—' : `${formatFixed(value, value.precision)} ${ticker}`);

/** A range end: 0 and ∞ at the tick limits (SPEC §3). */
export function rangeEnd(price: number): string {
  if (price === Infinity) return '∞';
  return price === 0 ? '0' : formatPrice(price);
}

/** The in-range indicator: a dot and its words (the colour is never the only sign; compact keeps the words for screen readers). */
export function RangeBadge({ inRange, compact = false }: { inRange: boolean; compact?: boolean }) {
  const words = inRange ? 'In range' : 'Out of range';
  return (
    <span className={`range-badge range-badge--${inRange ? 'in' : 'out'}`} title={compact ? words : undefined}>
      {compact ? <span className="visually-hidden">{words}</span> : words}
    </span>
  );
}

function PairCell({ position, narrow }: { position: PoolPosition; narrow: boolean }) {
  return (
    <span className="wallet-stack">
      <span>
        <Link to={managePositionPath(position)}>{position.pair}</Link>
        {narrow && (
          <>
            {' '}
            <RangeBadge inRange={position.isPositionInRange} compact />
          </>
        )}
      </span>
      <span className="wallet-stack__sub">
        {EXCHANGE_NAMES[position.src]}
        {position.positionId !== null ? ` · #${position.positionId}` : ''}
        {position.feePips !== null ? ` · ${formatFixed(position.feePips / 10_000, 2)}%` : ''}
        {position.poolShare !== null ? ` · ${formatFixed(position.poolShare * 100, 4)}% of the pool` : ''}
      </span>
    </span>
  );
}

function RangeCell({ position }: { position: PoolPosition }) {
  return (
    <span className="wallet-stack">
      <span>
        {rangeEnd(position.priceLower)} – {rangeEnd(position.priceUpper)}
      </span>
      <span className="wallet-stack__sub">
        <RangeBadge inRange={position.isPositionInRange} /> {position.tokenB.ticker} per {position.tokenA.ticker}
      </span>
    </span>
  );
}

/** The columns for the viewer's width; cells read the full position (exact amounts) by its key. */
export function positionColumns(byKey: ReadonlyMap<string, PoolPosition>, narrow: boolean): DataColumns<PositionListRow> {
  const withPosition = (key: string, draw: (position: PoolPosition) => ReactNode) => {
    const position = byKey.get(key);
    return position === undefined ? '—' : draw(position);
  };
  const pair = helper.accessor('pair', {
    header: 'Position',
    cell: (cell) => withPosition(cell.row.original.key, (p) => <PairCell position={p} narrow={narrow} />),
    meta: { sortKey: 'pair', width: narrow ? '45%' : '16%' },
  });
  const value = helper.accessor('liquidity', {
    header: 'Worth (WAX)',
    cell: (cell) => waxFigure(cell.getValue()),
    meta: { sortKey: 'liquidity', numeric: true, width: '11%' },
  });
  const amounts = helper.display({
    id: 'amounts',
    header: 'Amounts',
    cell: (cell) =>
      withPosition(cell.row.original.key, (p) => (
        <span className="wallet-stack">
          <span>{amount(p.amountA, p.tokenA.ticker)}</span>
          <span>{amount(p.amountB, p.tokenB.ticker)}</span>
        </span>
      )),
    meta: { numeric: true },
  });
  if (narrow)
    return helper.columns([
      pair,
      helper.accessor('liquidity', {
        header: 'Worth · amounts',
        cell: (cell) =>
          withPosition(cell.row.original.key, (p) => (
            <span className="wallet-stack">
              <span>{waxFigure(cell.getValue())} WAX</span>
              <span className="wallet-stack__sub">{amount(p.amountA, p.tokenA.ticker)}</span>
              <span className="wallet-stack__sub">{amount(p.amountB, p.tokenB.ticker)}</span>
            </span>
          )),
        meta: { sortKey: 'liquidity', numeric: true },
      }),
    ]);
  return helper.columns([
    pair,
    helper.accessor('range', {
      header: 'Range',
      cell: (cell) => withPosition(cell.row.original.key, (p) => <RangeCell position={p} />),
      meta: { sortKey: 'range', width: '22%' },
    }),
    amounts,
    helper.accessor('fees', {
      header: 'Fees',
      cell: (cell) =>
        withPosition(cell.row.original.key, (p) =>
          p.feesA === null ? (
            <span className="text-muted">in reserves</span>
          ) : (
            <span className="wallet-stack">
              <span>{amount(p.feesA, p.tokenA.ticker)}</span>
              <span>{amount(p.feesB, p.tokenB.ticker)}</span>
            </span>
          ),
        ),
      meta: { sortKey: 'fees', numeric: true, width: '18%' },
    }),
    value,
    helper.display({
      id: 'manage',
      header: () => <span className="visually-hidden">Manage</span>,
      cell: (cell) =>
        withPosition(cell.row.original.key, (p) => (
          <Link className="button button--ghost button--sm" to={managePositionPath(p)} aria-label={`Manage ${p.pair} ${p.positionId ?? ''}`.trim()}>
            Manage
          </Link>
        )),
      meta: { width: '84px', numeric: true },
    }),
  ]);
}

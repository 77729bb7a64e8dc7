/** The token list's columns (SPEC §3 Wallet balance row): token, contract, exact amount, WAX price and value, USD value. */
import { dataColumnHelper, type DataColumns } from '../../../components/dataTable';
import { formatPrice } from '../../../core/format';
import type { BalanceListRow } from '../../../core/walletBalances';
import { exactAmount, usdFigure, waxFigure } from './format';
import { TokenLogo } from '../../../components/tokenLogo';
import type { ListCellPaint } from '../../../core/rowpaint/listRows';

const helper = dataColumnHelper<BalanceListRow>();

/** What the columns need beyond the row: the WAX price in USD, and the owner's hide button. */
export type TokenColumnsOptions = {
  waxUsd: number | null;
  narrow: boolean;
  /** The owner's page: a hide (or show) button per row. */
  onToggleHidden: ((row: BalanceListRow) => void) | null;
  hidden: ReadonlySet<string>;
};

function TokenCell({ row, withContract }: { row: BalanceListRow; withContract: boolean }) {
  return (
    <span className="wallet-token">
      <TokenLogo ticker={row.symbol} logo={row.logo} />
      <span className="wallet-token__names">
        <span className="wallet-token__ticker">{row.symbol}</span>
        {row.pool !== '' ? (
          <span className="wallet-token__sub">{row.pool}</span>
        ) : withContract ? (
          <span className="wallet-token__sub">{row.contract}</span>
        ) : null}
      </span>
    </span>
  );
}

/** TokenCell on the canvas a scrolling list draws: the logo's letters, the ticker, the pool or contract below. */
function paintToken(row: BalanceListRow, withContract: boolean): ListCellPaint {
  const sub = row.pool !== '' ? row.pool : withContract ? row.contract : undefined;
  return { badges: [row.symbol.slice(0, 3)], runs: [{ text: row.symbol, bold: true }], ...(sub === undefined ? {} : { sub, subTone: 'muted' as const }) };
}

/** The columns for the viewer's width: every field on a desktop, token / amount and value stacked on a phone. */
export function tokenColumns({ waxUsd, narrow, onToggleHidden, hidden }: TokenColumnsOptions): DataColumns<BalanceListRow> {
  const toggle = onToggleHidden
    ? [
        helper.display({
          id: 'hide',
          header: () => <span className="visually-hidden">Hide</span>,
          cell: (cell) => {
            const row = cell.row.original;
            const isHidden = hidden.has(row.key);
            return (
              <button
                type="button"
                className="button button--ghost button--sm wallet-token__hide"
                aria-pressed={isHidden}
                aria-label={`${isHidden ? 'Show' : 'Hide'} ${row.symbol}`}
                onClick={() => onToggleHidden(row)}
              >
                {isHidden ? 'Show' : 'Hide'}
              </button>
            );
          },
          meta: {
            width: narrow ? '64px' : '80px',
            numeric: true,
            paint: (row: BalanceListRow) => ({ runs: [{ text: hidden.has(row.key) ? 'Show' : 'Hide', tone: 'muted' as const }] }),
          },
        }),
      ]
    : [];
  if (narrow)
    return helper.columns([
      helper.accessor('symbol', {
        header: 'Token',
        cell: (cell) => <TokenCell row={cell.row.original} withContract />,
        meta: { sortKey: 'symbol', width: '42%', paint: (row: BalanceListRow) => paintToken(row, true) },
      }),
      helper.accessor('price', {
        header: 'Amount · WAX',
        cell: (cell) => (
          <span className="wallet-stack">
            <span>{exactAmount(cell.row.original.units, cell.row.original.precision)}</span>
            <span className="wallet-stack__sub">{waxFigure(cell.getValue())} WAX</span>
          </span>
        ),
        meta: {
          sortKey: 'price',
          numeric: true,
          paint: (row: BalanceListRow) => ({
            runs: [{ text: exactAmount(row.units, row.precision) }],
            sub: `${waxFigure(row.price)} WAX`,
            subTone: 'muted' as const,
          }),
        },
      }),
      ...toggle,
    ]);
  return helper.columns([
    helper.accessor('symbol', {
      header: 'Token',
      cell: (cell) => <TokenCell row={cell.row.original} withContract={false} />,
      meta: { sortKey: 'symbol', width: '18%', paint: (row: BalanceListRow) => paintToken(row, false) },
    }),
    helper.accessor('contract', { header: 'Contract', meta: { sortKey: 'contract', width: '14%' } }),
    helper.accessor('amount', {
      header: 'Amount',
      cell: (cell) => exactAmount(cell.row.original.units, cell.row.original.precision),
      meta: { sortKey: 'amount', numeric: true, width: '20%' },
    }),
    helper.accessor('waxPrice', { header: 'Price (WAX)', cell: (cell) => formatPrice(cell.getValue()), meta: { sortKey: 'waxPrice', numeric: true } }),
    helper.accessor('price', { header: 'Value (WAX)', cell: (cell) => waxFigure(cell.getValue()), meta: { sortKey: 'price', numeric: true } }),
    helper.display({ id: 'usd', header: 'Value (USD)', cell: (cell) => usdFigure(cell.row.original.price, waxUsd), meta: { numeric: true } }),
    ...toggle,
  ]);
}

import { Link } from 'react-router-dom';
import { dataColumnHelper, type DataColumns } from '../../../components/dataTable';
import { formatUnits, NO_VALUE } from '../../../core/format';
import { isBurnAccount, type HolderRow } from '../../../core/holders';
import { walletPath } from '../shared/paths';

const helper = dataColumnHelper<HolderRow>();

const shareFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** A holder's share of the supply in percent ("12.3456%"); unknown when the supply is. */
export function formatShare(share: number | null): string {
  return share === null || !Number.isFinite(share) ? NO_VALUE : `${shareFormat.format(share)}%`;
}

/** The holders table's columns (SPEC §2: rank, owner linking to its wallet page, amount, share of supply); every header sorts. */
export function holderColumns(ticker: string, precision: number): DataColumns<HolderRow> {
  return helper.columns([
    helper.accessor('rank', {
      header: '#',
      cell: (cell) => cell.getValue() ?? NO_VALUE,
      meta: { sortKey: 'rank', numeric: true, fits: true, width: 'var(--holders-rank-width, 64px)' },
    }),
    helper.accessor('owner', {
      header: 'Owner',
      cell: (cell) => {
        const owner = cell.getValue();
        return (
          <>
            <Link to={walletPath(owner)}>{owner}</Link>
            {isBurnAccount(owner) && <span className="holders__burned">Burned</span>}
          </>
        );
      },
      meta: {
        sortKey: 'owner',
        paint: (row: HolderRow) => ({
          runs: [{ text: row.owner, tone: 'accent' }, ...(isBurnAccount(row.owner) ? [{ text: '  Burned', tone: 'warning' as const }] : [])],
        }),
      },
    }),
    helper.accessor('amount', {
      header: `Amount (${ticker})`,
      cell: (cell) => formatUnits(cell.getValue(), precision, precision),
      meta: { sortKey: 'amount', numeric: true, fits: true, width: '36%' },
    }),
    helper.accessor('share', {
      header: 'Share',
      cell: (cell) => formatShare(cell.getValue()),
      meta: { sortKey: 'share', numeric: true, fits: true, width: 'var(--holders-share-width, 104px)' },
    }),
  ]);
}

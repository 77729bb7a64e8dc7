import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, dataColumnHelper, useListView } from '../../../components/dataTable';
import { PriceChange } from '../../../components/PriceChange';
import { useMediaQuery } from '../../../components/useMediaQuery';
import { formatPrice } from '../../../core/format';
import { formatListVolume } from '../../../core/analytics/volume';
import { TOP_PAIRS_ID, type TopPairRow } from '../../../core/analytics/topLists';
import { LIST_PRESETS } from '../../../core/lists';
import { EXCHANGE_NAMES, isExchange } from '../../../core/urlParams/exchanges';
import { listsClient } from '../../../state/lists';

const helper = dataColumnHelper<TopPairRow>();
const wax = formatListVolume;

const WIDE = [
  helper.accessor('liquidity', { header: 'Liquidity', cell: (cell) => wax(cell.getValue()), meta: { sortKey: 'liquidity', numeric: true, width: '16%' } }),
  helper.accessor('24hvolume', { header: 'Vol 24h', cell: (cell) => wax(cell.getValue()), meta: { sortKey: '24hvolume', numeric: true, width: '14%' } }),
];
const LAST = helper.accessor('7dvolume', {
  header: 'Vol 7d',
  cell: (cell) => wax(cell.getValue()),
  meta: { sortKey: '7dvolume', numeric: true, width: '14%' },
});

/** The columns; phones keep the name, price and change (the rest sort from a wider screen). */
const columnsFor = (wide: boolean) =>
  helper.columns([
    helper.accessor('pair', {
      header: 'Pair',
      cell: (cell) => (
        <span className="top-pair">
          <span className="top-pair__name">{cell.getValue()}</span>
          <span className="top-pair__exchange">
            {isExchange(cell.row.original.exchange) ? EXCHANGE_NAMES[cell.row.original.exchange] : cell.row.original.exchange}
          </span>
        </span>
      ),
      meta: { sortKey: 'pair' },
    }),
    helper.accessor('price', {
      header: 'Price',
      cell: (cell) => formatPrice(cell.getValue()),
      meta: { sortKey: 'price', numeric: true, width: wide ? '18%' : '36%' },
    }),
    helper.accessor('pricechange', {
      header: '24h',
      cell: (cell) => <PriceChange change={cell.getValue()} />,
      meta: { sortKey: 'pricechange', numeric: true, width: wide ? '12%' : '22%' },
    }),
    ...(wide ? [...WIDE, LAST] : []),
  ]);

/** The top pairs (SPEC §2 Analytics, §9): every pair but the excluded sources', 10 a page, default 7dvolume_desc; a row opens its pair page. */
export function TopPairs({ revision }: { revision: number }) {
  const wide = useMediaQuery('(min-width: 640px)');
  const columns = useMemo(() => columnsFor(wide), [wide]);
  const list = useListView(LIST_PRESETS.pairs);
  const navigate = useNavigate();
  return (
    <>
      <div className="top-list__toolbar">
        <input
          id="top-pairs-search"
          className="input"
          type="search"
          placeholder="Search ticker or contract"
          aria-label="Search pairs by ticker or contract"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
      </div>
      <DataTable<TopPairRow>
        source={listsClient()}
        listId={TOP_PAIRS_ID}
        view={list.view}
        onSort={list.sortBy}
        onPage={list.goToPage}
        columns={columns}
        pageSize={10}
        rowKey={(row) => row.srcId}
        label="Top pairs"
        emptyText="No pair has been listed yet."
        noMatchText="No pair matches the search."
        revision={revision}
        onRowClick={(row) => navigate(row.path)}
        className="top-list"
      />
    </>
  );
}

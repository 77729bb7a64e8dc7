import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, dataColumnHelper, useListView } from '../../../components/dataTable';
import { PriceChange } from '../../../components/PriceChange';
import { useMediaQuery } from '../../../components/useMediaQuery';
import { formatPrice, formatUsd } from '../../../core/format';
import { formatListVolume } from '../../../core/analytics/volume';
import { TOP_TOKENS_ID, type TopTokenRow } from '../../../core/analytics/topLists';
import { LIST_PRESETS } from '../../../core/lists';
import { listsClient } from '../../../state/lists';

const helper = dataColumnHelper<TopTokenRow>();
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
    helper.accessor('symbol', {
      header: 'Token',
      cell: (cell) => (
        <span className="top-token">
          {cell.row.original.logo ? <img src={cell.row.original.logo} alt="" width={18} height={18} className="top-token__logo" /> : null}
          <span className="top-token__symbol">{cell.getValue()}</span>
          <span className="top-token__contract">{cell.row.original.contract}</span>
        </span>
      ),
      meta: { sortKey: 'symbol' },
    }),
    helper.accessor('price', {
      header: 'Price',
      cell: (cell) => (
        <span title={cell.row.original.priceusd === null ? undefined : formatUsd(cell.row.original.priceusd, 6)}>
          {cell.getValue() === null ? '—' : formatPrice(cell.getValue())}
        </span>
      ),
      meta: { sortKey: 'price', numeric: true, width: wide ? '18%' : '36%' },
    }),
    helper.accessor('pricechange', {
      header: '24h',
      cell: (cell) => <PriceChange change={cell.getValue()} />,
      meta: { sortKey: 'pricechange', numeric: true, width: wide ? '12%' : '22%' },
    }),
    ...(wide ? [...WIDE, LAST] : []),
  ]);

/** The top tokens (SPEC §2 Analytics, §9): tokens in a pool, 10 a page, default 7dvolume_desc; a row opens its token page. */
export function TopTokens({ revision }: { revision: number }) {
  const wide = useMediaQuery('(min-width: 640px)');
  const columns = useMemo(() => columnsFor(wide), [wide]);
  const list = useListView(LIST_PRESETS.tokens);
  const navigate = useNavigate();
  return (
    <>
      <div className="top-list__toolbar">
        <input
          id="top-tokens-search"
          className="input"
          type="search"
          placeholder="Search ticker or contract"
          aria-label="Search tokens by ticker or contract"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
      </div>
      <DataTable<TopTokenRow>
        source={listsClient()}
        listId={TOP_TOKENS_ID}
        view={list.view}
        onSort={list.sortBy}
        onPage={list.goToPage}
        columns={columns}
        pageSize={10}
        rowKey={(row) => row.id}
        label="Top tokens"
        emptyText="No token is in a pool yet."
        noMatchText="No token matches the search."
        revision={revision}
        onRowClick={(row) => navigate(row.path)}
        className="top-list"
      />
    </>
  );
}

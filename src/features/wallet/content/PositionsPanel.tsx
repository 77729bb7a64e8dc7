import { useEffect, useMemo, useState } from 'react';
import { DataTable, useListView } from '../../../components/dataTable';
import { LIST_PRESETS } from '../../../core/lists';
import type { PoolPosition, PositionListRow } from '../../../core/walletPositions';
import { POSITIONS_LIST } from '../../../state/walletContent';
import { listsClient } from '../../../state/lists';
import { PositionCalculator } from './PositionCalculator';
import { positionColumns } from './positionColumns';
import { PositionsSummary } from './PositionsSummary';

type RangeFilter = 'all' | 'in' | 'out';

type PositionsPanelProps = {
  positions: readonly PoolPosition[];
  revision: number;
  waxUsd: number | null;
  narrow: boolean;
};

/** Pool positions (SPEC §2 Wallet): summary totals, the calculator, filters (search, sort, range) and the table, 10 a page. */
export function PositionsPanel({ positions, revision, waxUsd, narrow }: PositionsPanelProps) {
  const list = useListView(LIST_PRESETS.positions);
  const [range, setRange] = useState<RangeFilter>('all');
  const { filter } = list;
  useEffect(() => filter('range', range === 'all' ? null : { column: 'range', op: 'in', values: [range] }), [filter, range]);
  const byKey = useMemo(() => new Map(positions.map((position) => [position.key, position])), [positions]);
  const columns = useMemo(() => positionColumns(byKey, narrow), [byKey, narrow]);

  if (positions.length === 0) return <p className="table-empty">No pool positions: this account provides no liquidity.</p>;
  return (
    <div className="positions">
      <div className="positions__top">
        <PositionsSummary positions={positions} waxUsd={waxUsd} />
        <PositionCalculator positions={positions} waxUsd={waxUsd} />
      </div>
      <div className="wallet-toolbar">
        <input
          className="input wallet-toolbar__search"
          type="search"
          placeholder="Search pair, ticker or contract"
          aria-label="Search positions"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
        <label className="wallet-toolbar__select">
          <span className="field-label">Range</span>
          <select className="select" value={range} onChange={(event) => setRange(event.target.value as RangeFilter)} aria-label="Range">
            <option value="all">All positions</option>
            <option value="in">In range</option>
            <option value="out">Out of range</option>
          </select>
        </label>
      </div>
      <DataTable
        source={listsClient()}
        listId={POSITIONS_LIST}
        view={list.view}
        onSort={list.sortBy}
        onPage={list.goToPage}
        columns={columns}
        pageSize={LIST_PRESETS.positions.pageSize}
        rowKey={(row: PositionListRow) => row.key}
        label="Pool positions"
        emptyText="No pool positions."
        noMatchText="No position matches the search and range."
        revision={revision}
        rowHeight={narrow ? 58 : 48}
        className="wallet-table"
      />
    </div>
  );
}

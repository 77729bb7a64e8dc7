import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { DataTable, useListView } from '../../../components/dataTable';
import { Loader } from '../../../components/Loader';
import { parseSort, type ListPreset } from '../../../core/lists';
import type { TradeRow } from '../../../core/pairTrades';
import type { TradeHistoryStore } from '../../../state/pairTrades';
import { listsClient } from '../../../state/lists';
import { useNarrow } from '../shared/useNarrow';
import { tradeColumns, type TradeColumnOptions } from './tradeColumns';
import '../shared/ListToolbar.css';
import './TradesTable.css';

/** Newest first; a header starts descending (SPEC §4); the whole list, scrolled. */
const TRADES_PRESET: ListPreset = { defaultSort: parseSort('time_desc'), ascFirst: [], pageSize: null };

type TradesTableProps = TradeColumnOptions & {
  readonly store: TradeHistoryStore;
  /** The table's accessible name ("Pool trades"). */
  readonly label: string;
  readonly emptyText: string;
};

/** A trade history held by the lists worker: sortable, searchable by account or token, older trades on demand. */
export function TradesTable({ store, label, emptyText, ...options }: TradesTableProps) {
  useSignals();
  const history = store.history.value;
  const list = useListView(TRADES_PRESET);
  const compact = useNarrow();
  const { ticker, precision, showPair } = options;
  const columns = useMemo(() => tradeColumns({ ticker, precision, showPair }, compact), [ticker, precision, showPair, compact]);
  if (history.listId === null || history.phase === 'idle' || history.phase === 'loading')
    return <Loader size={24} message={`Loading ${label.toLowerCase()}…`} />;
  if (history.phase === 'error') return <Loader size={24} error={history.error} onRetry={() => void store.reload()} />;
  const searchId = `${history.listId}-search`;
  return (
    <div className="trades-table">
      <div className="list-toolbar">
        <label className="visually-hidden" htmlFor={searchId}>
          Search {label.toLowerCase()} by account or token
        </label>
        <input
          id={searchId}
          className="input list-toolbar__search"
          type="search"
          placeholder="Search account or token"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
        <span className="list-toolbar__count">{history.rows.toLocaleString('en-US')} latest trades</span>
      </div>
      <DataTable<TradeRow>
        source={listsClient()}
        listId={history.listId}
        view={list.view}
        onSort={list.sortBy}
        columns={columns}
        pageSize={null}
        rowKey={(row) => String(row.seq)}
        label={label}
        emptyText={emptyText}
        noMatchText="No trade matches the search."
        revision={history.revision}
        className="trades-table__list"
      />
      {history.more && (
        <button
          type="button"
          className="button button--secondary button--sm trades-table__more"
          onClick={() => void store.loadMore()}
          disabled={history.loadingMore}
        >
          {history.loadingMore ? 'Loading older trades…' : 'Load older trades'}
        </button>
      )}
      {history.error !== null && (
        <p className="list-error" role="alert">
          {history.error}
        </p>
      )}
    </div>
  );
}

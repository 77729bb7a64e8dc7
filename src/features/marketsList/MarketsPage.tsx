import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, useListView } from '../../components/dataTable';
import { Loader } from '../../components/Loader';
import { PageFrame } from '../../components/PageFrame';
import { Panel, type TabItem } from '../../components/Panel';
import { useMediaQuery } from '../../components/useMediaQuery';
import { LIST_PRESETS, type ListFilter, type ListViewState } from '../../core/lists';
import { FAVOURITES_PRESET, MARKETS_LIST_ID, type MarketsRow } from '../../core/marketsList/listRows';
import { favouriteMarkets, listedFavouriteMarkets, loadPairs, marketsRowPath, pairsList, stopWatchingPairs, watchVisiblePairs } from '../../state/marketsList';
import { listsClient } from '../../state/lists';
import { NamedLoader } from '../common/NamedLoader';
import { marketsColumns } from './marketsColumns';
import { MarketsToolbar, type TypeChoice } from './MarketsToolbar';
import { VisibleRows, VisibleRowsContext } from './visibleRows';
import './MarketsPage.css';

type MarketCategory = 'wax' | 'favorites';

const CATEGORIES: readonly TabItem<MarketCategory>[] = [
  { id: 'wax', label: 'WAX' },
  { id: 'favorites', label: 'Favorites' },
];

const typeFilter = (type: TypeChoice): ListFilter | null => (type === 'all' ? null : { column: 'srcType', op: 'in', values: [type] });

/**
 * The markets list, /markets (SPEC §2 Markets page): every order-book market and pool of the
 * endpoint in the lists worker, category wax (all) or favorites, search, the exchange-type filter,
 * sortable headers (a sort-by control on small screens), live prices for the rows in view; a row
 * opens its /trade or /swap.
 */
export default function MarketsPage() {
  useSignals();
  const [category, setCategory] = useState<MarketCategory>('wax');
  const [type, setType] = useState<TypeChoice>('all');
  const wax = useListView(LIST_PRESETS.markets);
  const favourites = useListView(FAVOURITES_PRESET);
  // The data's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the answer arrived in (docs/performance.md, "The first screen").
  const list = useDeferredValue(pairsList.value);
  const listed = listedFavouriteMarkets.value;
  const starred = favouriteMarkets.value;
  const navigate = useNavigate();
  const volumes = useMediaQuery('(min-width: 768px)');
  const weekVolume = useMediaQuery('(min-width: 1280px)');

  useEffect(() => {
    void loadPairs();
  }, []);
  const visible = useMemo(() => new VisibleRows(watchVisiblePairs), []);
  useEffect(
    () => () => {
      visible.dispose();
      stopWatchingPairs();
    },
    [visible],
  );

  const controls = category === 'wax' ? wax : favourites;
  // The favorites tab lists the favourites as the list shows them (a removal leaves 500 ms later).
  const favouritesView = useMemo<ListViewState>(
    () => ({ ...favourites.view, filters: { ...favourites.view.filters, favourites: { column: 'srcId', op: 'in', values: [...listed] } } }),
    [favourites.view, listed],
  );
  const view = category === 'wax' ? wax.view : favouritesView;
  const columns = useMemo(
    () => marketsColumns({ volumes, weekVolume }, new Set(starred), category === 'favorites' ? listed.length : null),
    [volumes, weekVolume, starred, category, listed.length],
  );

  const onSearch = (text: string) => {
    wax.search(text);
    favourites.search(text);
  };
  const onType = (next: TypeChoice) => {
    setType(next);
    wax.filter('type', typeFilter(next));
    favourites.filter('type', typeFilter(next));
  };

  let body;
  if (category === 'favorites' && listed.length === 0) body = <p className="table-empty">No favourite markets yet. Star a market to keep it here.</p>;
  else if (list.phase === 'error')
    body = (
      <div className="markets-list__error">
        <Loader error={list.error} />
        <button type="button" className="button button--secondary button--sm" onClick={() => void loadPairs()}>
          Try again
        </button>
      </div>
    );
  else if (list.phase !== 'ready') body = <NamedLoader name="markets_page" force message="Loading markets…" />;
  else
    body = (
      <VisibleRowsContext.Provider value={visible}>
        <DataTable<MarketsRow>
          source={listsClient()}
          listId={MARKETS_LIST_ID}
          view={view}
          onSort={controls.sortBy}
          columns={columns}
          pageSize={null}
          rowKey={(row) => row.srcId}
          label="Markets"
          emptyText="This endpoint lists no markets."
          noMatchText="No market matches the search and type."
          revision={list.revision}
          rowHeight={40}
          onRowClick={(row) => {
            const path = marketsRowPath(row.srcId);
            if (path !== null) navigate(path);
          }}
          className="markets-table"
        />
      </VisibleRowsContext.Provider>
    );

  return (
    <PageFrame title="Markets">
      <Panel
        title={category === 'wax' ? 'WAX markets' : 'Favorite markets'}
        tabs={{ items: CATEGORIES, selected: category, onSelect: setCategory, label: 'Market category' }}
        actions={<NamedLoader name="lastStats_volumes" size={16} />}
        bodyClassName="markets-list"
      >
        <MarketsToolbar search={controls.view.search} onSearch={onSearch} type={type} onType={onType} sort={view.sort} onSort={controls.sortBy} />
        {body}
      </Panel>
    </PageFrame>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { DataTable, useListView } from '../../../components/dataTable';
import { Panel } from '../../../components/Panel';
import { parseAmountInput } from '../../../core/amount';
import { formatUnits } from '../../../core/format';
import { HIDE_BURNED_FILTER, minimumAmountFilter, type HolderRow } from '../../../core/holders';
import { LIST_PRESETS } from '../../../core/lists';
import { TOKEN_HOLDERS, tokenPageStore, type TokenSupply } from '../../../state/tokenPage';
import { listsClient } from '../../../state/lists';
import { NamedLoader } from '../../common/NamedLoader';
import { holderColumns, formatShare } from './holderColumns';
import '../shared/ListToolbar.css';
import './HoldersPanel.css';

type Layout = 'pages' | 'all';

/** Holders: 10 a page or the whole list virtualised (SPEC §2, §9), searched on owner, filtered, every header sorting. */
export function HoldersPanel({ ticker, precision, supply }: { ticker: string; precision: number; supply: TokenSupply }) {
  useSignals();
  const holders = tokenPageStore.tokenPage.value.holders;
  const list = useListView(LIST_PRESETS.holders);
  const [layout, setLayout] = useState<Layout>('pages');
  const [minimum, setMinimum] = useState('');
  const columns = useMemo(() => holderColumns(ticker, precision), [ticker, precision]);
  const minimumCheck = parseAmountInput(minimum, precision);

  const changeMinimum = (text: string) => {
    setMinimum(text);
    const parsed = parseAmountInput(text, precision);
    if (parsed.ok) list.filter('minimum', parsed.amount.units > 0n ? minimumAmountFilter(parsed.amount.units) : null);
  };
  const burned = holders.summary?.burned ?? 0n;
  const burnedShare = supply.known && supply.supply.units > 0n ? (Number(burned) / Number(supply.supply.units)) * 100 : null;
  const count = holders.count ?? holders.summary?.rows ?? null;

  return (
    <Panel
      title="Holders"
      className="holders"
      actions={
        <div className="segmented" role="group" aria-label="Holders shown">
          {(['pages', 'all'] as const).map((choice) => (
            <button key={choice} type="button" className="segmented__button" aria-pressed={layout === choice} onClick={() => setLayout(choice)}>
              {choice === 'pages' ? '10 a page' : 'All'}
            </button>
          ))}
        </div>
      }
    >
      <NamedLoader name={TOKEN_HOLDERS} message="Loading holders…">
        {holders.listId !== null && holders.phase === 'ready' && (
          <>
            <div className="list-toolbar">
              <label className="visually-hidden" htmlFor="holders-search">
                Search holders by owner
              </label>
              <input
                id="holders-search"
                className="input list-toolbar__search"
                type="search"
                placeholder="Search owner"
                value={list.view.search}
                onChange={(event) => list.search(event.target.value)}
              />
              <label className="list-toolbar__check">
                <input
                  type="checkbox"
                  className="checkbox"
                  checked={list.view.filters.burned !== undefined}
                  onChange={(event) => list.filter('burned', event.target.checked ? HIDE_BURNED_FILTER : null)}
                />
                Hide burned
              </label>
              <label className="list-toolbar__field">
                Min {ticker}
                <input
                  className="input"
                  inputMode="decimal"
                  placeholder="0"
                  value={minimum}
                  aria-invalid={!minimumCheck.ok}
                  title={minimumCheck.ok ? undefined : minimumCheck.reason}
                  onChange={(event) => changeMinimum(event.target.value)}
                />
              </label>
              <span className="list-toolbar__count" data-testid="holder-count">
                {count === null ? '' : `${count.toLocaleString('en-US')} holders`}
              </span>
            </div>
            {burned > 0n && (
              <p className="holders__burn-note">
                <span className="holders__burned">Burned</span> {formatUnits(burned, precision, precision)} {ticker}
                {burnedShare !== null && ` (${formatShare(burnedShare)} of supply)`} held by eosio.null
              </p>
            )}
            <DataTable<HolderRow>
              source={listsClient()}
              listId={holders.listId}
              view={list.view}
              onSort={list.sortBy}
              onPage={list.goToPage}
              columns={columns}
              pageSize={layout === 'pages' ? LIST_PRESETS.holders.pageSize : null}
              rowKey={(row) => row.owner}
              label="Holders"
              emptyText="No one holds this token."
              noMatchText="No holder matches the search and filters."
              className="holders__list"
            />
          </>
        )}
      </NamedLoader>
    </Panel>
  );
}

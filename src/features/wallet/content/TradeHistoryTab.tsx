import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { DataTable, useListView } from '../../../components/dataTable';
import { explorerTxLink } from '../../../core/config/network';
import { parseSort } from '../../../core/lists';
import type { TradeListRow } from '../../../core/walletTrades';
import { network } from '../../../state/app';
import { tradeHistory, tradesCsv, TRADES_LIST, TRADES_LOADER, walletEndpointUrl } from '../../../state/walletContent';
import { listsClient } from '../../../state/lists';
import { downloadText } from './csvDownload';
import { LoadArea } from './LoadArea';
import { tradeColumns } from './tradeColumns';
import { TradeFilters } from './TradeFilters';
import { useNarrow } from './useNarrow';
import './WalletListModal';

/** SPEC §9 gives no wallet trade-history sort: newest first, as the service pages it. */
const TRADES_PRESET = { defaultSort: parseSort('time_desc'), ascFirst: ['pair', 'account', 'exchange'], pageSize: null } as const;
const ROW_HEIGHT = 40;

/**
 * The trade-history tab (SPEC §2 Wallet, issue 18 item 4): the filter bar, the loaded trades in a
 * virtualised table (searched and small trades hidden in the lists worker), "load more" and a CSV of
 * exactly what the table shows.
 */
export function TradeHistoryTab({ account }: { account: string }) {
  useSignals();
  const narrow = useNarrow();
  const list = useListView(TRADES_PRESET);
  const [hideSmall, setHideSmall] = useState(false);
  const [exportNote, setExportNote] = useState<string | null>(null);
  const endpointReady = walletEndpointUrl.value !== null;
  const status = tradeHistory.status.value;
  const form = tradeHistory.page.value === account ? tradeHistory.filter.value : null;

  useEffect(() => {
    if (endpointReady) void tradeHistory.openPage(account);
  }, [account, endpointReady]);

  const { filter } = list;
  useEffect(() => filter('small', hideSmall ? { column: 'small', op: 'notIn', values: ['yes'] } : null), [filter, hideSmall]);

  const net = network.value;
  const showAccount = (form?.wallets.length ?? 1) > 1;
  const columns = useMemo(
    () => tradeColumns({ narrow, showAccount, detailOf: tradeHistory.detailOf, explorerLink: (trxId) => (net === null ? null : explorerTxLink(net, trxId)) }),
    [narrow, showAccount, net],
  );

  const exportCsv = async () => {
    setExportNote('Preparing the CSV…');
    try {
      const { text, rows } = await tradesCsv(
        listsClient(),
        { sort: list.view.sort, search: list.view.search, filters: Object.values(list.view.filters) },
        tradeHistory.detailOf,
      );
      downloadText(`trades-${form?.wallets.join('-') ?? account}.csv`, text);
      setExportNote(`Exported ${rows.toLocaleString('en-US')} trades.`);
    } catch (error) {
      setExportNote(`The CSV could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const pending = form === null || status.phase === 'loading' || status.phase === 'idle';
  return (
    <div className="wallet-tab">
      {form !== null && (
        // Keyed by the filter shown: one set elsewhere (a loaded list, another page) starts the fields over.
        <TradeFilters key={`${form.wallets.join(',')}|${form.token}|${form.venue}`} current={form} onApply={(next) => void tradeHistory.setFilter(next)} />
      )}
      <div className="wallet-toolbar">
        <input
          className="input wallet-toolbar__search"
          type="search"
          id="trade-search"
          placeholder="Search loaded trades"
          aria-label="Search loaded trades"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
        <label className="wallet-toolbar__check">
          <input type="checkbox" className="checkbox" checked={hideSmall} onChange={(event) => setHideSmall(event.target.checked)} />
          Hide small trades (&lt; 1 WAX)
        </label>
        <button
          type="button"
          className="button button--secondary button--sm wallet-toolbar__end"
          onClick={() => void exportCsv()}
          disabled={status.phase !== 'ready'}
        >
          Export CSV
        </button>
      </div>
      {exportNote !== null && (
        <p className="wallet-note" role="status">
          {exportNote}
        </p>
      )}
      <LoadArea name={TRADES_LOADER} pending={pending} message="Loading trade history…" onRetry={() => form !== null && void tradeHistory.setFilter(form)}>
        <div style={{ '--data-table-height': `${34 + Math.min(Math.max(status.loaded, 3), 14) * ROW_HEIGHT}px` } as CSSProperties}>
          <DataTable
            source={listsClient()}
            listId={TRADES_LIST}
            view={list.view}
            onSort={list.sortBy}
            columns={columns}
            pageSize={null}
            rowKey={(row: TradeListRow) => row.key}
            label="Trades"
            emptyText="No trades match these filters."
            noMatchText="No loaded trade matches the search."
            revision={tradeHistory.revision.value}
            rowHeight={ROW_HEIGHT}
            className="wallet-table"
          />
        </div>
        <div className="wallet-more">
          <span className="text-muted" aria-live="polite">
            {status.loaded.toLocaleString('en-US')} trades loaded{status.before === null ? ' — all of them' : ''}
            {status.skipped > 0 ? ` (${status.skipped} unreadable left out)` : ''}
          </span>
          {status.error !== null && status.phase === 'ready' && (
            <span className="field-problem" role="alert">
              {status.error}
            </span>
          )}
          {status.before !== null && (
            <button type="button" className="button button--secondary button--sm" onClick={() => void tradeHistory.loadMore()} disabled={status.loadingMore}>
              {status.loadingMore ? 'Loading…' : 'Load more'}
            </button>
          )}
        </div>
      </LoadArea>
    </div>
  );
}

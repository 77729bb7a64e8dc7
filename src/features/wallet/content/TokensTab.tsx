import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { DataTable, useListView } from '../../../components/dataTable';
import { LIST_PRESETS } from '../../../core/lists';
import type { BalanceKind, BalanceListRow } from '../../../core/walletBalances';
import { refreshRates, waxUsdPrice } from '../../../state/app';
import { BALANCES_LIST, BALANCES_LOADER, hiddenAssets, hiddenAssetsOf, setAssetHidden, walletEndpointUrl, walletTokens } from '../../../state/walletContent';
import { listsClient } from '../../../state/lists';
import { LoadArea } from './LoadArea';
import { tokenColumns } from './tokenColumns';
import { useNarrow } from './useNarrow';
import { WalletTotal } from './WalletTotal';

const KINDS: readonly { id: BalanceKind; label: string }[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'lptokens', label: 'LP tokens' },
];
const ROW_HEIGHT = 40;
/** How often the tab asks; the store's 10 s cache decides whether to read. */
const REFRESH_TICK_MS = 1000;

/**
 * The tokens tab (SPEC §2 Wallet, §3 Wallet balance row): the account's non-zero balances, tokens or
 * LP tokens, searched by ticker or contract and sorted (value first), with the total in WAX and USD.
 * The owner can hide assets (kept in this browser). Balances refresh every 10 s while shown (§9).
 */
export function TokensTab({ account, isOwn }: { account: string; isOwn: boolean }) {
  useSignals();
  const narrow = useNarrow();
  const list = useListView(LIST_PRESETS.wallet);
  const [kind, setKind] = useState<BalanceKind>('tokens');
  const [showHidden, setShowHidden] = useState(false);
  const endpointReady = walletEndpointUrl.value !== null;
  const hidden = isOwn ? hiddenAssetsOf(account, hiddenAssets.value) : new Set<string>();
  // The list's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the balances arrived in (docs/performance.md, "The first screen").
  const rows = useDeferredValue(walletTokens.account.value === account ? walletTokens.rows.value : null);

  useEffect(() => {
    if (!endpointReady) return undefined;
    void walletTokens.refresh(account);
    void refreshRates();
    // SPEC §9: while the list is on screen, balances are read again as soon as they are 10 s old (the store skips younger ones).
    const timer = window.setInterval(() => void walletTokens.refresh(account), REFRESH_TICK_MS);
    return () => window.clearInterval(timer);
  }, [account, endpointReady]);

  const { filter } = list;
  const hiddenKeys = [...hidden].sort().join(',');
  useEffect(() => {
    filter('kind', { column: 'kind', op: 'in', values: [kind] });
    filter('hidden', hiddenKeys === '' || showHidden ? null : { column: 'key', op: 'notIn', values: hiddenKeys.split(',') });
  }, [filter, kind, hiddenKeys, showHidden]);

  const waxUsd = waxUsdPrice.value;
  const onToggleHidden = isOwn ? (row: BalanceListRow) => setAssetHidden(account, row.key, !hidden.has(row.key)) : null;
  const columns = useMemo(
    () => tokenColumns({ waxUsd, narrow, onToggleHidden, hidden }),
    // The hidden set is rebuilt each render; its keys say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [waxUsd, narrow, isOwn, account, hiddenKeys],
  );
  const emptyText =
    kind === 'tokens'
      ? hidden.size > 0 && !showHidden
        ? 'No tokens with a balance besides the hidden ones.'
        : 'No tokens with a balance.'
      : 'No LP tokens: this account provides no v2 liquidity.';
  const shownCount = (rows ?? []).filter((row) => row.kind === kind && (showHidden || !hidden.has(row.key))).length;
  // The list's box fits its rows, up to 14 of them, then scrolls.
  const height = 34 + Math.min(Math.max(shownCount, 3), 14) * ROW_HEIGHT;

  return (
    <div className="wallet-tab">
      <WalletTotal account={account} isOwn={isOwn} />
      <div className="wallet-toolbar">
        <div className="segmented" role="group" aria-label="Token kind">
          {KINDS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={kind === item.id}

              onClick={() => setKind(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <input
          className="input wallet-toolbar__search"
          type="search"
          placeholder="Search ticker or contract"
          aria-label="Search tokens"
          value={list.view.search}
          onChange={(event) => list.search(event.target.value)}
        />
        {isOwn && hidden.size > 0 ? (
          <label className="wallet-toolbar__check">
            <input type="checkbox" className="checkbox" checked={showHidden} onChange={(event) => setShowHidden(event.target.checked)} />
            Show hidden ({hidden.size})
          </label>
        ) : null}
      </div>
      <LoadArea name={BALANCES_LOADER} pending={rows === null} message="Loading tokens…" onRetry={() => void walletTokens.refresh(account, { force: true })}>
        <div style={{ '--data-table-height': `${height}px` } as CSSProperties}>
          <DataTable
            source={listsClient()}
            listId={BALANCES_LIST}
            view={list.view}
            onSort={list.sortBy}
            columns={columns}
            pageSize={null}
            rowKey={(row: BalanceListRow) => row.key}
            label={kind === 'tokens' ? 'Tokens' : 'LP tokens'}
            emptyText={emptyText}
            // The kind and hidden filters are always on: only a search makes "no match" the right words.
            noMatchText={list.view.search.trim() === '' ? emptyText : 'No token matches the search.'}
            revision={walletTokens.revision.value}
            rowHeight={ROW_HEIGHT}
            className="wallet-table"
          />
        </div>
      </LoadArea>
    </div>
  );
}

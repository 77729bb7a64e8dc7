import { useEffect, useState } from 'react';
import { Panel, type TabItem } from '../../../components/Panel';
import { tokenHash } from '../../../core/domain';
import type { TradeHistorySource } from '../../../state/pairTrades';
import type { TokenDetails, TokenVenue } from '../../../services/tokenDetails';
import { tokenTrades } from '../../../state/tokenPage';
import { TradesTable } from '../trades/TradesTable';

type HistoryTab = 'pools' | 'markets';

/** Trades of the token in pools (v2 and v3) or on order books (SPEC §3 Trade src_type). */
const HISTORY_TABS: readonly TabItem<HistoryTab>[] = [
  { id: 'pools', label: 'Pool trades' },
  { id: 'markets', label: 'Market trades' },
];

const pairsOf = (venues: readonly TokenVenue[], srcType: TokenVenue['srcType']) =>
  venues.filter((venue) => venue.srcType === srcType).map((venue) => ({ src: venue.src, pairId: venue.pairId }));

/** What a tab lists: the token's pools of both kinds, or its markets. */
export function historySource(details: TokenDetails, tab: HistoryTab): TradeHistorySource {
  const token = details.token;
  const listId = `trades:${tokenHash(token)}:${tab}`;
  if (tab === 'markets') return { listId, perspective: token, kinds: [{ srcType: 'markets', pairs: pairsOf(details.markets, 'markets') }] };
  return {
    listId,
    perspective: token,
    kinds: [
      { srcType: 'pools', pairs: pairsOf(details.pools, 'pools') },
      { srcType: 'poolsv3', pairs: pairsOf(details.pools, 'poolsv3') },
    ],
  };
}

/** The history tabs: each tab's trades are fetched when it is first shown, and forgotten with the page. */
export function TokenHistory({ details }: { details: TokenDetails }) {
  const [tab, setTab] = useState<HistoryTab>('pools');
  const hash = tokenHash(details.token);
  useEffect(() => {
    void tokenTrades[tab].open(historySource(details, tab));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a tab's list is made once per token
  }, [hash, tab]);
  useEffect(
    () => () => {
      tokenTrades.pools.close();
      tokenTrades.markets.close();
    },
    [hash],
  );
  const { ticker, precision } = details.token;
  return (
    <Panel title="History" tabs={{ items: HISTORY_TABS, selected: tab, onSelect: setTab, label: 'Trade history' }}>
      <TradesTable
        key={tab}
        store={tokenTrades[tab]}
        label={tab === 'pools' ? 'Pool trades' : 'Market trades'}
        emptyText={tab === 'pools' ? `No pool trades of ${ticker} yet.` : `No market trades of ${ticker} yet.`}
        ticker={ticker}
        precision={precision}
        showPair
      />
    </Panel>
  );
}

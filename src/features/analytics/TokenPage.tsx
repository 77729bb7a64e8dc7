import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { checkTokenPage } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel, type TabItem } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';
import { requireRoute } from '../common/requireRoute';
import { TokenNotFound } from './TokenNotFound';
import './TokenPage.css';

type HistoryTab = 'pools' | 'markets';

/** Trades of the token in pools (v2 and v3) or on order books (SPEC §3 Trade src_type). */
const HISTORY_TABS: readonly TabItem<HistoryTab>[] = [
  { id: 'pools', label: 'Pool trades' },
  { id: 'markets', label: 'Market trades' },
];

/** The token page, /analytics/token/{thash?} (SPEC §2 Analytics): token header, holders and history. */
export default function TokenPage() {
  const { thash, token } = requireRoute(checkTokenPage(useParams()));
  const [historyTab, setHistoryTab] = useState<HistoryTab>('pools');
  if (!token) return <TokenNotFound thash={thash} />;

  return (
    <PageFrame title={token.ticker} subtitle={token.contract}>
      <Panel title="Token">
        <NamedLoader name="token_init" force message="Loading token…" />
      </Panel>
      <div className="token-lists">
        <Panel title="Holders">
          <NamedLoader name="token_holders" force message="Loading holders…" />
        </Panel>
        <Panel title="History" tabs={{ items: HISTORY_TABS, selected: historyTab, onSelect: setHistoryTab, label: 'Trade history' }}>
          <NamedLoader name="token_history" force message={historyTab === 'pools' ? 'Loading pool trades…' : 'Loading market trades…'} />
        </Panel>
      </div>
    </PageFrame>
  );
}

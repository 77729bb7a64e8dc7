import { useParams } from 'react-router-dom';
import { checkTokenPair } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { requireRoute } from '../common/requireRoute';
import { NamedLoader } from '../common/NamedLoader';
import { SpotBox } from '../common/SpotBox';
import { SpotLayout } from '../swap/SpotLayout';
import { LimitOrdersPanel } from './LimitOrdersPanel';

/** The limit-order screen, /limit/{input?}/{output?} (SPEC §2 Limit screen): spot box, chart and the user's orders. */
export default function LimitPage() {
  const pair = requireRoute(checkTokenPair(useParams()));
  return (
    <PageFrame title="Limit order">
      <SpotLayout box={<SpotBox active="limit" pair={pair} fieldsLoader={{ name: 'spot_limit_tokens', message: 'Loading tokens…' }} />}>
        <Panel title="Chart" className="spot-chart">
          <NamedLoader name="spot_limit_chart" force message="Loading chart…" />
        </Panel>
        <LimitOrdersPanel />
      </SpotLayout>
    </PageFrame>
  );
}

import { useParams } from 'react-router-dom';
import { checkTokenPair } from '../../core/routes';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { requireRoute } from '../analytics/requireRoute';
import { NamedLoader } from '../common/NamedLoader';
import { FavouritesBar } from './FavouritesBar';
import { SpotBox } from './SpotBox';
import { SpotLayout } from './SpotLayout';

/** The swap screen, /swap/{input?}/{output?} (SPEC §2 Swap screen): spot box, favourites, chart and routes. */
export default function SwapPage() {
  const pair = requireRoute(checkTokenPair(useParams()));
  return (
    <PageFrame title="Swap">
      <SpotLayout box={<SpotBox active="swap" pair={pair} fieldsLoader={{ name: 'swap_tokens', message: 'Loading tokens…' }} />}>
        <FavouritesBar />
        <Panel title="Chart" className="spot-chart">
          <NamedLoader name="swap_chart" force message="Loading chart…" />
        </Panel>
        <Panel title="Routes">
          <NamedLoader name="routes" force message="Loading routes…" />
        </Panel>
      </SpotLayout>
    </PageFrame>
  );
}

import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';
import './AnalyticsPage.css';

/** The analytics overview, /analytics (SPEC §2 Analytics): top stats, charts and pie, top tokens and pairs. */
export default function AnalyticsPage() {
  return (
    <PageFrame
      title="Analytics"
      actions={
        <Link to="/analytics/listings" className="button button--secondary button--sm">
          New pools
        </Link>
      }
    >
      <Panel title="Overview">
        <NamedLoader name="lastStats_volumes" force message="Loading volumes…" />
      </Panel>
      <div className="analytics-charts">
        <Panel title="Volume" bodyClassName="analytics-charts__body">
          <NamedLoader name="lastStats_volumes" force message="Loading volume history…" />
        </Panel>
        <Panel title="Top pairs by volume" bodyClassName="analytics-charts__body">
          <NamedLoader name="analytics_toppairs" force message="Loading top pairs…" />
        </Panel>
      </div>
      <div className="analytics-lists">
        <Panel title="Top tokens">
          <NamedLoader name="analytics_toptokens" force message="Loading top tokens…" />
        </Panel>
        <Panel title="Top pairs">
          <NamedLoader name="analytics_toppairs" force message="Loading top pairs…" />
        </Panel>
      </div>
    </PageFrame>
  );
}

import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';

/** The new listings feed, /analytics/listings (SPEC §2 Analytics: listings with load more, 100 a page). */
export default function ListingsPage() {
  return (
    <PageFrame
      title="New pools"
      actions={
        <Link to="/analytics" className="button button--secondary button--sm">
          Statistics
        </Link>
      }
    >
      <Panel title="Listings">
        <NamedLoader name="analytics_listings" force message="Loading new pools…" />
      </Panel>
    </PageFrame>
  );
}

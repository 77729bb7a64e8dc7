import { Link, useParams } from 'react-router-dom';
import { checkExchangeAndId, EXCHANGE_NAMES } from '../../core/urlParams';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';
import { requireRoute } from '../common/requireRoute';
import './PairPage.css';

/** The pair page, /analytics/pair/{src?}/{id?} (SPEC §2 Analytics: a trade link and associated pairs). */
export default function PairPage() {
  const params = useParams();
  const { src, id } = requireRoute(checkExchangeAndId(params.src, params.id));

  if (src === null || id === null) {
    return (
      <PageFrame title="Pair not found">
        <Panel title="No pair given">
          <p className="text-muted">A pair page needs an exchange and a pair id, for example /analytics/pair/defibox/12.</p>
          <p>
            <Link to="/analytics">Choose a pair from the top pairs</Link>
          </p>
        </Panel>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={`Pair #${id}`} subtitle={EXCHANGE_NAMES[src]}>
      <div className="pair-layout">
        <Panel title="Pair">
          <NamedLoader name="pair_init" force message="Loading pair…" />
        </Panel>
        <Panel title="Associated pairs">
          <NamedLoader name="pair_associated" force message="Loading associated pairs…" />
        </Panel>
      </div>
    </PageFrame>
  );
}

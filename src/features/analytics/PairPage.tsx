import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { checkPairRoute, EXCHANGE_NAMES, pairListPath, type Exchange, type SourceType } from '../../core/urlParams';
import { PAIR_ASSOCIATED, PAIR_INIT, pairPageStore } from '../../state/pairPage';
import { NamedLoader } from '../common/NamedLoader';
import { requireRoute } from '../common/requireRoute';
import { AssociatedPairs } from './pair/AssociatedPairs';
import { pairFigures } from './pair/pairFigures';
import { PairTrades } from './pair/PairTrades';
import { readPair, tradeLink, VENUE_KIND } from './pair/pairView';
import { Figures } from './shared/Figures';
import { VenueChart } from './shared/VenueChart';
import './shared/VenueChart.css';
import './PairPage.css';

/** The pair page, /analytics/pair/{src?}/{id?} (SPEC §2 Analytics): figures, chart, recent trades, a trade link and associated pairs. */
export default function PairPage() {
  const { src, id } = requireRoute(checkPairRoute(useParams()));
  if (src === null || id === null) return <PairNotFound message="A pair page needs an exchange and a pair id, for example /analytics/pair/defibox/12." />;
  return <PairView key={`${src}/${id}`} src={src} id={id} />;
}

function PairNotFound({ message }: { message: string }) {
  return (
    <PageFrame title="Pair not found">
      <Panel title="No such pair">
        <p className="text-muted">{message}</p>
        <p>
          <Link to="/analytics">Choose a pair from the top pairs</Link>
        </p>
      </Panel>
    </PageFrame>
  );
}

function PairView({ src, id }: { src: Exchange; id: string }) {
  useSignals();
  useEffect(() => {
    void pairPageStore.open(src, id);
    return () => pairPageStore.close();
  }, [src, id]);
  // The data's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the answer arrived in (docs/performance.md, "The first screen").
  const page = useDeferredValue(pairPageStore.pairPage.value);
  const shown = page.src === src && page.id === id ? page : null;
  if (shown?.phase === 'notFound') return <PairNotFound message={`${EXCHANGE_NAMES[src]} lists no pair #${id}.`} />;
  const pair = shown?.phase === 'ready' ? shown.pair : null;
  const reading = pair ? readPair(pair) : null;
  const link = pair ? tradeLink(pair) : null;
  const title = reading ? `${reading.base.ticker}/${reading.quote.ticker}` : `Pair #${id}`;
  // The kind of venue follows from the exchange: the title row reads the same before the pair comes as after.
  const kind = VENUE_KIND[pair?.srcType ?? (pairListPath(src).slice(0, -1) as SourceType)];

  return (
    <PageFrame
      className="pair-page"
      title={title}
      subtitle={`${EXCHANGE_NAMES[src]} · ${kind} #${id}${pair && !pair.live ? ' · inactive' : ''}`}
      actions={
        link ? (
          <Link className="button button--primary button--sm" to={link.path}>
            {link.label} {reading?.base.ticker}
          </Link>
        ) : (
          // The link's place is kept while the pair loads, so the title row does not wrap anew when it comes.
          <span className="button button--primary button--sm pair-page__action-pending" aria-hidden="true">
            Swap
          </span>
        )
      }
    >
      <Panel title="Pair" className="pair-page__stats">
        <NamedLoader
          name={PAIR_INIT}
          message="Loading pair…"
          force={pair === null && shown?.phase !== 'error'}
          onRetry={() => void pairPageStore.open(src, id)}
        >
          {pair && <Figures label={`${title} figures`} items={pairFigures(pair)} />}
        </NamedLoader>
      </Panel>
      {pair && reading && (
        <>
          <div className="pair-layout">
            <Panel title={`${title} chart`} className="analytics-chart">
              <VenueChart venue={{ src: pair.src, pairId: pair.id, isReversed: reading.reversed }} symbol={title} testId="pair-chart" />
            </Panel>
            <Panel title="Associated pairs" bodyClassName="pair-page__associated">
              <NamedLoader name={PAIR_ASSOCIATED} message="Loading associated pairs…" force={shown?.associated === null}>
                {shown?.associated && <AssociatedPairs pair={pair} venues={shown.associated} />}
              </NamedLoader>
            </Panel>
          </div>
          <PairTrades pair={pair} />
        </>
      )}
    </PageFrame>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { topStats } from '../../core/analytics/overview';
import { analytics, loadAnalytics, TOP_PAIRS_AREA, TOP_TOKENS_AREA, type Loadable } from '../../state/analytics';
import { waxUsdPrice } from '../../state/app';
import { loadingStatus } from '../../state/ui';
import { ExchangePie } from './overview/ExchangePie';
import { ExchangesTable } from './overview/ExchangesTable';
import { TopPairs } from './overview/TopPairs';
import { TopStats } from './overview/TopStats';
import { TopTokens } from './overview/TopTokens';
import './AnalyticsPage.css';

/**
 * A part of the page: a loader until it is ready, else what it shows; its own failure, or one
 * recorded for its loading area (SPEC §8: any failed analytics load marks the top pairs), shows the
 * error block with a way to try again.
 */
function Part<T>({
  part,
  area,
  message,
  placeholderClassName,
  children,
}: {
  part: Loadable<T>;
  area?: string;
  message: string;
  /** Sizes the loader like what replaces it, so the panels below do not move when it comes. */
  placeholderClassName?: string;
  children: (value: T) => ReactNode;
}) {
  useSignals();
  const areaError = area === undefined ? null : loadingStatus(area).value.error;
  const error = part.phase === 'error' ? part.error : areaError;
  if (error)
    return (
      <div className="analytics-error">
        <Loader error={error} size={24} />
        <button type="button" className="button button--secondary button--sm" onClick={() => void loadAnalytics()}>
          Try again
        </button>
      </div>
    );
  if (part.phase !== 'ready' || part.value === null) return <Loader message={message} className={placeholderClassName} />;
  return <>{children(part.value)}</>;
}

/**
 * The analytics overview, /analytics: the top stats and the exchanges' volumes and shares (summed
 * from the pairs the swap service lists), top tokens and top pairs.
 */
export default function AnalyticsPage() {
  useSignals();
  // The data's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the answer arrived in (docs/performance.md, "The first screen").
  const state = useDeferredValue(analytics.value);
  useEffect(() => {
    void loadAnalytics();
  }, []);
  const waxUsd = waxUsdPrice.value;
  const stats = useMemo(() => (state.overview.value ? topStats(state.overview.value, waxUsd) : []), [state.overview.value, waxUsd]);

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
        <Part part={state.overview} message="Loading statistics…" placeholderClassName="top-stats__placeholder">
          {() => <TopStats stats={stats} />}
        </Part>
      </Panel>
      <div className="analytics-charts">
        <Panel title="Exchanges" bodyClassName="analytics-charts__table">
          <Part part={state.overview} message="Loading exchanges…">
            {(overview) => <ExchangesTable exchanges={overview.exchanges} />}
          </Part>
        </Panel>
        <Panel title="Volume by exchange, 7d" bodyClassName="analytics-charts__body">
          <Part part={state.overview} message="Loading volumes…">
            {(overview) => <ExchangePie exchanges={overview.exchanges} />}
          </Part>
        </Panel>
      </div>
      <div className="analytics-lists">
        <Panel title="Top tokens" bodyClassName="analytics-list">
          <Part part={state.tokens} area={TOP_TOKENS_AREA} message="Loading top tokens…">
            {(revision) => <TopTokens revision={revision} />}
          </Part>
        </Panel>
        <Panel title="Top pairs" bodyClassName="analytics-list">
          <Part part={state.pairs} area={TOP_PAIRS_AREA} message="Loading top pairs…">
            {(revision) => <TopPairs revision={revision} />}
          </Part>
        </Panel>
      </div>
    </PageFrame>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { listingsFeed, loadListings, loadMoreListings, reloadListings } from '../../state/analytics';
import { ListingsTable } from './listings/ListingsTable';
import './ListingsPage.css';

/** The new listings feed, /analytics/listings (SPEC §2 Analytics): listingevents 100 a page, newest first, with load more. */
export default function ListingsPage() {
  useSignals();
  // The data's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the answer arrived in (docs/performance.md, "The first screen").
  const feed = useDeferredValue(listingsFeed.value);
  useEffect(() => {
    void loadListings();
  }, []);

  let body;
  if (feed.phase === 'error')
    body = (
      <div className="listings-error">
        <Loader error={feed.error} />
        <button type="button" className="button button--secondary button--sm" onClick={() => void reloadListings()}>
          Try again
        </button>
      </div>
    );
  else if (feed.phase !== 'ready') body = <Loader message="Loading new pools…" />;
  else if (feed.events.length === 0) body = <p className="table-empty">No pool or market has been listed yet.</p>;
  else
    body = (
      <>
        <ListingsTable events={feed.events} />
        <div className="listings-more">
          <span className="listings-more__count">{feed.events.length.toLocaleString('en-US')} listings</span>
          {feed.error ? <span className="listings-more__error">Loading more failed: {feed.error}</span> : null}
          {feed.more ? (
            <button type="button" className="button button--secondary" onClick={() => void loadMoreListings()} disabled={feed.loadingMore}>
              {feed.loadingMore ? 'Loading…' : 'Load more'}
            </button>
          ) : null}
        </div>
      </>
    );

  return (
    <PageFrame
      title="New pools"
      actions={
        <Link to="/analytics" className="button button--secondary button--sm">
          Statistics
        </Link>
      }
    >
      <Panel title="Listings" bodyClassName="listings-body">
        {body}
      </Panel>
    </PageFrame>
  );
}

import { Component, useEffect, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { reloadOnceForChunkError } from '../state/app';
import { describeRouteError } from './errors/describeRouteError';
import './ErrorPage.css';

/** The route error page: the message, its status (500 by default) and, for a 404, a link home (SPEC §2, §8). */
export function ErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteErrorView />
    </ErrorPageBoundary>
  );
}

function RouteErrorView() {
  const error = useRouteError();
  const view = describeRouteError(error);
  useEffect(() => {
    if (view.isChunkLoadError) reloadOnceForChunkError(Date.now(), () => window.location.reload());
    else if (view.status >= 500) console.error(error);
  }, [error, view.isChunkLoadError, view.status]);
  useEffect(() => {
    document.title = `Waxwing — ${view.status === 404 ? 'Not found' : 'Error'}`;
  }, [view.status]);
  return (
    <section className="error-page" role="alert" data-testid="error-page">
      <p className="error-page__status">{view.status}</p>
      <h1 className="error-page__message">{view.message}</h1>
      {view.status === 404 ? (
        <Link className="button button--primary" to="/">
          Go home
        </Link>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      )}
    </section>
  );
}

type BoundaryState = { failed: boolean };

/** Catches an error thrown while the error page itself renders (SPEC §8). */
class ErrorPageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Error while showing the error page', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-page" role="alert" data-testid="error-page">
        <h1 className="error-page__message">An error occurred while showing the error page</h1>
        <a className="button button--primary" href="/">
          Go home
        </a>
      </section>
    );
  }
}

import { failProgress, finishProgress, pauseProgress, startProgress, syncLayoutFromUrl } from '../state/ui';
import { checkVersionAfterNavigation } from '../state/app';
import type { AppRouter } from './appRouter';

/**
 * Route-change side effects: the progress bar, disable_layout, and the version check. A
 * navigation that ends on the error page (a page's code that did not load, a failed route check)
 * ends the bar as failed.
 */
export function watchNavigation(router: Pick<AppRouter, 'state' | 'subscribe'>): () => void {
  let settledPath = router.state.location.pathname;
  let navigating = false;
  syncLayoutFromUrl(router.state.location.search);
  void checkVersionAfterNavigation(fetch, hardReload);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      if (!navigating) startProgress();
      navigating = true;
      return;
    }
    const path = state.location.pathname;
    const pathChanged = path !== settledPath;
    settledPath = path;
    if (navigating) {
      if (state.errors !== null) failProgress();
      else if (pathChanged) finishProgress();
      else pauseProgress();
    }
    navigating = false;
    syncLayoutFromUrl(state.location.search);
    if (pathChanged) void checkVersionAfterNavigation(fetch, hardReload);
  });
}

function hardReload(): void {
  window.location.reload();
}

/**
 * Resolves once the router has loaded the first route's code (or failed to: the error page is then
 * what it renders), so the first render is the page and not the router's loading fallback.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

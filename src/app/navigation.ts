import { finishProgress, pauseProgress, startProgress, syncLayoutFromUrl } from '../state/ui';
import { checkVersionAfterNavigation } from '../state/app';
import type { AppRouter } from './appRouter';

/** Route-change side effects: the progress bar, disable_layout, and the version check (SPEC §4). */
export function watchNavigation(router: AppRouter): () => void {
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
      if (pathChanged) finishProgress();
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

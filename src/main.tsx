import './styles/global.css';
import { reloadOnceForChunkError } from './state/app/chunkReload';

// A stale deploy makes a chunk fail to load (Vite's preload, or the app itself below): reload at
// most once a minute (docs/deploying.md, "Routes").
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceForChunkError();
});

/**
 * Settles once index.html's shell has been painted: the app's code (React and the router, a few
 * hundred milliseconds of evaluation on a phone) runs after the first frame, never before it. A tab
 * opened in the background paints no frame: there the timer starts the app.
 */
function afterShellPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

void afterShellPaint()
  .then(() => import('./app/start'))
  .catch((error: unknown) => {
    console.error('Waxwing could not load its code', error);
    reloadOnceForChunkError();
  });

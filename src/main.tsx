import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/global.css';
import { createAppRouter } from './app/appRouter';
import { watchNavigation, whenRouterReady } from './app/navigation';
import { bootstrap } from './app/bootstrap';
import { reloadOnceForChunkError } from './state/app';

// A stale deploy makes Vite's preload fail before the router sees it: reload at most once a minute (SPEC §4).
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceForChunkError(Date.now(), () => window.location.reload());
});

const router = createAppRouter();
watchNavigation(router);
void bootstrap();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// index.html's shell stays on screen until the first route's code is in: the first render is then
// the page itself, not a loader that is drawn and replaced (docs/performance.md, "The first screen").
// The first render is a transition: React renders it in slices of a few milliseconds, so a phone's
// main thread is never held for the whole tree at once (only the commit is one task).
void whenRouterReady(router).then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});

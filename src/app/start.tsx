/**
 * The app itself: the router, the session's stores and the first render. src/main.tsx imports this
 * module once index.html's shell has painted (docs/performance.md, "The first screen").
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './appRouter';
import { watchNavigation, whenRouterReady } from './navigation';
import { bootstrap } from './bootstrap';

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

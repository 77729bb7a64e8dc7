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
import { nextTask } from './nextTask';

// Each step below is a task of its own (docs/performance.md, "The first screen"): this module's
// code (React's and the router's among it), the router (which starts the route's code), the
// session's stores, the first render. Run as one task, they held a phone's main thread for over
// 400 ms.
await nextTask();
const router = createAppRouter();
watchNavigation(router);
await nextTask();
void bootstrap();
await nextTask();

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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/global.css';
import { createAppRouter } from './app/appRouter';
import { watchNavigation } from './app/navigation';
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
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

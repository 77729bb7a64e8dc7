import { createBrowserRouter } from 'react-router-dom';
import { Loader } from '../components/Loader';
import Layout from './layout/Layout';
import { ErrorPage } from './ErrorPage';
import { pageRoutes } from './routes';

/** The app router: the layout stays while a page errors, so the error page keeps the header and a link home. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Loader fullPage message="Loading Waxwing…" />,
      children: [{ errorElement: <ErrorPage />, children: pageRoutes }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

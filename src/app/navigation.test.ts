import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progress } from '../state/ui';
import { watchNavigation, whenRouterReady } from './navigation';

/** A route whose code arrives when the test says so. */
function lazyRoute() {
  let deliver!: (outcome: 'page' | 'fail') => void;
  const arrived = new Promise<'page' | 'fail'>((resolve) => (deliver = resolve));
  const routes = [
    {
      path: '/',
      lazy: async () => {
        if ((await arrived) === 'fail') throw new Error('Failed to fetch dynamically imported module');
        return { Component: () => null };
      },
    },
  ];
  return { router: createMemoryRouter(routes, { initialEntries: ['/'] }), deliver };
}

describe('whenRouterReady', () => {
  it('waits for the first route’s code, then resolves', async () => {
    const { router, deliver } = lazyRoute();
    let ready = false;
    void whenRouterReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    deliver('page');
    await whenRouterReady(router);
    expect(router.state.initialized).toBe(true);
  });

  it('resolves when the code failed to load, so the error page can render', async () => {
    const { router, deliver } = lazyRoute();
    deliver('fail');
    await whenRouterReady(router);
    expect(router.state.errors).not.toBeNull();
  });
});

describe('watchNavigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the progress bar as failed when a navigation ends on the error page, and as finished otherwise', async () => {
    // The version check after each navigation: the server answers with the same version.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ version: 1 }))));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/page', loader: () => null, element: null },
        {
          path: '/missing',
          loader: () => {
            throw new Response('This page could not be found', { status: 404 });
          },
          element: null,
          errorElement: null,
        },
      ],
      { initialEntries: ['/'] },
    );
    const stop = watchNavigation(router);
    await router.navigate('/missing');
    expect(progress.value.phase).toBe('failed');
    await router.navigate('/page');
    expect(progress.value.phase).not.toBe('failed');
    stop();
  });
});

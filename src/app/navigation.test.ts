import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { whenRouterReady } from './navigation';

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

import { afterAll, beforeAll, vi } from 'vitest';
import { endpoints, selectedEndpointIndex } from '../../state/app';

/**
 * A page test file's world: `fetch` answers the API, the devnet endpoint is the selected one,
 * console warnings are quiet, and with `viewportHeight` elements get a height (jsdom has no layout)
 * so virtual lists draw rows. All of it is undone after the file.
 */
export function withPageWorld({ fetch, viewportHeight }: { fetch: typeof globalThis.fetch; viewportHeight?: number }): void {
  const realFetch = globalThis.fetch;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeAll(() => {
    if (viewportHeight !== undefined) Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => viewportHeight });
    globalThis.fetch = vi.fn(fetch) as typeof globalThis.fetch;
    endpoints.value = [{ flag: 'devnet', name: 'Devnet', url: '/api/', url_socketio: '/', is_dev: false, status: { ready: true }, last_status_update: 0 }];
    selectedEndpointIndex.value = 0;
  });
  afterAll(() => {
    if (viewportHeight !== undefined) Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    globalThis.fetch = realFetch;
    warn.mockRestore();
  });
}

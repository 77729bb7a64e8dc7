import { describe, expect, it } from 'vitest';
import { describeRouteError, isChunkLoadError, NOT_FOUND_MESSAGE } from './describeRouteError';

class FakeRouteErrorResponse {
  internal = false;
  constructor(
    public status: number,
    public statusText: string,
    public data: unknown,
  ) {}
}

describe('describeRouteError', () => {
  it('turns a 404 response into the not-found text', () => {
    const view = describeRouteError(new FakeRouteErrorResponse(404, 'Not Found', 'whatever'));
    expect(view).toEqual({ status: 404, message: NOT_FOUND_MESSAGE, isChunkLoadError: false });
  });

  it('shows other errors with status 500 by default', () => {
    expect(describeRouteError(new Error('boom'))).toEqual({ status: 500, message: 'boom', isChunkLoadError: false });
    expect(describeRouteError(undefined).status).toBe(500);
  });

  it('recognises chunk-load failures from Chromium and Firefox', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(describeRouteError(new TypeError('Importing a module script failed.')).isChunkLoadError).toBe(true);
  });
});

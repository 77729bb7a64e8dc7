import type { RouteCheck } from '../../core/urlParams';

/**
 * The 404 a page throws when its parameters fail their route-level check. The router's loaders
 * already check them; this keeps a page honest when rendered without that loader. It has the
 * shape react-router's `isRouteErrorResponse` recognises, so the error page shows the 404 text.
 */
export class RouteNotFoundError extends Error {
  readonly status = 404;
  readonly statusText = 'Not Found';
  readonly internal = false;
  readonly data = 'This page could not be found';

  constructor() {
    super('This page could not be found');
    this.name = 'RouteNotFoundError';
  }
}

/** The checked route value, or the 404 (SPEC §2: a failed route-level check gives the not-found page). */
export function requireRoute<T>(check: RouteCheck<T>): T {
  if (!check.ok) throw new RouteNotFoundError();
  return check.value;
}

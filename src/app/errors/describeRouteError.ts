import { isRouteErrorResponse } from 'react-router-dom';

/** What the error page shows for a thrown route error (SPEC §2, §8). */
export type RouteErrorView = { status: number; message: string; isChunkLoadError: boolean };

export const NOT_FOUND_MESSAGE = 'This page could not be found';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True for the errors a browser raises when a lazy chunk cannot load (usually after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Maps anything thrown during routing to a status and a message; 500 by default. */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    const message =
      error.status === 404 ? NOT_FOUND_MESSAGE : typeof error.data === 'string' && error.data ? error.data : error.statusText || 'An error occurred';
    return { status: error.status, message, isChunkLoadError: false };
  }
  if (error instanceof Error) return { status: 500, message: error.message || 'An error occurred', isChunkLoadError: isChunkLoadError(error) };
  return { status: 500, message: typeof error === 'string' && error ? error : 'An error occurred', isChunkLoadError: false };
}

import { takeEarlyRead } from './earlyReads';

/** The part of `fetch` the services use; tests pass fakes (STYLE: every outside dependency passed in). */
export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

/** Timer functions, injectable so tests can drive time. */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The platform timers. */
export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * The platform fetch, looked up at call time so a test or polyfill installed later is honoured. A
 * read the page's first script already asked for is answered from there (services/earlyReads.ts).
 */
export const platformFetch: FetchFn = (url, init) => {
  const fresh = () => globalThis.fetch(url, init);
  return takeEarlyRead(url, init, fresh) ?? fresh();
};

/** Rejects with Error("timeout") when the promise has not settled within `ms`, after calling `onTimeout`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, timers: Timers, onTimeout?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => {
      onTimeout?.();
      reject(new Error('timeout'));
    }, ms);
    promise.then(
      (value) => {
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Joins a base URL and a path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Answers asked for before the app's code ran (see src/core/earlyReads), held until the app asks for
 * the same URL. Each answer is handed out once, to a plain GET, within the first seconds of the page
 * (a shared read, one several stores of the first screen make, to each of them); a read that failed
 * or answered an error status is asked again, so the app meets its own network errors, never an
 * early one.
 */

/** How long after the page started an early answer may still be used: later, the app reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

const pending = new Map<string, Promise<Response>>();
// Reads handed to every reader within the first seconds, not only the first (a copy each).
const shared = new Set<string>();
// What the app has already asked for itself: an early read that comes later than the app's own
// request (a fast network can deliver the app's code first) is not asked again.
const askedByApp = new Set<string>();
const now = () => globalThis.performance?.now() ?? Infinity;

const keyOf = (url: string) => {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
};

/**
 * Asks for each URL now (no cache, as the app's reads do) and holds the answers for the app; the
 * answer of a URL `isShared` accepts goes to every reader that asks within the first seconds.
 */
export function startEarlyReads(
  urls: readonly string[],
  fetchFn: typeof fetch = (url, init) => globalThis.fetch(url, init),
  isShared: (url: string) => boolean = () => false,
): void {
  for (const url of urls) {
    const key = keyOf(url);
    if (pending.has(key) || askedByApp.has(key)) continue;
    const response = fetchFn(url, { cache: 'no-store' });
    // Held, not awaited: an early read that fails is only a read the app makes again.
    response.catch(() => undefined);
    pending.set(key, response);
    if (isShared(url)) shared.add(key);
  }
}

/**
 * Once the early answer of `url` is in, asks early for the read that follows from its body
 * (`following` names it, or gives null). The body is read from a copy taken before the app can
 * take the answer: what the app meets is unchanged.
 */
export function followEarlyRead(
  url: string,
  following: (url: string, body: unknown) => string | null,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): void {
  const response = pending.get(keyOf(url));
  if (response === undefined) return;
  response
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const next = body === null ? null : following(url, body);
      if (next !== null) startEarlyReads([next], fetchFn);
    })
    .catch(() => undefined);
}

/** Holds an answer already under way (the page's config, fetched by its first script). */
export function holdEarlyRead(url: string, response: Promise<Response>): void {
  response.catch(() => undefined);
  pending.set(keyOf(url), response);
}

function isPlainGet(init: RequestInit | undefined): boolean {
  return (init?.method === undefined || init.method.toUpperCase() === 'GET') && init?.body == null && init?.headers === undefined;
}

function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The early answer for `url`, taken (a second ask gets null, except for a shared read, which gives
 * each reader its own copy), or null when there is none, it is too old, or the request is not a
 * plain GET; the app then asks the network itself, and while the page is young that URL is noted so
 * that no early read of it follows. An early read that failed or answered an error status falls
 * back to `refetch`.
 */
export function takeEarlyRead(
  url: string,
  init: RequestInit | undefined,
  refetch: () => Promise<Response>,
  clock: () => number = now,
): Promise<Response> | null {
  const early = clock() <= EARLY_READ_MAX_AGE_MS;
  if (pending.size === 0 && !early) return null;
  const key = keyOf(url);
  const response = pending.get(key);
  if (response === undefined || !isPlainGet(init)) {
    if (early) askedByApp.add(key);
    return null;
  }
  const isShared = shared.has(key);
  if (!isShared) pending.delete(key);
  if (!early) {
    pending.clear();
    shared.clear();
    return null;
  }
  // Only a good answer is handed out: a failed read or an error status (an endpoint that was down
  // when the page started and may be up now) is asked again, so the app meets the network as it is.
  return abortable(
    response.then(
      // A shared answer stays whole in the table: each reader gets a copy of its body.
      (answer) => (!answer.ok ? refetch() : isShared ? answer.clone() : answer),
      () => refetch(),
    ),
    init?.signal,
  );
}

/** Forgets every held answer and every read the app made (tests). */
export function clearEarlyReads(): void {
  pending.clear();
  shared.clear();
  askedByApp.clear();
}

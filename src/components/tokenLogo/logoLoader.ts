/**
 * Token logos loaded and decoded in idle time, a few at a time, before any row draws them
 * (DESIGN §6 "100k-row list"). An <img> drawn in a row the moment the row scrolls in costs that
 * frame the image's fetch, its decode (an SVG logo builds a whole document) and its first paint:
 * measured on /markets at 4× CPU, a sort bringing new logos into view took 230-280 ms to its first
 * rows instead of ~80 ms. Rows draw the ticker's letters until their logo is ready here, then the
 * logo; a logo that fails to load keeps its letters. The browser's side is browserLogoLoader.ts.
 */

/** An idle period: how long it has left, and whether the callback came from its timeout instead. */
export type IdleDeadline = { timeRemaining(): number; readonly didTimeout: boolean };

/** What the loader needs from the browser (injected so it is tested without one). */
export type LogoLoaderDeps = {
  /** Loads and decodes one logo; resolves with the class that draws it, rejects when it cannot be drawn. */
  decode(url: string): Promise<string>;
  /** Runs `callback` when the main thread is idle, or after `timeoutMs` at the latest. */
  whenIdle(callback: (deadline: IdleDeadline) => void, timeoutMs: number): void;
  /** Runs `callback` a little later, once for a batch of logos that became ready. */
  later(callback: () => void): void;
};

export type LogoLoader = {
  /** The class that draws the logo at `url` once it is decoded, or null (not ready yet, or failed: the letters). */
  logoClass(url: string): string | null;
  /** Follows `url`'s class (and asks for it to be loaded); answers the unsubscribe. */
  subscribe(url: string, listener: () => void): () => void;
};

/** Loads started at once at most, so a screenful of new logos does not flood one idle period. */
const MAX_IN_FLIGHT = 4;
/** An idle period must have this much left (ms) to start one more load. */
const MIN_IDLE_MS = 2;
/** How long a wanted logo may wait for an idle period: a long scroll still gets its logos. */
const IDLE_TIMEOUT_MS = 400;

/** Where a logo is inside the loader: waiting its turn, left (no row drew it when its turn came), on its way, or settled. */
type LoadState = 'queued' | 'left' | 'loading' | 'failed' | { readonly logoClass: string };

export function createLogoLoader(deps: LogoLoaderDeps): LogoLoader {
  const states = new Map<string, LoadState>();
  const listeners = new Map<string, Set<() => void>>();
  const queue: string[] = [];
  const settled = new Set<string>();
  let inFlight = 0;
  let idleAsked = false;
  let notifyAsked = false;

  function logoClass(url: string): string | null {
    const state = states.get(url);
    return typeof state === 'object' ? state.logoClass : null;
  }

  function notify(): void {
    notifyAsked = false;
    const urls = [...settled];
    settled.clear();
    for (const url of urls) for (const listener of [...(listeners.get(url) ?? [])]) listener();
  }

  function settle(url: string, result: LoadState): void {
    states.set(url, result);
    inFlight -= 1;
    settled.add(url);
    if (!notifyAsked) {
      notifyAsked = true;
      deps.later(notify);
    }
    askIdle();
  }

  function work(deadline: IdleDeadline): void {
    idleAsked = false;
    // A timed-out callback starts one load only: the logos in view come in the end, a frame at a time.
    let starts = deadline.didTimeout ? 1 : MAX_IN_FLIGHT;
    while (queue.length > 0 && inFlight < MAX_IN_FLIGHT && starts > 0 && (deadline.didTimeout || deadline.timeRemaining() > MIN_IDLE_MS)) {
      const url = queue.shift()!;
      // Nobody draws it any more (its rows scrolled away): leave it until a row does again.
      if (!listeners.get(url)?.size) {
        states.set(url, 'left');
        continue;
      }
      states.set(url, 'loading');
      inFlight += 1;
      starts -= 1;
      deps.decode(url).then(
        (drawn) => settle(url, { logoClass: drawn }),
        () => settle(url, 'failed'),
      );
    }
    askIdle();
  }

  function askIdle(): void {
    if (idleAsked || queue.length === 0 || inFlight >= MAX_IN_FLIGHT) return;
    idleAsked = true;
    deps.whenIdle(work, IDLE_TIMEOUT_MS);
  }

  function subscribe(url: string, listener: () => void): () => void {
    let set = listeners.get(url);
    if (!set) listeners.set(url, (set = new Set()));
    set.add(listener);
    const state = states.get(url);
    if (state === undefined || state === 'left') {
      states.set(url, 'queued');
      queue.push(url);
      askIdle();
    }
    return () => {
      set.delete(listener);
    };
  }

  return { logoClass, subscribe };
}

/**
 * A CSS `url("…")` for an image URL from the API (untrusted): quotes, backslashes and line breaks
 * are written as CSS escapes, so no URL can end the string and write rules of its own.
 */
export function cssUrl(imageUrl: string): string {
  return `url("${imageUrl.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

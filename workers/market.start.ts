/**
 * Starts the market worker. The page's first script starts it for the order-book screen, beside the
 * app's code (docs/performance.md, "Reads that start with the code"); the app's client takes that
 * worker on first use instead of starting another.
 */
let started: Worker | undefined;

/** Starts the worker now, unless one is already waiting to be taken. */
export function startMarketWorker(): void {
  if (typeof Worker === 'undefined' || started !== undefined) return;
  started = new Worker(new URL('./market.worker.ts', import.meta.url), { type: 'module', name: 'market' });
}

/** The started worker, handed out once; a new one when none is waiting. */
export function takeMarketWorker(): Worker {
  startMarketWorker();
  const worker = started as Worker;
  started = undefined;
  return worker;
}

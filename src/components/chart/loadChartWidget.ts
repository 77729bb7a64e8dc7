import type { CandleChartWidget } from './chartWidget';

type WidgetModule = { CandleChartWidget: typeof CandleChartWidget };

let widgetModule: Promise<WidgetModule> | null = null;

/**
 * How long the user leaves a phone's page alone before the chart library is fetched and run: there a
 * screen's views are behind tabs, and the first moments after the screen shows are when one is picked.
 */
export const CHART_QUIET_MS = 1500;
/** The longest the library waits for that quiet: a user busy with the form still gets the chart. */
export const CHART_QUIET_LIMIT_MS = 5000;

/** A tap, a key or a wheel: the user acting on the page (a pointer that only moves is not). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Resolves once no tap, key or wheel has come for `quietMs` (counted from now), or after `limitMs`
 * whatever comes. The chart's library, its first draw and its series are the screen's longest tasks
 * (about a second and a half on a phone at 4×): a user who picks another view or starts typing in the
 * screen's first moments goes first, and a view picked then hides the chart, which is then not made
 * (docs/performance.md, "The first screen", rule 7).
 */
export function afterQuiet(quietMs: number, limitMs: number, target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const limit = setTimeout(done, limitMs);
    function done() {
      clearTimeout(quiet);
      clearTimeout(limit);
      for (const name of INTENT_EVENTS) target.removeEventListener(name, restart, { capture: true });
      resolve();
    }
    for (const name of INTENT_EVENTS) target.addEventListener(name, restart, { capture: true, passive: true });
    restart();
  });
}

/** A phone's layout, where a screen's views are behind tabs (the market screen's MarketTop). */
const isPhone = () => typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;

/** Resolves once the frame being drawn is painted, on a phone the user has left the page alone, and the thread is idle. */
function afterPaintQuietAndIdle(idleTimeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || typeof requestIdleCallback !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() =>
      setTimeout(
        () =>
          void (isPhone() ? afterQuiet(CHART_QUIET_MS, CHART_QUIET_LIMIT_MS) : Promise.resolve()).then(() =>
            requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs }),
          ),
        0,
      ),
    );
  });
}

/**
 * The chart library (lightweight-charts, about a third of a screen's JavaScript) is fetched and run
 * only after the screen around it has painted, on a phone the user has left the page alone for a
 * moment, and the main thread is idle: a phone paints the book, the form and the chart's frame first, then the
 * candles, and a tap to another view in the screen's first moments is not held up by the chart
 * (docs/performance.md, "The first screen", rule 7). Loaded once; every chart after the first gets it
 * at once.
 */
export function loadChartWidget(): Promise<WidgetModule> {
  widgetModule ??= afterPaintQuietAndIdle(1500).then(() => import('./chartWidget'));
  return widgetModule;
}

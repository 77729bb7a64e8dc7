import type { CandleChartWidget } from './chartWidget';

type WidgetModule = { CandleChartWidget: typeof CandleChartWidget };

let widgetModule: Promise<WidgetModule> | null = null;

/** Resolves once the frame being drawn is painted and the thread is idle (or after `timeoutMs`). */
function afterPaintAndIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || typeof requestIdleCallback !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: timeoutMs }), 0));
  });
}

/**
 * The chart library (lightweight-charts, about a third of a screen's JavaScript) is fetched and run
 * only after the screen around it has painted and the main thread is idle: a phone paints the book,
 * the form and the chart's frame first, then the candles (docs/performance.md, "The first screen").
 * Loaded once; every chart after the first gets it at once.
 */
export function loadChartWidget(): Promise<WidgetModule> {
  widgetModule ??= afterPaintAndIdle(1500).then(() => import('./chartWidget'));
  return widgetModule;
}

/** Event-loop lag over rolling windows: how late timers fire, the measure of a server falling behind. */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** Percentiles of the last complete window, in ms. */
export interface LagFigures {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** Samples the loop's delay; `figures()` reports the last window and starts a new one. */
export class LagMonitor {
  private readonly histogram: IntervalHistogram;

  constructor(resolutionMs = 10) {
    this.histogram = monitorEventLoopDelay({ resolution: resolutionMs });
    this.histogram.enable();
  }

  figures(reset = true): LagFigures {
    const ms = (ns: number) => Math.round((Number.isFinite(ns) ? ns : 0) / 1e4) / 100;
    const figures = { p50: ms(this.histogram.percentile(50)), p99: ms(this.histogram.percentile(99)), max: ms(this.histogram.max) };
    if (reset) this.histogram.reset();
    return figures;
  }

  stop(): void {
    this.histogram.disable();
  }
}

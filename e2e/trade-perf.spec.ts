import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { CHART_REDRAW_MEASURE } from '../src/components/chart/redrawMark';
import { busyPerDisplayFrame, formatSelfTimes, measuredScriptCpu, pageMainThread, rootPaints, selfTimes, type TraceEvent } from './traceBreakdown';

/**
 * A performance trace of /trade under a heavy order flow (DESIGN §6): Chromium at 4× CPU throttling
 * on a devnet of its own started with `--flow 2000` (the small world: it starts in seconds on two
 * cores; what the main thread draws per frame does not depend on the book's depth), the market with
 * the deepest book — where the bots put most of the flow — open for 10 s at a time. It PRINTS the figures
 * beside DESIGN §6's budgets — frame intervals, main-thread work per frame, long tasks,
 * worker → main payload per frame, socket message → painted — and asserts only that frames arrived
 * and nothing failed; time is never asserted (two shared cores make it noise).
 *
 * Two windows of 10 s each, some 600 frames each: a 10 s run gave thread CPU p95 4.70 ms a frame
 * where a 20 s one had given 4.68 ms, and the suite is 20 s shorter. In the first, the probe's own requestAnimationFrame loop records the
 * frame intervals (something animating every vsync, as a hovered chart would), with long tasks,
 * payloads and socket → painted. That loop makes Chromium begin, commit and paint a main-thread
 * frame every vsync whether the page has anything to draw or not — ~3 ms of thread CPU a frame at
 * 4× on an empty page — so the second window stops it and is traced: the page's own main-thread
 * work per display frame (e2e/traceBreakdown.ts busyPerDisplayFrame), given twice — as thread CPU
 * time, which other processes on the machine do not stretch, and as wall time, which they do. The
 * printout carries the load average.
 *
 * Socket → painted: the devnet stamps every emitted batch with its send time (devnet/services/socket). The
 * market worker draws the book and the tape on canvases the page handed it: it keeps the oldest
 * stamp not yet shown and when that message arrived, and records (paint − stamp) once the drawing
 * that shows it is committed, split into server → worker, worker → drawn (the wait for the worker's
 * animation frame: "applied") and drawn → committed ("painted"); the page reads them through
 * `window.__waxwingMarketPerf` (src/core/live/latency.ts, workers/market/paint.ts).
 *
 * Where the time goes: the main thread's self time per trace event (e2e/traceBreakdown.ts), and how
 * often the document (the root layer) was painted. Tagged @perf: `npm test` runs it alone, after
 * the rest of the suite (scripts/test.mjs).
 */

/** The tag scripts/test.mjs selects this spec by. */
const PERF_TAG = '@perf';
const PORT = Number(process.env.E2E_PERF_PORT ?? 8125);
const FLOW = 2000;
const WINDOW_MS = 10_000;
const BASE = `http://localhost:${PORT}`;
/** DESIGN §6, and a frame at 60 Hz for "≤ 2 frames". */
const BUDGET = { busyPerFrameMs: 8, longTaskMs: 50, socketToPaintFrames: 2, payloadBytes: 10 * 1024 };
const FRAME_MS = 1000 / 60;
const THROTTLING = 4;

type Probe = {
  frames: number[];
  longTasks: { start: number; duration: number }[];
  payloads: unknown[];
  workerFrames: number;
  recording: boolean;
  /** Starts or stops the probe's requestAnimationFrame loop (it makes Chromium draw every vsync). */
  animate(on: boolean): void;
};
type MarketPerf = {
  socketToPaint(): Promise<number[]>;
  stages?(): Promise<{ toWorker: number[]; toApplied: number[]; toPainted: number[] }>;
  clear(): Promise<void>;
};

/** Installed before the app loads: frame times, long tasks, and the market worker's frame messages. */
function instrument(): void {
  let animating = false;
  let looping = false;
  const tick = (time: number) => {
    looping = animating;
    if (!animating) return;
    if (probe.recording) probe.frames.push(time);
    requestAnimationFrame(tick);
  };
  const probe: Probe = {
    frames: [],
    longTasks: [],
    payloads: [],
    workerFrames: 0,
    recording: false,
    animate(on) {
      animating = on;
      if (on && !looping) {
        looping = true;
        requestAnimationFrame(tick);
      }
    },
  };
  (window as unknown as { __perf: Probe }).__perf = probe;
  probe.animate(true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (probe.recording) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: false });
  // The worker calls the store's `onFrame` over a Comlink port; its messages are kept (not measured
  // while recording, so the measuring costs the traced frames nothing) and sized after the window.
  const isFrameCall = (data: unknown) => {
    const message = data as { type?: unknown; path?: unknown } | null;
    return message !== null && typeof message === 'object' && message.type === 'APPLY' && Array.isArray(message.path) && message.path[0] === 'onFrame';
  };
  const add = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (
    this: MessagePort,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'message') return add.call(this, type, listener, options);
    const wrapped = (event: Event) => {
      const data = (event as MessageEvent).data as { argumentList?: unknown } | null;
      if (isFrameCall(data)) {
        probe.workerFrames += 1;
        if (probe.recording) probe.payloads.push(data?.argumentList);
      }
      if (typeof listener === 'function') listener.call(this, event);
      else listener.handleEvent(event);
    };
    return add.call(this, type, wrapped, options);
  } as typeof MessagePort.prototype.addEventListener;
}

/**
 * Bytes a posted value costs, as V8's serializer writes it (tags, varint lengths, one-byte strings
 * when Latin-1); an ArrayBuffer counts once, by its length (transferred buffers still cross once).
 */
function payloadSizes(payloads: readonly unknown[]): number[] {
  const size = (value: unknown, buffers: Set<ArrayBufferLike>): number => {
    if (value === null || value === undefined || typeof value === 'boolean') return 1;
    if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < 2 ** 30 ? 5 : 9;
    if (typeof value === 'string') {
      let oneByte = true;
      for (let i = 0; i < value.length && oneByte; i++) oneByte = value.charCodeAt(i) < 256;
      return 3 + (oneByte ? value.length : value.length * 2);
    }
    if (value instanceof ArrayBuffer) {
      if (buffers.has(value)) return 0;
      buffers.add(value);
      return 5 + value.byteLength;
    }
    if (ArrayBuffer.isView(value)) return 8 + size(value.buffer, buffers);
    if (Array.isArray(value)) return 3 + value.reduce((sum: number, item) => sum + size(item, buffers), 0);
    if (typeof value === 'object') return 3 + Object.entries(value).reduce((sum, [key, item]) => sum + size(key, buffers) + size(item, buffers), 0);
    return 1;
  };
  return payloads.map((payload) => size(payload, new Set()));
}

const quantile = (values: readonly number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');

async function waitForDevnet(child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the perf devnet exited (${child.exitCode}):\n${log.join('')}`);
    try {
      // 503 with ready: false until the world is seeded and indexed.
      if ((await fetch(`${BASE}/api/status/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the perf devnet did not start in time:\n${log.join('')}`);
}

let devnet: ChildProcess | null = null;
let dataDir = '';
const devnetLog: string[] = [];

// Tagged so `npm test` runs it alone, after the rest of the suite: other specs running beside it
// would load the machine it measures (scripts/test.mjs).
test.describe('trade screen performance trace', { tag: PERF_TAG }, () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waxwing-perf-'));
    // Node itself (not npx), so stopping it stops the devnet; E2E_DIST serves another build than dist/.
    const dist = process.env.E2E_DIST ? ['--dist', process.env.E2E_DIST] : [];
    const args = [
      '--import',
      'tsx',
      'devnet/main.ts',
      '--port',
      String(PORT),
      '--data-dir',
      dataDir,
      '--reset',
      '--world',
      'small',
      '--flow',
      String(FLOW),
      ...dist,
    ];
    devnet = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    devnet.stdout?.on('data', (chunk: Buffer) => devnetLog.push(chunk.toString()));
    devnet.stderr?.on('data', (chunk: Buffer) => devnetLog.push(chunk.toString()));
    await waitForDevnet(devnet, devnetLog);
  });

  test.afterAll(async () => {
    if (devnet !== null && devnet.exitCode === null) {
      const exited = new Promise((resolve) => devnet?.once('exit', resolve));
      devnet.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Chromium only (CDP throttling and tracing), as is the whole suite (playwright.config.ts).
  test(`/trade at ${FLOW} deltas/s, 4× CPU throttling, ${WINDOW_MS / 1000} s`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });

    type MarketRow = {
      id: number;
      src: string;
      token0: { contract: string; symbol: { ticker: string } };
      token1: { contract: string; symbol: { ticker: string } };
      orderbook?: { bid_levels?: number; ask_levels?: number };
    };
    const rows = (await (await fetch(`${BASE}/api/markets/`)).json()) as MarketRow[];
    const depth = (row: MarketRow) => (row.orderbook?.bid_levels ?? 0) + (row.orderbook?.ask_levels ?? 0);
    const deepest = [...rows].sort((a, b) => depth(b) - depth(a))[0];
    if (!deepest) throw new Error('the perf devnet lists no market');
    const hash = (token: MarketRow['token0']) => `${token.symbol.ticker.toLowerCase()}_${token.contract}`;
    await page.goto(`/trade/${deepest.src}/${hash(deepest.token1)}/${hash(deepest.token0)}`);
    await expect(page.getByRole('region', { name: 'Order book' }).getByText('Live')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.orderbook__side--bids .book-row').first()).toBeAttached();
    // Loaded — the chart drew its history and a live frame reached the screen: from here on, every
    // long task counts (DESIGN §6: none > 50 ms after load).
    await expect(page.locator('.candle-chart__ohlc')).toContainText(/C\s\d/, { timeout: 30_000 });
    await expect
      .poll(
        () => page.evaluate(async () => (await (window as unknown as { __waxwingMarketPerf?: MarketPerf }).__waxwingMarketPerf?.socketToPaint())?.length ?? 0),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    // Window 1, the probe's: frame intervals while something animates every vsync, long tasks,
    // the frames' payloads and socket → painted.
    await page.evaluate(async () => {
      await (window as unknown as { __waxwingMarketPerf?: MarketPerf }).__waxwingMarketPerf?.clear();
      (window as unknown as { __perf: Probe }).__perf.recording = true;
    });
    await page.waitForTimeout(WINDOW_MS);
    const probe = await page.evaluate(async () => {
      const perf = (window as unknown as { __perf: Probe }).__perf;
      perf.recording = false;
      // An app without the hook (an older build traced for comparison) reports no latencies.
      const marketPerf = (window as unknown as { __waxwingMarketPerf?: MarketPerf }).__waxwingMarketPerf;
      const socketToPaint = (await marketPerf?.socketToPaint()) ?? [];
      const stages = (await marketPerf?.stages?.()) ?? { toWorker: [], toApplied: [], toPainted: [] };
      return { frames: perf.frames, longTasks: perf.longTasks, workerFrames: perf.workerFrames, payloadCount: perf.payloads.length, socketToPaint, stages };
    });
    // Window 2, traced, the probe's loop stopped: the page's own main-thread work per frame.
    await page.evaluate(() => (window as unknown as { __perf: Probe }).__perf.animate(false));
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
      ],
    });
    // The measured span itself, not a wait for a state: with nothing animating, no page-side count
    // of frames could tell when 10 s of the page have passed.
    await page.waitForTimeout(WINDOW_MS);
    const trace = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Sized in the page after the window (the frames' objects live there), at full speed.
    const payloadBytes = (await page.evaluate(`(${payloadSizes.toString()})(window.__perf.payloads)`)) as number[];
    const stats = await (await fetch(`${BASE}/devnet/admin/stats`)).json().catch(() => null);

    const intervals = probe.frames.slice(1).map((time, index) => time - (probe.frames[index] as number));
    const traceEvents = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const mainThread = pageMainThread(traceEvents);
    const busy = mainThread ? busyPerDisplayFrame(traceEvents, mainThread, FRAME_MS) : { cpuPerFrame: [], wallPerFrame: [], cpuTasks: [], wallTasks: [] };
    const breakdown = mainThread ? selfTimes(traceEvents, mainThread) : [];
    const root = mainThread ? rootPaints(traceEvents, mainThread) : { count: 0, selfCpuMs: 0 };
    // The chart widget marks each live redraw of lightweight-charts (src/components/chart/redrawMark.ts).
    const chartRedraws = mainThread ? measuredScriptCpu(traceEvents, mainThread, CHART_REDRAW_MEASURE) : [];
    const finite = (values: readonly number[]) => values.filter((value) => Number.isFinite(value));
    const socketP95 = quantile(probe.socketToPaint, 0.95);
    const figures = {
      market: `${deepest.token1.symbol.ticker}/${deepest.token0.symbol.ticker} (${depth(deepest)} levels)`,
      window_s: WINDOW_MS / 1000,
      flow_deltas_per_s: FLOW,
      cpu_throttling: THROTTLING,
      load_average: loadavg().map((load) => Number(load.toFixed(2))),
      frames: probe.frames.length,
      frame_interval_p50_ms: quantile(intervals, 0.5),
      frame_interval_p95_ms: quantile(intervals, 0.95),
      main_thread_busy_per_frame_p50_ms: quantile(busy.wallPerFrame, 0.5),
      main_thread_busy_per_frame_p95_ms: quantile(busy.wallPerFrame, 0.95),
      main_thread_busy_per_frame_max_ms: busy.wallPerFrame.length ? Math.max(...busy.wallPerFrame) : NaN,
      frames_over_8ms_busy: busy.wallPerFrame.filter((time) => time > BUDGET.busyPerFrameMs).length,
      traced_frames: busy.wallPerFrame.length,
      main_thread_busy_total_ms: busy.wallPerFrame.reduce((sum, time) => sum + time, 0),
      cpu_per_frame_p50_ms: quantile(busy.cpuPerFrame, 0.5),
      cpu_per_frame_p95_ms: quantile(busy.cpuPerFrame, 0.95),
      cpu_per_frame_max_ms: busy.cpuPerFrame.length ? Math.max(...busy.cpuPerFrame) : NaN,
      frames_over_8ms_cpu: busy.cpuPerFrame.filter((time) => time > BUDGET.busyPerFrameMs).length,
      main_thread_cpu_total_ms: busy.cpuPerFrame.reduce((sum, time) => sum + time, 0),
      tasks_over_50ms_cpu: busy.cpuTasks.filter((task) => task > BUDGET.longTaskMs).length,
      longest_task_cpu_ms: busy.cpuTasks.length ? Math.max(...busy.cpuTasks) : 0,
      tasks_over_50ms_wall: busy.wallTasks.filter((task) => task > BUDGET.longTaskMs).length,
      longest_task_wall_ms: busy.wallTasks.length ? Math.max(...busy.wallTasks) : 0,
      trace_thread: mainThread ? `${mainThread.pid}:${mainThread.tid}` : 'none',
      long_tasks: probe.longTasks.length,
      long_tasks_over_50ms: probe.longTasks.filter((task) => task.duration > BUDGET.longTaskMs).length,
      long_task_max_ms: probe.longTasks.length ? Math.max(...probe.longTasks.map((task) => task.duration)) : 0,
      worker_frames_received: probe.workerFrames,
      payload_bytes_per_frame_p50: quantile(payloadBytes, 0.5),
      payload_bytes_per_frame_p95: quantile(payloadBytes, 0.95),
      payload_bytes_per_frame_max: payloadBytes.length ? Math.max(...payloadBytes) : NaN,
      socket_to_paint_samples: probe.socketToPaint.length,
      socket_to_paint_p50_ms: quantile(probe.socketToPaint, 0.5),
      socket_to_paint_p95_ms: socketP95,
      socket_to_paint_p95_frames_60hz: socketP95 / FRAME_MS,
      socket_to_worker_p50_ms: quantile(finite(probe.stages.toWorker), 0.5),
      worker_to_applied_p50_ms: quantile(finite(probe.stages.toApplied), 0.5),
      applied_to_painted_p50_ms: quantile(finite(probe.stages.toPainted), 0.5),
      socket_to_worker_p95_ms: quantile(finite(probe.stages.toWorker), 0.95),
      worker_to_applied_p95_ms: quantile(finite(probe.stages.toApplied), 0.95),
      applied_to_painted_p95_ms: quantile(finite(probe.stages.toPainted), 0.95),
      chart_redraws: chartRedraws.length,
      chart_redraw_cpu_p50_ms: quantile(chartRedraws, 0.5),
      chart_redraw_cpu_max_ms: chartRedraws.length ? Math.max(...chartRedraws) : NaN,
      root_layer_paints: root.count,
      root_layer_paint_self_cpu_ms: root.selfCpuMs,
      main_thread_self_time: breakdown.slice(0, 30),
      devnet_stats: stats,
    };
    const versus = (budget: string) => `(budget ${budget})`;
    const report = [
      `trade perf: ${figures.market}, ${figures.window_s} s, --flow ${FLOW} (bots achieved ${(stats as { bots?: { deltasPerSecond?: number } } | null)?.bots?.deltasPerSecond ?? '?'} deltas/s), ${THROTTLING}× CPU throttle, load average ${figures.load_average.join(' ')}`,
      `  frames ${figures.frames}: interval p50 ${ms(figures.frame_interval_p50_ms)}, p95 ${ms(figures.frame_interval_p95_ms)}`,
      `  main-thread work per frame (window 2, traced, the probe's loop stopped; ${figures.traced_frames} frames of ${FRAME_MS.toFixed(2)} ms):`,
      `    thread CPU, throttling included: p50 ${ms(figures.cpu_per_frame_p50_ms)}, p95 ${ms(figures.cpu_per_frame_p95_ms)}, max ${ms(figures.cpu_per_frame_max_ms)} (${figures.frames_over_8ms_cpu} frames over ${BUDGET.busyPerFrameMs} ms; ${ms(figures.main_thread_cpu_total_ms)} in all) ${versus(`≤ ${BUDGET.busyPerFrameMs} ms`)}`,
      `    wall time, other processes included: p50 ${ms(figures.main_thread_busy_per_frame_p50_ms)}, p95 ${ms(figures.main_thread_busy_per_frame_p95_ms)}, max ${ms(figures.main_thread_busy_per_frame_max_ms)} (${figures.frames_over_8ms_busy} frames over ${BUDGET.busyPerFrameMs} ms; ${ms(figures.main_thread_busy_total_ms)} in all)`,
      `  long tasks over 50 ms, window 2 (trace): ${figures.tasks_over_50ms_cpu} of thread CPU (longest ${ms(figures.longest_task_cpu_ms)}), ${figures.tasks_over_50ms_wall} of wall time (longest ${ms(figures.longest_task_wall_ms)}) ${versus(`none > ${BUDGET.longTaskMs} ms`)}`,
      `    window 1, the probe's loop drawing every frame (PerformanceObserver, wall): ${figures.long_tasks_over_50ms} of ${figures.long_tasks} long tasks over 50 ms, longest ${ms(figures.long_task_max_ms)}`,
      `  socket → painted: p50 ${ms(figures.socket_to_paint_p50_ms)}, p95 ${ms(figures.socket_to_paint_p95_ms)} = ${figures.socket_to_paint_p95_frames_60hz.toFixed(2)} frames at 60 Hz, ${figures.socket_to_paint_samples} samples ${versus(`p95 ≤ ${BUDGET.socketToPaintFrames} frames`)}`,
      `    stages p50 / p95: server → worker ${ms(figures.socket_to_worker_p50_ms)} / ${ms(figures.socket_to_worker_p95_ms)}, worker → applied ${ms(figures.worker_to_applied_p50_ms)} / ${ms(figures.worker_to_applied_p95_ms)}, applied → painted ${ms(figures.applied_to_painted_p50_ms)} / ${ms(figures.applied_to_painted_p95_ms)}`,
      `  worker → main payload per frame: p50 ${figures.payload_bytes_per_frame_p50} B, p95 ${figures.payload_bytes_per_frame_p95} B, max ${figures.payload_bytes_per_frame_max} B over ${probe.payloadCount} of ${figures.worker_frames_received} worker frames ${versus(`≤ ${BUDGET.payloadBytes / 1024} KiB`)}`,
      `  chart redraws (live candles): ${chartRedraws.length}, script CPU p50 ${ms(figures.chart_redraw_cpu_p50_ms)}, max ${ms(figures.chart_redraw_cpu_max_ms)}`,
      `  root layer (the document) painted on ${root.count} of ${figures.traced_frames} frames, its own part ${ms(root.selfCpuMs)} of thread CPU in all`,
      ...formatSelfTimes(breakdown).map((line) => `  ${line}`),
    ].join('\n');
    console.log(report);
    await testInfo.attach('trade-perf.txt', { body: report, contentType: 'text/plain' });
    await testInfo.attach('trade-perf.json', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
    writeFileSync(testInfo.outputPath('trade-perf-trace.json'), trace);
    await context.close();

    expect(probe.workerFrames, 'the market worker sent frames').toBeGreaterThan(0);
    expect(probe.socketToPaint.length, 'stamped frames were painted and measured').toBeGreaterThan(0);
    expect(probe.frames.length, 'the page rendered frames').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

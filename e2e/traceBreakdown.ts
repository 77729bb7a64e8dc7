/**
 * Where a page's main thread spent its time in a Chromium trace: self time (an event's time minus
 * the events nested in it) summed per event name, as the DevTools "Bottom-up" view does, in thread
 * CPU time (see busyPerFrame in trade-perf.spec.ts for why CPU, not wall). Script calls are named
 * by their function and file, and a scheduler task whose own code is not traced (the "unattributed"
 * ThreadControllerImpl::RunTask) by the Chromium source that posted it.
 */

/** The fields of a trace event this reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string };
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; nodeName?: string }; src_file?: string; src_func?: string };
};

/** One row of the breakdown: an event name, its summed self CPU and wall time (ms), and how often it ran. */
export type SelfTimeRow = { readonly name: string; readonly cpuMs: number; readonly wallMs: number; readonly count: number };

/** The renderer main thread with the most tasks (the page's, when the trace also holds others): "pid:tid". */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  let best: { pid: number; tid: number; tasks: number } | null = null;
  for (const meta of events) {
    if (meta.ph !== 'M' || meta.name !== 'thread_name' || meta.args?.name !== 'CrRendererMain') continue;
    const tasks = events.filter((event) => event.pid === meta.pid && event.tid === meta.tid && event.name === 'RunTask').length;
    if (best === null || tasks > best.tasks) best = { pid: meta.pid, tid: meta.tid, tasks };
  }
  return best && { pid: best.pid, tid: best.tid };
}

const fileOf = (url: string | undefined) =>
  (url ?? '')
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';

/** The row an event's self time goes to. */
function rowName(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'FunctionCall' || event.name === 'EvaluateScript')
    return `${event.name} ${data?.functionName || '(anonymous)'} ${fileOf(data?.url)}`.trimEnd();
  if (event.name === 'EventDispatch') return `EventDispatch ${data?.type ?? ''}`.trimEnd();
  if (event.name === 'ThreadControllerImpl::RunTask' && event.args?.src_func) return `RunTask (untraced) ${event.args.src_func}`;
  return event.name;
}

/** Self time per event name on one thread, largest CPU first. */
export function selfTimes(events: readonly TraceEvent[], thread: { pid: number; tid: number }): SelfTimeRow[] {
  const complete = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const rows = new Map<string, { cpu: number; wall: number; count: number }>();
  type Open = { event: TraceEvent; end: number; childCpu: number; childWall: number };
  const stack: Open[] = [];
  const close = (open: Open) => {
    const name = rowName(open.event);
    const row = rows.get(name) ?? { cpu: 0, wall: 0, count: 0 };
    row.cpu += (open.event.tdur ?? 0) - open.childCpu;
    row.wall += (open.event.dur ?? 0) - open.childWall;
    row.count += 1;
    rows.set(name, row);
  };
  for (const event of complete) {
    while (stack.length > 0 && (stack.at(-1) as Open).end <= event.ts) close(stack.pop() as Open);
    const parent = stack.at(-1);
    if (parent) {
      parent.childCpu += event.tdur ?? 0;
      parent.childWall += event.dur ?? 0;
    }
    stack.push({ event, end: event.ts + (event.dur ?? 0), childCpu: 0, childWall: 0 });
  }
  while (stack.length > 0) close(stack.pop() as Open);
  return [...rows].map(([name, row]) => ({ name, cpuMs: row.cpu / 1000, wallMs: row.wall / 1000, count: row.count })).sort((a, b) => b.cpuMs - a.cpuMs);
}

/**
 * Paint events of the document (the root layer): Chromium paints the page from the document down
 * whenever anything in it needs repainting, nesting the layers it repaints inside; `selfCpuMs` is
 * the root's share once those and the other nested events are taken out.
 */
export function rootPaints(events: readonly TraceEvent[], thread: { pid: number; tid: number }): { count: number; selfCpuMs: number } {
  const row = selfTimes(
    events.filter((event) => event.name !== 'Paint' || event.args?.data?.nodeName === '#document'),
    thread,
  ).find((candidate) => candidate.name === 'Paint');
  return { count: row?.count ?? 0, selfCpuMs: row?.cpuMs ?? 0 };
}

/**
 * Script CPU time (ms) inside each User Timing measure named `name` (a `performance.measure` shows in
 * the trace as a begin and an end event, category blink.user_timing): the outermost FunctionCall
 * events on the thread whose middle lies within it. For a measure that brackets animation frame callbacks,
 * that is what those callbacks cost.
 */
export function measuredScriptCpu(events: readonly TraceEvent[], thread: { pid: number; tid: number }, name: string): number[] {
  const key = (event: TraceEvent) => event.id2?.local ?? event.id ?? '';
  const marks = events.filter((event) => event.name === name && (event.ph === 'b' || event.ph === 'e')).sort((a, b) => a.ts - b.ts);
  const calls = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'FunctionCall')
    .sort((a, b) => a.ts - b.ts);
  const costs: number[] = [];
  for (const begin of marks) {
    if (begin.ph !== 'b') continue;
    const end = marks.find((mark) => mark.ph === 'e' && mark.ts >= begin.ts && key(mark) === key(begin));
    if (!end) continue;
    let cpu = 0;
    let coveredUntil = -Infinity;
    for (const call of calls) {
      // By its middle: the marks' clock (performance.now) is coarser than the trace's.
      const middle = call.ts + (call.dur ?? 0) / 2;
      if (middle < begin.ts || middle > end.ts || call.ts < coveredUntil) continue;
      cpu += call.tdur ?? 0;
      coveredUntil = call.ts + (call.dur ?? 0);
    }
    costs.push(cpu / 1000);
  }
  return costs;
}

/** The breakdown as printed lines: the top `count` rows with their share of the thread's CPU. */
export function formatSelfTimes(rows: readonly SelfTimeRow[], count = 12): string[] {
  const total = rows.reduce((sum, row) => sum + row.cpuMs, 0);
  const lines = [`main-thread self time by event, thread CPU (total ${total.toFixed(0)} ms):`];
  for (const row of rows.slice(0, count)) {
    const share = total > 0 ? (100 * row.cpuMs) / total : 0;
    lines.push(`    ${row.cpuMs.toFixed(0).padStart(6)} ms ${share.toFixed(1).padStart(5)} %  ${String(row.count).padStart(6)}×  ${row.name}`);
  }
  return lines;
}

/** Main-thread time per display frame and per task (ms): thread CPU and wall time. */
export type FrameBusy = { readonly cpuPerFrame: number[]; readonly wallPerFrame: number[]; readonly cpuTasks: number[]; readonly wallTasks: number[] };

/**
 * The thread's top-level tasks summed per display frame: the traced span cut into `frameMs` slots
 * (a vsync each), each task counted whole in the slot it starts in, so a long task makes its slot
 * long. A slot with no task is a frame the thread left wholly free (0 ms) — with nothing to draw,
 * Chromium begins no main-thread frame, and the page is measured as it runs, not as a loop of
 * `requestAnimationFrame` would make it run. Wall time is what other processes on the machine
 * stretch; thread CPU time is not (Chromium's CPU throttling spins the thread, so it includes
 * the throttling).
 */
export function busyPerDisplayFrame(events: readonly TraceEvent[], thread: { pid: number; tid: number }, frameMs: number): FrameBusy {
  const tasks = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask');
  const cpuTasks = tasks.map((task) => (task.tdur ?? 0) / 1000);
  const wallTasks = tasks.map((task) => (task.dur ?? 0) / 1000);
  if (tasks.length === 0) return { cpuPerFrame: [], wallPerFrame: [], cpuTasks, wallTasks };
  const start = Math.min(...tasks.map((task) => task.ts));
  const end = Math.max(...tasks.map((task) => task.ts + (task.dur ?? 0)));
  const slot = frameMs * 1000;
  const frames = Math.max(1, Math.ceil((end - start) / slot));
  const cpuPerFrame = new Array<number>(frames).fill(0);
  const wallPerFrame = new Array<number>(frames).fill(0);
  tasks.forEach((task, index) => {
    const frame = Math.min(frames - 1, Math.floor((task.ts - start) / slot));
    cpuPerFrame[frame] = (cpuPerFrame[frame] as number) + (cpuTasks[index] as number);
    wallPerFrame[frame] = (wallPerFrame[frame] as number) + (wallTasks[index] as number);
  });
  return { cpuPerFrame, wallPerFrame, cpuTasks, wallTasks };
}

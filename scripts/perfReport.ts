// The figures `npm run perf` reads from a Lighthouse result, and the table it prints.

/** The first-load budgets (docs/performance.md, "The first screen"). */
export const BUDGETS = { performance: 90, fcpMs: 1800, lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 100 } as const;

/** What one Lighthouse run says of one route. */
export interface RouteFigures {
  readonly name: string;
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** Bytes the page transferred, compressed as sent. */
  readonly transferBytes: number;
}

/** The part of Lighthouse's result read here. */
export interface LighthouseResult {
  readonly categories: Record<string, { score: number | null } | undefined>;
  readonly audits: Record<string, { numericValue?: number } | undefined>;
}

const score = (result: LighthouseResult, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** One route's figures from a Lighthouse result. */
export function routeFigures(route: { name: string; path: string }, result: LighthouseResult): RouteFigures {
  return {
    name: route.name,
    path: route.path,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    fcpMs: metric(result, 'first-contentful-paint'),
    lcpMs: metric(result, 'largest-contentful-paint'),
    tbtMs: metric(result, 'total-blocking-time'),
    cls: metric(result, 'cumulative-layout-shift'),
    speedIndexMs: metric(result, 'speed-index'),
    transferBytes: metric(result, 'total-byte-weight'),
  };
}

/** The run with the median performance score, as Lighthouse advises for repeated runs. */
export function medianRun(runs: readonly RouteFigures[]): RouteFigures {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Every figure of a row with a mark where it misses its budget. */
function cells(row: RouteFigures): string[] {
  const mark = (fails: boolean) => (fails ? ' ✗' : '');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    row.path,
    `${row.performance}${mark(row.performance < BUDGETS.performance)}`,
    `${seconds(row.fcpMs)}${mark(row.fcpMs > BUDGETS.fcpMs)}`,
    `${seconds(row.lcpMs)}${mark(row.lcpMs > BUDGETS.lcpMs)}`,
    `${Math.round(row.tbtMs)} ms${mark(row.tbtMs > BUDGETS.tbtMs)}`,
    `${row.cls.toFixed(3)}${mark(row.cls > BUDGETS.cls)}`,
    seconds(row.speedIndexMs),
    `${Math.round(row.transferBytes / 1024)} KiB`,
    `${row.accessibility}${mark(row.accessibility < BUDGETS.accessibility)}`,
  ];
}

/** A Markdown table of the rows (with its header when `header`). */
export function tableOf(rows: readonly RouteFigures[], header: boolean): string {
  const lines = rows.map((row) => `| ${cells(row).join(' | ')} |`);
  if (!header) return lines.join('\n');
  return ['| route | perf | FCP | LCP | TBT | CLS | SI | sent | a11y |', '|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

// Types of summary.mjs (a plain script node runs directly), for its test.

/** Test counts read from one or more JSON reports; `missing` when a report was absent or unreadable. */
export type Counts = { passed: number; failed: number; skipped: number; missing: boolean };

export function unitCounts(path: string): Counts;
export function e2eCounts(path: string): Counts;
export function e2eCountsOf(paths: readonly string[]): Counts;

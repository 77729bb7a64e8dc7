/** Shared fast-check settings for the exact-money property tests (test-only; not in the barrel). */

/** Runs per property: 2000 by default, `FUZZ_RUNS` for long fuzzing sessions. */
export function fuzzRuns(defaultRuns = 2000): number {
  const fromEnv = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultRuns;
}

/** fast-check parameters with a fixed seed, so a failure reproduces on every machine. */
export function fuzzParams(seed: number, defaultRuns?: number): { seed: number; numRuns: number } {
  return { seed, numRuns: fuzzRuns(defaultRuns) };
}

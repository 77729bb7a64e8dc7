/** The status codes of wasm/assembly/status.ts, turned into the RangeErrors the bigint reference throws. */

const REASONS: Readonly<Record<number, string>> = {
  1: 'the result does not fit (256 bits, or uint128 for liquidity and prices)',
  2: 'division by zero',
  3: 'an input is outside the domain (tick or price out of range, liquidity exhausted, malformed ticks)',
  4: 'the swap did not finish within its step bound',
};

/** Throws a RangeError for a non-zero status from the WASM function `fn`. */
export function check(status: number, fn: string): void {
  if (status !== 0) throw new RangeError(`${fn}: ${REASONS[status] ?? `status ${status}`}`);
}

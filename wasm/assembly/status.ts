// Status codes returned by every exported routine; the TypeScript binding turns them into errors.

/** The result slots hold the answer. */
export const OK: i32 = 0;
/** The answer does not fit in 256 bits (or a uint128 quantity left its range). */
export const OVERFLOW: i32 = 1;
/** A division by zero (zero liquidity or a zero price where one is required). */
export const DIV_ZERO: i32 = 2;
/** An input outside the supported domain (a tick out of range, a price limit on the wrong side…). */
export const DOMAIN: i32 = 3;
/** The swap needed more steps than the safety bound allows. */
export const STEP_LIMIT: i32 = 4;

/** The open-positions summary (SPEC §2 Wallet "summary totals"): how many, how many in range, and their worth in WAX. */
import type { PoolPosition } from './types';

export interface PositionsSummary {
  readonly count: number;
  readonly inRange: number;
  /** Everything the positions would return now, in WAX (display). */
  readonly liquidityWax: number;
  /** Uncollected fees, in WAX (display). */
  readonly feesWax: number;
  /** Positions holding a token without a WAX price: their worth counts that token as 0. */
  readonly unpriced: number;
}

/** Sums the positions (display figures; the exact amounts stay per position). */
export function summarisePositions(positions: readonly PoolPosition[]): PositionsSummary {
  let inRange = 0;
  let liquidityWax = 0;
  let feesWax = 0;
  for (const position of positions) {
    if (position.isPositionInRange) inRange++;
    liquidityWax += position.amountAValue + position.amountBValue;
    feesWax += position.feesAValue + position.feesBValue;
  }
  return {
    count: positions.length,
    inRange,
    liquidityWax,
    feesWax,
    unpriced: positions.filter((position) => position.tokenAWaxPrice === null || position.tokenBWaxPrice === null).length,
  };
}

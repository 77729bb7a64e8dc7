import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../../src/core/amount/fuzz.testutil';
import * as reference from '../../src/core/v3';
import { generatePool as generateWithPositions } from '../../src/core/v3/pools.testutil';
import type { PoolState, PositionState } from '../v3';
import { MAX_TICK, MIN_TICK, outcome, Rng, same, show, wasm } from './fuzz';
import { randomShape } from './pools';

/** Passes when WASM and the reference give the same value, or both throw RangeError. */
function agrees(ours: () => unknown, theirs: () => unknown): boolean {
  const a = outcome(ours);
  const b = outcome(theirs);
  const ok = 'value' in a ? 'value' in b && same(a.value, b.value) : 'threw' in b && a.threw === 'RangeError' && b.threw === 'RangeError';
  if (!ok) throw new Error(`WASM ${show(a)} ≠ reference ${show(b)}`);
  return ok;
}

/**
 * A random pool of minted positions, after a few reference swaps so that fee growth has accrued
 * and ticks have been crossed; its positions keep their fee snapshots from minting.
 */
const tradedPool = fc.integer({ min: 1, max: 0x7fffffff }).map((seed) => {
  const rng = new Rng(seed);
  const generated = generateWithPositions(rng, randomShape(rng));
  let pool = generated.pool;
  for (let k = rng.int(0, 3); k > 0; k -= 1) {
    const zeroForOne = rng.bool();
    try {
      pool = reference.swap(pool, zeroForOne, rng.bigint(rng.int(10, 90)) + 1n).pool;
    } catch {
      // A swap the pool refuses (liquidity exhausted at a bound) leaves it as it was.
    }
  }
  return { pool, positions: generated.positions, seed };
});

describe('positionAmountsAndFees (WASM)', () => {
  it('equals the reference for the minted positions of random traded pools, and for positions with missing ticks', () => {
    fc.assert(
      fc.property(tradedPool, ({ pool, positions, seed }) => {
        const rng = new Rng(seed ^ 0x5e771ed);
        for (const position of positions.slice(0, 8)) {
          const settled: PositionState = { ...position, feesA: rng.bigint(60), feesB: rng.bigint(60) };
          agrees(
            () => wasm.positionAmountsAndFees(pool, settled),
            () => reference.positionAmountsAndFees(pool, settled),
          );
        }
        const stray: PositionState = { ...positions[0]!, tickLower: positions[0]!.tickLower - 1 };
        return agrees(
          () => wasm.positionAmountsAndFees(pool, stray),
          () => reference.positionAmountsAndFees(pool, stray),
        );
      }),
      fuzzParams(0x9a1, 300),
    );
  });

  it('rejects an empty range, as the reference', () => {
    const { pool, positions } = generateWithPositions(new Rng(7), randomShape(new Rng(7)));
    const flat = { ...positions[0]!, tickUpper: positions[0]!.tickLower };
    expect(() => wasm.positionAmountsAndFees(pool, flat)).toThrow(RangeError);
    expect(() => reference.positionAmountsAndFees(pool, flat)).toThrow(RangeError);
  });
});

describe('liquidityDistribution (WASM)', () => {
  const tickIn = fc.oneof(fc.integer({ min: MIN_TICK, max: MAX_TICK }), fc.constantFrom(MIN_TICK, MAX_TICK));
  const window = fc.option(fc.tuple(tickIn, tickIn), { nil: undefined });

  it('equals the reference on random traded pools, whole or through a window (empty windows rejected by both)', () => {
    fc.assert(
      fc.property(tradedPool, window, ({ pool }, edges) => {
        const args: [PoolState, number?, number?] = edges === undefined ? [pool] : [pool, ...edges];
        return agrees(
          () => wasm.liquidityDistribution(...args),
          () => reference.liquidityDistribution(...args),
        );
      }),
      fuzzParams(0x9a2, 300),
    );
  });

  it('rejects a tick list whose running liquidity goes negative, as the reference', () => {
    const { pool } = generateWithPositions(new Rng(9), randomShape(new Rng(9)));
    const broken = { ...pool, ticks: pool.ticks.map((t, i) => (i === 0 ? { ...t, liquidityNet: -1n } : t)) };
    expect(() => wasm.liquidityDistribution(broken)).toThrow(RangeError);
    expect(() => reference.liquidityDistribution(broken)).toThrow(RangeError);
  });
});

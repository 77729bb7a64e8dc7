import { describe, expect, it } from 'vitest';
import * as reference from '../../src/core/v3';
import { createV3Wasm, freezeTicks, instantiateV3, loadV3Wasm, type PoolState, type TickState, type V3Wasm } from '../v3';
import { MAX_SQRT_RATIO, MAX_U128, MAX_U256, MIN_SQRT_RATIO, wasm } from './fuzz';
import { thousandTickPool } from './pools';

// Compile-time: the WASM object can stand in for the reference's functions, and the reference for it.
type ReferenceApi = Pick<typeof reference, keyof V3Wasm>;
const wasmAsReference: ReferenceApi = wasm;
const referenceAsWasm: V3Wasm = reference;

const pool = (ticks: readonly TickState[], overrides: Partial<PoolState> = {}): PoolState => ({
  sqrtPriceX64: 1n << 64n,
  tick: 0,
  liquidity: 10n ** 12n,
  fee: 3000,
  tickSpacing: 60,
  feeGrowthGlobalAX64: 0n,
  feeGrowthGlobalBX64: 0n,
  ticks,
  ...overrides,
});
const row = (index: number, liquidityNet: bigint): TickState => ({
  index,
  liquidityNet,
  liquidityGross: liquidityNet < 0n ? -liquidityNet : liquidityNet,
  feeGrowthOutsideAX64: 0n,
  feeGrowthOutsideBX64: 0n,
});
const range = [row(-600, 10n ** 12n), row(600, -(10n ** 12n))];

describe('loadV3Wasm', () => {
  it('instantiates the module once per process', async () => {
    const [first, second] = await Promise.all([loadV3Wasm(), loadV3Wasm()]);
    expect(first).toBe(second);
    expect(first).toBe(wasm);
  });

  it('exposes every reference function it mirrors under the same name and arity', () => {
    const names = Object.keys(wasm).sort();
    expect(names.length).toBeGreaterThanOrEqual(17);
    for (const name of names) {
      const ours = wasmAsReference[name as keyof ReferenceApi];
      const theirs = referenceAsWasm[name as keyof V3Wasm];
      expect(typeof theirs, name).toBe('function');
      expect(ours.length, name).toBe(theirs.length);
    }
  });
});

describe('argument checks', () => {
  it('rejects negative and over-wide arguments with RangeError instead of truncating them', () => {
    expect(() => wasm.getAmountBDelta(-1n, 1n << 64n, 1n, false)).toThrow(RangeError);
    expect(() => wasm.getAmountBDelta(1n << 256n, 1n << 64n, 1n, false)).toThrow(RangeError);
    expect(() => wasm.getTokensOwed(0n, 0n, MAX_U256 + 1n, 0n, 0n)).toThrow(RangeError);
    expect(() => wasm.swap(pool(range, { liquidity: MAX_U128 + 1n }), true, 5n)).toThrow(RangeError);
    expect(() => wasm.swap(pool([{ ...range[0]!, liquidityNet: 1n << 127n }, range[1]!]), true, 5n)).toThrow(RangeError);
  });
});

describe('swap checks, as the reference', () => {
  const cases: [string, PoolState, boolean, bigint, bigint | undefined][] = [
    ['a zero amount', pool(range), true, 0n, undefined],
    ['a limit above the price when selling A', pool(range), true, 5n, (1n << 64n) + 1n],
    ['a limit at MIN_SQRT_RATIO', pool(range), true, 5n, MIN_SQRT_RATIO],
    ['a limit at MAX_SQRT_RATIO', pool(range), false, 5n, MAX_SQRT_RATIO],
    ['unsorted ticks', pool([range[1]!, range[0]!]), true, 5n, undefined],
    ['a duplicate tick', pool([range[0]!, range[0]!, range[1]!]), true, 5n, undefined],
    ['a tick off the spacing', pool([row(-610, 1n), row(600, -1n)]), true, 5n, undefined],
    ['a tick beyond MAX_TICK', pool([row(-600, 1n), row(443_640, -1n)]), true, 5n, undefined],
    ['a fee of 100%', pool(range, { fee: 1_000_000 }), true, 5n, undefined],
    ['a negative feeProtocol', pool(range, { feeProtocol: -1 }), true, 5n, undefined],
    ['liquidity that would go negative at a crossing', pool([row(-600, 10n ** 15n), row(600, -(10n ** 12n))]), true, 10n ** 30n, undefined],
  ];
  for (const [what, state, zeroForOne, amount, limit] of cases) {
    it(`throws RangeError on ${what}`, () => {
      expect(() => reference.swap(state, zeroForOne, amount, limit)).toThrow(RangeError);
      expect(() => wasm.swap(state, zeroForOne, amount, limit)).toThrow(RangeError);
    });
  }
});

describe('tick lists in WASM memory', () => {
  it('keeps a frozen list and re-validates it when the same list comes with another spacing', () => {
    const ticks = freezeTicks([row(-600, 10n ** 12n), row(600, -(10n ** 12n))]);
    const state = pool(ticks);
    expect(wasm.swap(state, true, 10n ** 9n)).toEqual(reference.swap(state, true, 10n ** 9n));
    expect(() => wasm.swap({ ...state, tickSpacing: 400 }, true, 10n ** 9n)).toThrow(RangeError);
    expect(wasm.swap({ ...state, tickSpacing: 10 }, false, -(10n ** 6n))).toEqual(reference.swap({ ...state, tickSpacing: 10 }, false, -(10n ** 6n)));
    expect(wasm.swap(state, true, 10n ** 9n)).toEqual(reference.swap(state, true, 10n ** 9n));
  });

  it('lays out an unfrozen list on every call, so editing it in place is seen', () => {
    const ticks = [row(-600, 10n ** 12n), row(600, -(10n ** 12n))];
    const state = pool(ticks);
    const before = wasm.swap(state, true, 10n ** 13n);
    ticks[0] = row(-600, 4n * 10n ** 11n);
    const after = wasm.swap(state, true, 10n ** 13n);
    expect(after).toEqual(reference.swap(state, true, 10n ** 13n));
    expect(after.amountB).not.toBe(before.amountB);
  });

  it('grows memory for a large list and still answers every function correctly', () => {
    const many = freezeTicks(Array.from({ length: 60_000 }, (_, i) => row((i - 30_000) * 10, i % 2 === 0 ? 5n : -5n)));
    const state = pool(many, { tickSpacing: 10, fee: 500, liquidity: 5n, tick: 0 });
    expect(wasm.quoteExactIn(state, true, 10n ** 6n)).toEqual(reference.quoteExactIn(state, true, 10n ** 6n));
    expect(wasm.mulDiv(MAX_U256, 3n, 5n)).toBe(reference.mulDiv(MAX_U256, 3n, 5n));
  });

  it('drops kept lists past its memory budget and lays them out again when they return', async () => {
    const small = createV3Wasm(await instantiateV3(), { tickCacheBytes: 100_000 });
    const { pool: big, limit } = thousandTickPool();
    const first = { ...big, ticks: freezeTicks([...big.ticks]) };
    const second = { ...big, ticks: freezeTicks([...big.ticks]) };
    const expected = reference.swap(big, true, 1n << 90n, limit);
    for (const state of [first, second, first, second]) expect(small.swap(state, true, 1n << 90n, limit)).toEqual(expected);
    expect(small.getSqrtRatioAtTick(-7)).toBe(reference.getSqrtRatioAtTick(-7));
    expect(MAX_SQRT_RATIO).toBe(reference.MAX_SQRT_RATIO);
  });
});

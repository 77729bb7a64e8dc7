import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPoolPrice } from './poolRow';

/** A uint128 as nodeos writes it: 0x and 16 little-endian bytes. */
const leHex = (value: bigint) => `0x${value.toString(16).padStart(32, '0').match(/../g)!.reverse().join('')}`;

describe('readPoolPrice', () => {
  it('reads nodeos little-endian hex and decimal text alike', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
        fc.integer({ min: -443636, max: 443636 }),
        (sqrt, liquidity, tick) => {
          const hex = readPoolPrice({ currSlot: { sqrtPriceX64: leHex(sqrt), tick }, liquidity: leHex(liquidity) });
          const text = readPoolPrice({ currSlot: { sqrtPriceX64: sqrt.toString(), tick }, liquidity: liquidity.toString() });
          expect(hex).toEqual({ sqrtPriceX64: sqrt, tick, liquidity });
          expect(text).toEqual(hex);
        },
      ),
    );
  });

  it('names the field a bad row lacks', () => {
    expect(() => readPoolPrice({ liquidity: '1' })).toThrow(/currSlot/);
    expect(() => readPoolPrice({ currSlot: { sqrtPriceX64: '1', tick: 500_000 }, liquidity: '1' })).toThrow(/tick/);
  });
});

import { describe, expect, it } from 'vitest';
import { divRoundingUp, mulDiv, mulDivRoundingUp } from './fullMath';
import { sdk } from './oracle.testutil';
import { firstMismatch, fuzzCases, Rng } from './rng.testutil';

const CASES = fuzzCases();

function randomTriple(rng: Rng, i: number): [bigint, bigint, bigint] {
  const a = rng.bigint(256);
  const b = rng.bigint(256);
  const denominator = rng.bigint(256) + 1n;
  // Every fourth case divides exactly, where rounding up must add nothing.
  return i % 4 === 0 ? [a * denominator, b, denominator] : [a, b, denominator];
}

describe('mulDivRoundingUp', () => {
  it(`equals the SDK on ${CASES} random 256-bit operands`, () => {
    const rng = new Rng(201);
    const mismatch = firstMismatch(
      CASES,
      (i) => randomTriple(rng, i),
      ([a, b, d]) => {
        const ours = mulDivRoundingUp(a, b, d);
        const theirs = sdk.FullMath.mulDivRoundingUp(a, b, d);
        return ours === theirs ? undefined : `${a}·${b}/${d}: ${ours} ≠ ${theirs}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('handles zero and one', () => {
    expect(mulDivRoundingUp(0n, 5n, 7n)).toBe(0n);
    expect(mulDivRoundingUp(1n, 1n, 1n)).toBe(1n);
    expect(mulDivRoundingUp(1n, 1n, 2n)).toBe(1n);
    expect(divRoundingUp(7n, 2n)).toBe(4n);
    expect(divRoundingUp(8n, 2n)).toBe(4n);
  });

  it('throws on a zero denominator, even for a zero product (the SDK returns 0 there; the contract divides and fails)', () => {
    expect(sdk.FullMath.mulDivRoundingUp(0n, 5n, 0n)).toBe(0n);
    expect(() => mulDivRoundingUp(0n, 5n, 0n)).toThrow(RangeError);
  });
});

describe('mulDiv', () => {
  it(`floors exactly and sits 0 or 1 below mulDivRoundingUp on ${CASES} random operands`, () => {
    const rng = new Rng(202);
    const mismatch = firstMismatch(
      CASES,
      (i) => randomTriple(rng, i),
      ([a, b, d]) => {
        const down = mulDiv(a, b, d);
        const up = mulDivRoundingUp(a, b, d);
        const exact = (a * b) % d === 0n;
        if (down * d > a * b || (down + 1n) * d <= a * b) return `${a}·${b}/${d}: ${down} is not the floor`;
        return up - down === (exact ? 0n : 1n) ? undefined : `${a}·${b}/${d}: up ${up} vs down ${down}`;
      },
    );
    expect(mismatch).toBeUndefined();
  });

  it('throws on a zero denominator', () => {
    expect(() => mulDiv(3n, 5n, 0n)).toThrow(RangeError);
  });
});

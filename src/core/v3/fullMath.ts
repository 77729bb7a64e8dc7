/**
 * Multiply-then-divide without intermediate loss. The contract needs a 256-bit intermediate for
 * this; bigint is unbounded, so only the rounding direction matters.
 */

/** ⌊a × b ÷ denominator⌋. Throws RangeError on a zero denominator. */
export function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('mulDiv: zero denominator');
  return (a * b) / denominator;
}

/** ⌈a × b ÷ denominator⌉ for non-negative operands. Throws RangeError on a zero denominator. */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('mulDivRoundingUp: zero denominator');
  const product = a * b;
  const quotient = product / denominator;
  return product % denominator === 0n ? quotient : quotient + 1n;
}

/** ⌈x ÷ y⌉ for non-negative x and positive y. */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  return mulDivRoundingUp(x, 1n, y);
}

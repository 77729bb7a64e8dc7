/** ⌊√n⌋ for a non-negative bigint (Newton's method from a bit-length estimate); throws RangeError below 0. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  // Start at a power of two no smaller than √n, so the iteration decreases monotonically to ⌊√n⌋.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

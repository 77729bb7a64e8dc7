/**
 * The order of a concentrated pool's two tokens, as swap.alcor stores them and alcor-swap-sdk's
 * `Token.sortsBefore` sorts them: tokenA is the token whose contract account is the smaller 64-bit
 * Antelope name; on one contract, the smaller raw symbol (code bytes, first letter lowest, above the
 * precision byte). sqrtPriceX64 is always √(B per A) in that order.
 */

/** A token as a pool names it. */
export interface PoolTokenId {
  readonly contract: string;
  readonly code: string;
  readonly precision: number;
}

const CHARMAP = '.12345abcdefghijklmnopqrstuvwxyz';

/** An account name's 64-bit value (13 five-bit characters, the last four bits); unknown characters count as '.'. */
export function nameValue(name: string): bigint {
  let value = 0n;
  for (let i = 0; i < 13; i++) {
    const c = BigInt(Math.max(0, CHARMAP.indexOf(name[i] ?? '.')));
    value |= i < 12 ? (c & 0x1fn) << BigInt(64 - 5 * (i + 1)) : c & 0x0fn;
  }
  return value;
}

/** A symbol's raw 64-bit value: the code's bytes from the second byte up, the precision in the lowest. */
export function symbolValue(code: string, precision: number): bigint {
  let value = 0n;
  for (let i = code.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(code.charCodeAt(i));
  return (value << 8n) | BigInt(precision);
}

/** True when `a` is the pool's tokenA against `b`. Throws RangeError for the same contract and code. */
export function sortsBefore(a: PoolTokenId, b: PoolTokenId): boolean {
  if (a.contract !== b.contract) return nameValue(a.contract) < nameValue(b.contract);
  if (a.code === b.code) throw new RangeError(`${a.code}@${a.contract} cannot be paired with itself`);
  return symbolValue(a.code, a.precision) < symbolValue(b.code, b.precision);
}

/** The two tokens in pool order [tokenA, tokenB], and whether they had to be swapped. */
export function inPoolOrder<T extends PoolTokenId>(x: T, y: T): { tokenA: T; tokenB: T; swapped: boolean } {
  return sortsBefore(x, y) ? { tokenA: x, tokenB: y, swapped: false } : { tokenA: y, tokenB: x, swapped: true };
}

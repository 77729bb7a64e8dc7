/**
 * Stable radix sorts of row ids by a 64-bit key given as two unsigned 32-bit words per row. A
 * comparator sort of 100,000 ids costs ~30 ms here (~120 ms at 4× CPU throttling, over DESIGN §6's
 * 100 ms); four counting passes of 16 bits cost ~4 ms (bench/lists.bench.ts).
 */

const DIGITS = 1 << 16;

/** Row ids 0 … n−1 ordered by the unsigned 64-bit key (hi, lo), ties by id (the sort is stable). */
export function radixOrder(hi: Uint32Array, lo: Uint32Array, n: number): Uint32Array {
  let ids = new Uint32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i;
  let spare = new Uint32Array(n);
  const counts = new Uint32Array(DIGITS);
  for (let pass = 0; pass < 4; pass++) {
    const words = pass < 2 ? lo : hi;
    const shift = (pass & 1) * 16;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((words[i] as number) >>> shift) & 0xffff]! += 1;
    // A digit every row shares moves nothing: skip the pass (small integers' high words, short texts).
    if (n > 0 && counts[((words[0] as number) >>> shift) & 0xffff] === n) continue;
    let sum = 0;
    for (let digit = 0; digit < DIGITS; digit++) {
      const count = counts[digit] as number;
      counts[digit] = sum;
      sum += count;
    }
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      const digit = ((words[id] as number) >>> shift) & 0xffff;
      spare[counts[digit] as number] = id;
      counts[digit]! += 1;
    }
    [ids, spare] = [spare, ids];
  }
  return ids;
}

/** A float as the order-preserving unsigned key: NaN (unknown) lowest, −0 equal to 0. */
export function floatKey(value: number): number {
  return Number.isNaN(value) ? -Infinity : value === 0 ? 0 : value;
}

/** The sort words of a float column (IEEE 754 bits, little-endian, flipped so unsigned order is numeric order). */
export function floatWords(values: Float64Array, n: number): { hi: Uint32Array; lo: Uint32Array } {
  const scratch = new Float64Array(n);
  for (let i = 0; i < n; i++) scratch[i] = floatKey(values[i] as number);
  const bits = new Uint32Array(scratch.buffer);
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const high = bits[2 * i + 1] as number;
    const low = bits[2 * i] as number;
    // Negative: all bits flipped (larger magnitude sorts lower); positive: the sign bit set.
    if (high & 0x80000000) {
      hi[i] = ~high >>> 0;
      lo[i] = ~low >>> 0;
    } else {
      hi[i] = (high | 0x80000000) >>> 0;
      lo[i] = low;
    }
  }
  return { hi, lo };
}

/** The sort words of a signed 64-bit column (two's complement, little-endian, sign bit flipped). */
export function int64Words(values: BigInt64Array, n: number): { hi: Uint32Array; lo: Uint32Array } {
  const bits = new Uint32Array(values.buffer, values.byteOffset, n * 2);
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    hi[i] = ((bits[2 * i + 1] as number) ^ 0x80000000) >>> 0;
    lo[i] = bits[2 * i] as number;
  }
  return { hi, lo };
}

/** The sort words of a text column: its first four UTF-16 code units (a missing one as 0). */
export function prefixWords(texts: readonly string[], n: number): { hi: Uint32Array; lo: Uint32Array } {
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const text = texts[i] as string;
    const unit = (at: number) => (at < text.length ? text.charCodeAt(at) : 0);
    hi[i] = ((unit(0) << 16) | unit(1)) >>> 0;
    lo[i] = ((unit(2) << 16) | unit(3)) >>> 0;
  }
  return { hi, lo };
}

/**
 * Texts in code-unit order, ties by id: a radix sort on the four-unit prefix, then each run that
 * shares a prefix sorted on the whole text (owner names and tickers rarely share four letters).
 */
export function textOrder(texts: readonly string[], n: number): Uint32Array {
  const { hi, lo } = prefixWords(texts, n);
  const ids = radixOrder(hi, lo, n);
  let runStart = 0;
  for (let i = 1; i <= n; i++) {
    const previous = ids[i - 1] as number;
    const current = i < n ? (ids[i] as number) : -1;
    if (current >= 0 && hi[current] === hi[previous] && lo[current] === lo[previous]) continue;
    if (i - runStart > 1) {
      const run = ids.subarray(runStart, i);
      run.sort((a, b) => {
        const x = texts[a] as string;
        const y = texts[b] as string;
        return x < y ? -1 : x > y ? 1 : a - b;
      });
    }
    runStart = i;
  }
  return ids;
}

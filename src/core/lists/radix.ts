/**
 * Stable radix sorts of row ids by a 64-bit key given as two unsigned 32-bit words per row. A
 * comparator sort of 100,000 ids costs ~30 ms here (~120 ms at 4× CPU throttling, over DESIGN §6's
 * 100 ms); four counting passes of 16 bits cost ~4 ms (bench/lists.bench.ts).
 */

/** Row ids 0 … n−1 ordered by the unsigned 64-bit key (hi, lo), ties by id (the sort is stable). */
export function radixOrder(hi: Uint32Array, lo: Uint32Array, n: number): Uint32Array {
  // 16-bit digits (4 passes) for big lists; 8-bit ones (8 passes over 256 counts) for small runs,
  // where clearing 65,536 counts would cost more than the rows.
  const bits = n >= 4096 ? 16 : 8;
  const mask = (1 << bits) - 1;
  let ids = new Uint32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i;
  let spare = new Uint32Array(n);
  const counts = new Uint32Array(1 << bits);
  for (let pass = 0; pass < 64 / bits; pass++) {
    const words = pass < 32 / bits ? lo : hi;
    const shift = (pass % (32 / bits)) * bits;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((words[i] as number) >>> shift) & mask]! += 1;
    // A digit every row shares moves nothing: skip the pass (small integers' high words, short texts).
    if (n > 0 && counts[((words[0] as number) >>> shift) & mask] === n) continue;
    let sum = 0;
    for (let digit = 0; digit <= mask; digit++) {
      const count = counts[digit] as number;
      counts[digit] = sum;
      sum += count;
    }
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      const digit = ((words[id] as number) >>> shift) & mask;
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

/** The sort words of texts[ids[p]] at code units `from` … `from + 3` (a missing unit as 0), per position p. */
function textWords(texts: readonly string[], ids: Uint32Array, from: number): { hi: Uint32Array; lo: Uint32Array } {
  const k = ids.length;
  const hi = new Uint32Array(k);
  const lo = new Uint32Array(k);
  for (let p = 0; p < k; p++) {
    const text = texts[ids[p] as number] as string;
    const length = text.length;
    const a = length > from ? text.charCodeAt(from) : 0;
    const b = length > from + 1 ? text.charCodeAt(from + 1) : 0;
    const c = length > from + 2 ? text.charCodeAt(from + 2) : 0;
    const d = length > from + 3 ? text.charCodeAt(from + 3) : 0;
    hi[p] = ((a << 16) | b) >>> 0;
    lo[p] = ((c << 16) | d) >>> 0;
  }
  return { hi, lo };
}

const compareTexts = (texts: readonly string[]) => (a: number, b: number) => {
  const x = texts[a] as string;
  const y = texts[b] as string;
  return x < y ? -1 : x > y ? 1 : a - b;
};

/** Sorts a short run of ids (ascending on entry) by whole text, ties by id: insertion, as a sort call costs more. */
function insertionSort(ids: Uint32Array, texts: readonly string[]): void {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as number;
    const text = texts[id] as string;
    let j = i - 1;
    // Equal texts never move: ids stay ascending among them.
    while (j >= 0 && (texts[ids[j] as number] as string) > text) {
      ids[j + 1] = ids[j] as number;
      j -= 1;
    }
    ids[j + 1] = id;
  }
}

/**
 * Sorts ids (ascending on entry) by their texts from code unit `from` on, all sharing the units
 * before it: a radix sort on the next four units, then each run that shares them likewise (runs
 * are rare and short for owner names and tickers, longer for `token.…` contracts).
 */
function sortTexts(texts: readonly string[], ids: Uint32Array, from: number): void {
  const { hi, lo } = textWords(texts, ids, from);
  const positions = radixOrder(hi, lo, ids.length);
  const sorted = new Uint32Array(ids.length);
  for (let p = 0; p < positions.length; p++) sorted[p] = ids[positions[p] as number] as number;
  ids.set(sorted);
  let runStart = 0;
  for (let i = 1; i <= positions.length; i++) {
    const previous = positions[i - 1] as number;
    const current = i < positions.length ? (positions[i] as number) : -1;
    if (current >= 0 && hi[current] === hi[previous] && lo[current] === lo[previous]) continue;
    const run = ids.subarray(runStart, i);
    runStart = i;
    if (run.length < 2) continue;
    const first = texts[run[0] as number];
    if (run.every((id) => texts[id] === first)) continue; // equal texts stay in id order
    if (run.length <= 16) insertionSort(run, texts);
    else if (run.some((id) => (texts[id] as string).length > from + 4)) sortTexts(texts, run, from + 4);
    else run.sort(compareTexts(texts)); // texts that differ only in trailing NUL units
  }
}

/** Texts in code-unit order, ties by id (shorter texts first, as a missing unit is 0). */
export function textOrder(texts: readonly string[], n: number): Uint32Array {
  const ids = new Uint32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i;
  sortTexts(texts, ids, 0);
  return ids;
}

/** Antelope account/table/action names: 13-character base-32 strings packed into a uint64. */

const CHARMAP = '.12345abcdefghijklmnopqrstuvwxyz';
const NAME_PATTERN = /^[.1-5a-z]{0,12}[.1-5a-j]?$/;
const cache = new Map<string, bigint>();

/** A name character's 5-bit value by char code ('.' and anything unknown are 0). */
const CHAR_VALUES = new Uint8Array(128);
for (let i = 1; i < CHARMAP.length; i++) CHAR_VALUES[CHARMAP.charCodeAt(i)] = i;
const charValue = (value: string, i: number): number => (i < value.length ? (CHAR_VALUES[value.charCodeAt(i)] ?? 0) : 0);

/** True for a normalized name (valid characters, ≤ 13 chars, no trailing dot), as nodeos accepts. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value) && !value.endsWith('.');
}

/** Packs a name into its uint64 value (no validation: callers check with isValidName first). */
export function nameToU64(value: string): bigint {
  const hit = cache.get(value);
  if (hit !== undefined) return hit;
  // Characters 0–5 and 6–11 are 30-bit numbers, the 13th is 4 bits: three BigInts instead of thirteen shifts.
  let high = 0;
  let middle = 0;
  for (let i = 0; i < 6; i++) {
    high = high * 32 + charValue(value, i);
    middle = middle * 32 + charValue(value, i + 6);
  }
  const packed = (BigInt(high) << 34n) | (BigInt(middle) << 4n) | BigInt(charValue(value, 12) & 0x0f);
  if (cache.size > 50_000) cache.clear();
  cache.set(value, packed);
  return packed;
}

/** Unpacks a uint64 into its name string (trailing dots trimmed, as nodeos prints). */
export function u64ToName(packed: bigint): string {
  const v = BigInt.asUintN(64, packed);
  return nameFromWords(Number(v >> 32n), Number(v & 0xffffffffn));
}

/** Decoded names by low word, then high word: a chain has few names and reads them on every action. */
const decodedNames = new Map<number, Map<number, string>>();
let decodedCount = 0;

/**
 * The name of a uint64 given as its high and low 32-bit words: number arithmetic and a cache, since
 * every decoded action and row carries several names and BigInt shifts cost far more.
 */
export function nameFromWords(hi: number, lo: number): string {
  let byHigh = decodedNames.get(lo);
  const hit = byHigh?.get(hi);
  if (hit !== undefined) return hit;
  // Characters 0–5 lie in the high word, 6 straddles both, 7–11 lie in the low word, 12 is the low 4 bits.
  const codes = [
    hi >>> 27,
    (hi >>> 22) & 31,
    (hi >>> 17) & 31,
    (hi >>> 12) & 31,
    (hi >>> 7) & 31,
    (hi >>> 2) & 31,
    ((hi & 3) << 3) | (lo >>> 29),
    (lo >>> 24) & 31,
    (lo >>> 19) & 31,
    (lo >>> 14) & 31,
    (lo >>> 9) & 31,
    (lo >>> 4) & 31,
    lo & 15,
  ];
  let end = 13;
  while (end > 0 && codes[end - 1] === 0) end--;
  let out = '';
  for (let i = 0; i < end; i++) out += CHARMAP[codes[i]!]!;
  if (++decodedCount > 50_000) {
    decodedNames.clear();
    decodedCount = 0;
    byHigh = undefined;
  }
  if (!byHigh) decodedNames.set(lo, (byHigh = new Map()));
  byHigh.set(hi, out);
  return out;
}

/** Antelope account/table/action names: 13-character base-32 strings packed into a uint64. */

const CHARMAP = '.12345abcdefghijklmnopqrstuvwxyz';
const NAME_PATTERN = /^[.1-5a-z]{0,12}[.1-5a-j]?$/;
const cache = new Map<string, bigint>();

function charValue(c: string): bigint {
  const index = CHARMAP.indexOf(c);
  return BigInt(index < 0 ? 0 : index);
}

/** True for a normalized name (valid characters, ≤ 13 chars, no trailing dot), as nodeos accepts. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value) && !value.endsWith('.');
}

/** Packs a name into its uint64 value (no validation: callers check with isValidName first). */
export function nameToU64(value: string): bigint {
  const hit = cache.get(value);
  if (hit !== undefined) return hit;
  let packed = 0n;
  for (let i = 0; i < 13; i++) {
    const c = i < value.length ? charValue(value[i]!) : 0n;
    packed |= i < 12 ? (c & 0x1fn) << BigInt(64 - 5 * (i + 1)) : c & 0x0fn;
  }
  if (cache.size > 50_000) cache.clear();
  cache.set(value, packed);
  return packed;
}

/** Unpacks a uint64 into its name string (trailing dots trimmed, as nodeos prints). */
export function u64ToName(packed: bigint): string {
  let out = '';
  let tmp = BigInt.asUintN(64, packed);
  for (let i = 0; i <= 12; i++) {
    const mask = i === 0 ? 0x0fn : 0x1fn;
    out = CHARMAP[Number(tmp & mask)]! + out;
    tmp >>= i === 0 ? 4n : 5n;
  }
  return out.replace(/\.+$/, '');
}

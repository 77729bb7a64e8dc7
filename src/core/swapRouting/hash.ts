/** A deterministic route id: 64-bit FNV-1a of the route's canonical text, as 16 hex digits. */

const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** FNV-1a (64-bit) over the UTF-16 code units of `text`, written as 16 lowercase hex digits. */
export function fnv1a64(text: string): string {
  let hash = OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}

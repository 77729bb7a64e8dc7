/** Account names and token codes for the generated part of the world: valid on chain, unique, plausible. */
import type { Rng } from './random';

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz12345';
const ONSETS = [
  'b',
  'br',
  'c',
  'cr',
  'd',
  'dr',
  'f',
  'g',
  'gl',
  'h',
  'j',
  'k',
  'kr',
  'l',
  'm',
  'n',
  'p',
  'pl',
  'qu',
  'r',
  's',
  'sk',
  'st',
  't',
  'tr',
  'v',
  'w',
  'x',
  'z',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'y'];
const CODAS = ['', '', 'n', 'r', 'x', 'm', 'k', 'l', 's', 'th'];

/** True for a valid Antelope account name (≤ 12 of a-z, 1-5 and inner dots). */
export function isValidAccountName(name: string): boolean {
  return /^[a-z1-5.]{1,12}$/.test(name) && !name.endsWith('.') && !name.startsWith('.');
}

/** A pronounceable word of `syllables` syllables. */
export function word(rng: Rng, syllables: number): string {
  let out = '';
  for (let i = 0; i < syllables; i++) out += rng.pick(ONSETS) + rng.pick(VOWELS) + rng.pick(CODAS);
  return out;
}

/** A new token code (3–6 letters) not in `taken`; adds it. */
export function tokenCode(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const code = word(rng, rng.int(1, 2))
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, rng.int(3, 6));
    if (code.length >= 3 && !taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** A token contract account for `code` in one of the shapes WAX projects use, not in `taken`; adds it. */
export function tokenContractName(rng: Rng, code: string, taken: Set<string>): string {
  const base = code.toLowerCase();
  const shapes = [`${base}token`, `${base}tokens`, `token.${base}`, `${base}.gm`, `${base}coin`, `${base}.wax`];
  for (let attempt = 0; ; attempt++) {
    let name = rng.pick(shapes);
    if (attempt > 3) name = `${base.slice(0, 6)}${randomChars(rng, 12 - Math.min(6, base.length))}`;
    name = name.slice(0, 12);
    if (isValidAccountName(name) && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function randomChars(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += NAME_CHARS[rng.int(0, NAME_CHARS.length - 1)];
  return out;
}

/** A wallet-style account (`k3x1a.wam`, as Cloud Wallet names them, or 12 free characters), not in `taken`; adds it. */
export function walletName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const name = rng.chance(0.7) ? `${randomChars(rng, 5)}.wam` : `${word(rng, 2).slice(0, 8)}${randomChars(rng, 4)}`.slice(0, 12);
    if (isValidAccountName(name) && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

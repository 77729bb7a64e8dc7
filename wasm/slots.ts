/**
 * Moves bigints in and out of the WASM IO slots (256-bit, four little-endian u64 limbs each) and
 * checks each argument's range on the way in, so an out-of-domain input is a RangeError, never a
 * silently truncated number.
 */

const MAX_U64 = (1n << 64n) - 1n;
/** The largest value a slot holds. */
export const MAX_U256 = (1n << 256n) - 1n;
/** The largest uint128, the contract's width for liquidity, prices and fee growth. */
export const MAX_U128 = (1n << 128n) - 1n;

/** Typed views of the module's memory, rebuilt whenever the memory grows. */
export class Slots {
  u64!: BigUint64Array;
  u32!: Uint32Array;
  i32!: Int32Array;
  private readonly first: number;

  constructor(
    private readonly memory: WebAssembly.Memory,
    ioBase: number,
  ) {
    this.first = ioBase >>> 3;
    this.refresh();
  }

  /** Re-creates the views (growing memory detaches the old buffer). */
  refresh(): void {
    const { buffer } = this.memory;
    this.u64 = new BigUint64Array(buffer);
    this.u32 = new Uint32Array(buffer);
    this.i32 = new Int32Array(buffer);
  }

  /** Writes 0 ≤ value ≤ max (at most MAX_U256) into slot s; RangeError naming the argument otherwise. */
  put(s: number, value: bigint, name: string, max: bigint = MAX_U256): void {
    const i = this.first + s * 4;
    const u64 = this.u64;
    if (value >= 0n && value <= MAX_U64) {
      u64[i] = value;
      u64[i + 1] = 0n;
      u64[i + 2] = 0n;
      u64[i + 3] = 0n;
      return;
    }
    if (value < 0n || value > max) throw new RangeError(`${name} ${value} is outside [0, ${max}]`);
    if (value <= MAX_U128) {
      // Prices and liquidity: one shift instead of three.
      u64[i] = value;
      u64[i + 1] = value >> 64n;
      u64[i + 2] = 0n;
      u64[i + 3] = 0n;
      return;
    }
    writeLimbs(u64, i, value);
  }

  /** Slot s as an unsigned bigint. */
  get(s: number): bigint {
    const i = this.first + s * 4;
    const j = i * 2;
    const u32 = this.u32;
    const u64 = this.u64;
    if ((u32[j + 4]! | u32[j + 5]! | u32[j + 6]! | u32[j + 7]!) === 0) {
      return (u32[j + 2]! | u32[j + 3]!) === 0 ? u64[i]! : (u64[i + 1]! << 64n) | u64[i]!;
    }
    return (u64[i + 3]! << 192n) | (u64[i + 2]! << 128n) | (u64[i + 1]! << 64n) | u64[i]!;
  }

  /** The uint128 at u64 index i (two limbs), reading the high limb only when it is not zero. */
  u128At(i: number): bigint {
    const u32 = this.u32;
    return (u32[2 * i + 2]! | u32[2 * i + 3]!) === 0 ? this.u64[i]! : (this.u64[i + 1]! << 64n) | this.u64[i]!;
  }

  /** The 256-bit value at u64 index i (four limbs). */
  u256At(i: number): bigint {
    const u64 = this.u64;
    return (u64[i + 3]! << 192n) | (u64[i + 2]! << 128n) | this.u128At(i);
  }

  /** Slot s as a two's complement signed bigint. */
  getSigned(s: number): bigint {
    return BigInt.asIntN(256, this.get(s));
  }

  /** The low 32 bits of limb `limb` of slot s, signed (ticks and counts). */
  getInt(s: number, limb = 0): number {
    return this.i32[(this.first + s * 4 + limb) * 2]!;
  }
}

/** Writes a value below 2^256 as four limbs at u64 index i (each store keeps the low 64 bits). */
export function writeLimbs(u64: BigUint64Array, i: number, value: bigint): void {
  u64[i] = value;
  u64[i + 1] = value >> 64n;
  u64[i + 2] = value >> 128n;
  u64[i + 3] = value >> 192n;
}

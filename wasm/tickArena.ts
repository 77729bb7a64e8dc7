/**
 * Lays a pool's tick list into WASM memory (the record layout of wasm/assembly/ticks.ts). A list
 * that is frozen — the array and every row, see freezeTicks — cannot change, so its layout is
 * kept and reused by every later call; any other list is laid out afresh on each call.
 */
import type { V3Exports } from './loader';
import { MAX_U128, type Slots } from './slots';
import type { TickState } from './types';

const RECORD_BYTES = 72;
const CROSSED_BYTES = 40;
const MIN_TICK = -443636;
const MAX_TICK = 443636;
const MIN_INT128 = -(1n << 127n);
const MAX_INT128 = (1n << 127n) - 1n;
/** Kept layouts share this budget by default; past it they are all dropped and laid out again on next use. */
export const TICK_CACHE_BYTES = 48 * 1024 * 1024;

interface Layout {
  offset: number;
  tickSpacing: number;
  generation: number;
}

/** Where a laid-out list sits: its records, and room for an output after it (the crossed ticks by default). */
export interface TickLayout {
  address: number;
  count: number;
  /** Start of the output room. */
  crossed: number;
}

/** Deep-freezes a tick list (array and rows) so the WASM binding may keep it in memory; returns it. */
export function freezeTicks<T extends readonly TickState[]>(ticks: T): T {
  for (const tick of ticks) Object.freeze(tick);
  return Object.freeze(ticks);
}

export class TickArena {
  private readonly kept = new WeakMap<readonly TickState[], Layout>();
  private used = 0;
  private generation = 0;
  private readonly base: number;

  constructor(
    private readonly wasm: V3Exports,
    private readonly slots: Slots,
    private readonly cacheBytes = TICK_CACHE_BYTES,
  ) {
    this.base = wasm.arenaBase();
  }

  /**
   * The list's records in memory, validated for this spacing, with `outputBytes` of room after them
   * (valid until the next call); RangeError on a malformed list.
   */
  layout(ticks: readonly TickState[], tickSpacing: number, outputBytes = ticks.length * CROSSED_BYTES): TickLayout {
    if (!Number.isInteger(tickSpacing) || tickSpacing <= 0) throw new RangeError(`Tick spacing ${tickSpacing} must be a positive integer`);
    const count = ticks.length;
    const known = this.kept.get(ticks);
    if (known !== undefined && known.generation === this.generation) {
      const address = this.base + known.offset;
      if (known.tickSpacing !== tickSpacing) {
        this.validate(address, count, tickSpacing);
        known.tickSpacing = tickSpacing;
      }
      return { address, count, crossed: this.room(outputBytes) };
    }
    const keep = Object.isFrozen(ticks) && ticks.every((tick) => Object.isFrozen(tick));
    const bytes = count * RECORD_BYTES;
    if (keep && this.used + bytes > this.cacheBytes) this.dropKept();
    const offset = this.used;
    this.reserve(offset + bytes + outputBytes);
    const address = this.base + offset;
    this.write(address, ticks);
    this.validate(address, count, tickSpacing);
    if (keep) {
      this.kept.set(ticks, { offset, tickSpacing, generation: this.generation });
      this.used += bytes;
    }
    return { address, count, crossed: address + bytes };
  }

  private dropKept(): void {
    this.generation += 1;
    this.used = 0;
  }

  /** Scratch space after the kept layouts (valid until the next call). */
  private room(bytes: number): number {
    this.reserve(this.used + bytes);
    return this.base + this.used;
  }

  private reserve(bytes: number): void {
    const before = this.wasm.memory.buffer;
    if (!this.wasm.reserveArena(bytes)) throw new RangeError(`WASM memory cannot grow to hold ${bytes} bytes of ticks`);
    if (this.wasm.memory.buffer !== before) this.slots.refresh();
  }

  private validate(address: number, count: number, tickSpacing: number): void {
    if (this.wasm.validateTicks(address, count, tickSpacing) !== 0) {
      throw new RangeError(`Ticks must be strictly ascending, within [${MIN_TICK}, ${MAX_TICK}], and multiples of tick spacing ${tickSpacing}`);
    }
  }

  private write(address: number, ticks: readonly TickState[]): void {
    const { u64, i32 } = this.slots;
    let at = address;
    for (const tick of ticks) {
      const { index, liquidityNet, feeGrowthOutsideAX64: outsideA, feeGrowthOutsideBX64: outsideB } = tick;
      if (!Number.isInteger(index) || index < MIN_TICK || index > MAX_TICK) throw new RangeError(`Tick ${index} is outside [${MIN_TICK}, ${MAX_TICK}]`);
      if (liquidityNet < MIN_INT128 || liquidityNet > MAX_INT128) throw new RangeError(`liquidityNet ${liquidityNet} of tick ${index} is outside int128`);
      if (outsideA < 0n || outsideA > MAX_U128 || outsideB < 0n || outsideB > MAX_U128) {
        throw new RangeError(`Fee growth outside of tick ${index} is outside uint128`);
      }
      const w = at >>> 3;
      i32[at >>> 2] = index;
      i32[(at >>> 2) + 1] = 0; // sqrt ratio not cached yet
      u64[w + 1] = liquidityNet;
      u64[w + 2] = liquidityNet >> 64n;
      u64[w + 5] = outsideA;
      u64[w + 6] = outsideA >> 64n;
      u64[w + 7] = outsideB;
      u64[w + 8] = outsideB >> 64n;
      at += RECORD_BYTES;
    }
  }
}

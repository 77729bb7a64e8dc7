// The exchange area between JavaScript and WASM: sixteen 256-bit slots the binding writes
// arguments into and reads results from (little-endian u64 limbs).

export const SLOTS: i32 = 16;
const IO: usize = memory.data(SLOTS << 5, 16);

/** Address of slot i. */
@inline export function slot(i: i32): usize {
  return IO + (<usize>i << 5);
}

/** Base address of the slots, for the binding's typed-array view. */
export function ioBase(): usize {
  return IO;
}

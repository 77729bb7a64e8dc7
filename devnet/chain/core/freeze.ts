/** Deep freeze for stored rows: a handler that mutates a row it read fails loudly instead of corrupting state. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // for…in rather than Object.values: no array per object (rows are plain objects and arrays).
    for (const key in value) deepFreeze(value[key]);
  }
  return value;
}

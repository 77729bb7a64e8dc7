/** Test-only: a value tests set by hand, shaped as the signals the app passes (`Subscribable`). */
import type { Subscribable } from './VirtualListPool';

/** A subscribable holding `value`; `set` hands a new value to every subscriber. */
export function sourceOf<T>(value: T): Subscribable<T> & { set(next: T): void; readonly subscribers: number } {
  let current = value;
  const listeners = new Set<(value: T) => void>();
  return {
    peek: () => current,
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => void listeners.delete(listener);
    },
    set(next) {
      current = next;
      for (const listener of listeners) listener(next);
    },
    get subscribers() {
      return listeners.size;
    },
  };
}

/**
 * Test-only: jsdom has no ResizeObserver. `install()` stubs the global with one that reports only
 * when the test says an element resized, with the entry the test gives.
 */
import { vi } from 'vitest';

type Observed = { callback: (entries: unknown[]) => void; elements: Set<Element> };

/** A fake ResizeObserver for one test file: `install` in the test, `resize` to report, `reset` after it. */
export function fakeResizeObserver() {
  const observers: Observed[] = [];
  class FakeResizeObserver {
    private readonly observed: Observed;
    constructor(callback: (entries: unknown[]) => void) {
      this.observed = { callback, elements: new Set() };
      observers.push(this.observed);
    }
    observe(element: Element) {
      this.observed.elements.add(element);
    }
    unobserve(element: Element) {
      this.observed.elements.delete(element);
    }
    disconnect() {
      this.observed.elements.clear();
    }
  }
  return {
    install: () => vi.stubGlobal('ResizeObserver', FakeResizeObserver),
    /** Calls every observer watching `element` with `entry`. */
    resize(element: Element, entry: unknown) {
      for (const observed of observers) if (observed.elements.has(element)) observed.callback([entry]);
    },
    reset: () => void (observers.length = 0),
  };
}

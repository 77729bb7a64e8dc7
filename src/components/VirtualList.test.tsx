import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList';

let viewHeight = 100;
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => viewHeight }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
afterEach(() => {
  cleanup();
  viewHeight = 100;
});

const rowTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('VirtualList', () => {
  it('mounts only the rows in view plus the overscan, each in a fixed-height slot', () => {
    render(<VirtualList role="list" aria-label="Rows" count={1000} rowHeight={20} overscan={2} renderRow={(index) => `row ${index}`} />);
    // 100 px shows rows 0–4; two more are drawn below.
    expect(rowTexts()).toEqual(['row 0', 'row 1', 'row 2', 'row 3', 'row 4', 'row 5', 'row 6']);
    const slots = screen.getAllByRole('listitem');
    expect(slots[3]!.style.transform).toBe('translateY(60px)');
    expect(slots[3]!.style.height).toBe('20px');
    expect((screen.getByRole('list').firstElementChild as HTMLElement).style.height).toBe('20000px');
  });

  it('draws the rows of a scrolled-to offset', () => {
    render(<VirtualList role="list" count={1000} rowHeight={20} overscan={0} renderRow={(index) => `row ${index}`} />);
    const list = screen.getByRole('list');
    act(() => {
      list.scrollTop = 2000;
      list.dispatchEvent(new Event('scroll'));
    });
    expect(rowTexts()).toEqual(['row 100', 'row 101', 'row 102', 'row 103', 'row 104']);
  });

  it('starts at the end and stays there as rows are added when told to stick to it', () => {
    // jsdom has no layout: the scroll height is the inner box's height.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return parseFloat((this.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0;
      },
    });
    try {
      const view = render(<VirtualList role="list" count={50} rowHeight={20} stickToEnd renderRow={(index) => `row ${index}`} />);
      const list = screen.getByRole('list');
      expect(list.scrollTop).toBe(1000);
      view.rerender(<VirtualList role="list" count={60} rowHeight={20} stickToEnd renderRow={(index) => `row ${index}`} />);
      expect(list.scrollTop).toBe(1200);
      // Scrolled away by the user: new rows leave the view where it is.
      act(() => {
        list.scrollTop = 300;
        list.dispatchEvent(new Event('scroll'));
      });
      view.rerender(<VirtualList role="list" count={70} rowHeight={20} stickToEnd renderRow={(index) => `row ${index}`} />);
      expect(list.scrollTop).toBe(300);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
    }
  });

  it('re-pins a list stuck to its end when the box is resized, and leaves one the user scrolled away', () => {
    type Observed = { callback: (entries: unknown[]) => void; elements: Set<Element> };
    const observers: Observed[] = [];
    // jsdom has no ResizeObserver: this one reports a 100 px box when the test says the box resized.
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
    const box = { width: 200, height: 100 };
    const resized = (element: Element) =>
      act(() => {
        const entry = { target: element, contentRect: { ...box, top: 0, left: 0 }, borderBoxSize: [{ inlineSize: box.width, blockSize: box.height }] };
        for (const observed of observers) if (observed.elements.has(element)) observed.callback([entry]);
      });
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return parseFloat((this.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0;
      },
    });
    try {
      render(<VirtualList role="list" count={50} rowHeight={20} stickToEnd renderRow={(index) => `row ${index}`} />);
      const list = screen.getByRole('list');
      expect(list.scrollTop).toBe(1000);
      // Hidden behind a phone tab and shown again: the browser lost the offset; the resize restores the end.
      list.scrollTop = 0;
      resized(list);
      expect(list.scrollTop).toBe(1000);
      act(() => {
        list.scrollTop = 300;
        list.dispatchEvent(new Event('scroll'));
      });
      resized(list);
      expect(list.scrollTop).toBe(300);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
      vi.unstubAllGlobals();
    }
  });
});

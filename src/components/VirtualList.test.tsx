import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList';
import { fakeResizeObserver } from './fakeResizeObserver.testutil';

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
    const resizeObserver = fakeResizeObserver();
    const box = { width: 200, height: 100 };
    const resized = (element: Element) =>
      act(() => {
        const entry = { target: element, contentRect: { ...box, top: 0, left: 0 }, borderBoxSize: [{ inlineSize: box.width, blockSize: box.height }] };
        resizeObserver.resize(element, entry);
      });
    resizeObserver.install();
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

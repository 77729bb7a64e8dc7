// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeObserver } from './fakeResizeObserver.testutil';
import { type PoolRow, VirtualListPool } from './VirtualListPool';

type Row = PoolRow & { painted: number };

let view = 100;
const resizeObserver = fakeResizeObserver();

afterEach(() => {
  vi.unstubAllGlobals();
  resizeObserver.reset();
  document.body.innerHTML = '';
});

/** A pool over `keys` (one row per key), in a box `view` px high; rows show their key. */
function setup(keys: { value: string[] }, anchor: 'top' | 'bottom' = 'top') {
  resizeObserver.install();
  const scroller = document.createElement('div');
  Object.defineProperty(scroller, 'clientHeight', { get: () => view });
  document.body.append(scroller);
  const pool = new VirtualListPool<Row>({
    scroller,
    rowHeight: 20,
    anchor,
    overscan: 1,
    keyOf: (index) => keys.value[index]!,
    createRow: () => ({ element: document.createElement('div'), index: -1, painted: 0 }),
    paintRow: (row, index) => {
      row.painted += 1;
      row.element.textContent = keys.value[index]!;
    },
  });
  const shown = () => Array.from(scroller.querySelectorAll('.virtual-list-pool__row'), (row) => row.textContent);
  const resize = (height: number) => {
    view = height;
    resizeObserver.resize(scroller, { contentRect: { height } });
  };
  return { pool, scroller, shown, resize };
}

const letters = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `k${from + i}`);

describe('VirtualListPool', () => {
  it('keeps only the rows in view in the page, in list order', () => {
    view = 100;
    const keys = { value: letters(50) };
    const { pool, shown, scroller } = setup(keys);
    pool.update(50);
    // 5 rows in 100 px, one more partly shown, one of overscan each way (both below at the top).
    expect(shown()).toEqual(letters(8));
    // The rows not drawn are a padding after them: the box keeps the whole list's height.
    expect((scroller.firstElementChild as HTMLElement).style.paddingBottom).toBe('840px');
  });

  it('keeps a row’s element when rows come and go around it, inserting only the new ones', () => {
    view = 60;
    const keys = { value: letters(10) };
    const { pool, shown, scroller } = setup(keys);
    pool.update(10);
    const elements = () => Array.from(scroller.querySelectorAll<HTMLElement>('.virtual-list-pool__row'));
    const [first, second] = elements();
    keys.value = ['new', ...letters(10)];
    pool.update(11);
    expect(shown()).toEqual(['new', 'k0', 'k1', 'k2', 'k3', 'k4']);
    expect(elements().slice(1, 3)).toEqual([first, second]);
  });

  it('gives a key that takes another’s place the element standing there, and drops the rest of those that left', () => {
    view = 60;
    const keys = { value: letters(10) };
    const { pool, shown, scroller } = setup(keys);
    pool.update(10);
    const elements = () => Array.from(scroller.querySelectorAll<HTMLElement>('.virtual-list-pool__row'));
    const before = elements();
    // k2 is replaced by x in place; k4 goes, so k6 comes into view at the bottom (on k4's spare element).
    keys.value = ['k0', 'k1', 'x', 'k3', 'k5', 'k6', 'k7', 'k8', 'k9'];
    pool.update(9);
    expect(shown()).toEqual(['k0', 'k1', 'x', 'k3', 'k5', 'k6']);
    expect(elements()).toEqual([before[0], before[1], before[2], before[3], before[5], before[4]]);
    expect(scroller.firstElementChild!.children).toHaveLength(6);
  });

  it('draws a bottom-anchored list’s rows upwards from row 0, and those of a scrolled-to offset', () => {
    view = 60;
    const keys = { value: letters(40) };
    const { pool, scroller, shown } = setup(keys, 'bottom');
    pool.update(40);
    // Row 0 is the bottom one: the DOM runs top to bottom.
    expect(shown()).toEqual(letters(6).reverse());
    // A column-reverse box scrolls into negative offsets: 200 px up from the bottom is row 10.
    scroller.scrollTop = -200;
    scroller.dispatchEvent(new Event('scroll'));
    expect(shown()).toEqual(letters(6, 9).reverse());
    const sizer = scroller.firstElementChild as HTMLElement;
    expect([sizer.style.paddingTop, sizer.style.paddingBottom]).toEqual(['500px', '180px']);
  });

  it('follows the box’s height and repaints only on update or when rows show new keys', () => {
    view = 40;
    const keys = { value: letters(20) };
    const { pool, shown, resize, scroller } = setup(keys);
    pool.update(20);
    expect(shown()).toHaveLength(5);
    resize(100);
    expect(shown()).toEqual(letters(8));
    const rows = pool.visibleRows();
    const painted = rows.map((row) => row.painted);
    resize(100);
    expect(pool.visibleRows().map((row) => row.painted)).toEqual(painted);
    pool.update(20);
    expect(pool.visibleRows().map((row) => row.painted)).toEqual(painted.map((count) => count + 1));
    pool.destroy();
    expect(scroller.children).toHaveLength(0);
  });
});

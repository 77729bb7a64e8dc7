/**
 * A virtual list of rows the caller paints itself (the DOM mirrors of the canvas book and tape):
 * row elements for the rows in view (plus a little overscan) — React renders only the scroll box
 * around it (DESIGN §4, §6). Rows are keyed and sit in flow: a row that moves (a
 * better level pushes the book along, a new trade pushes the tape) keeps its element, its text and
 * its style — layout alone places it; elements enter and leave only at the keys that came or went,
 * and the DOM keeps the order on screen, top to bottom. Nothing here reads layout in the update
 * path: the view's height comes from a ResizeObserver and the scroll offset from scroll events.
 */
import './VirtualList.css';

/** A value that changes over time, as a signal offers it: the value now, and a call per change. */
export type Subscribable<T> = {
  peek(): T;
  /** Calls `listener` with the current value, then with each new one; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
};

/** One pooled row: its element and the index it shows (−1 while it shows none). */
export type PoolRow = { readonly element: HTMLElement; index: number };

/**
 * Where row 0 sits. 'top': at the top (bids, the tape). 'bottom': at the bottom of a
 * column-reverse scroll box (asks: the best ask over the spread), the rows above it in the DOM; the
 * browser then keeps the view anchored to the bottom as rows come and go and as the box resizes,
 * with no script.
 */
export type PoolAnchor = 'top' | 'bottom';

export type VirtualListPoolOptions<R extends PoolRow> = {
  /** The scroll box, sized by its parent; the pool adds its own content box inside. */
  readonly scroller: HTMLElement;
  /** Every row's height in px. */
  readonly rowHeight: number;
  readonly anchor: PoolAnchor;
  /** Rows kept beyond each edge of the view, so a fast scroll shows no gap before it repaints. */
  readonly overscan?: number;
  /** Row `index`'s identity (a level's price, a trade's key): a key keeps its element while it stays in view. */
  keyOf(index: number): string | number;
  /** A new, empty row element (the pool positions it). */
  createRow(): R;
  /** Writes row `index`'s content into `row`: when it shows a new key or index, and on every `update`. */
  paintRow(row: R, index: number): void;
  /** A row stopped showing its key: it left the page, kept for another key, or takes another key where it stands. */
  releaseRow?(row: R): void;
};

/** The pool of one scroll box. */
export class VirtualListPool<R extends PoolRow> {
  private readonly sizer: HTMLDivElement;
  private readonly byKey = new Map<string | number, R>();
  private readonly spare: R[] = [];
  private readonly resizeObserver: ResizeObserver | null;
  private count = 0;
  private viewHeight: number;
  private offset = 0;
  private paddingTop = '';
  private paddingBottom = '';

  constructor(private readonly options: VirtualListPoolOptions<R>) {
    const { scroller, anchor } = options;
    scroller.classList.add('virtual-list-pool', `virtual-list-pool--${anchor}`);
    this.sizer = document.createElement('div');
    this.sizer.className = 'virtual-list-pool__sizer';
    scroller.append(this.sizer);
    // One read when mounted; from then on the observer reports the size without a forced layout.
    this.viewHeight = scroller.clientHeight;
    scroller.addEventListener('scroll', this.onScroll, { passive: true });
    this.resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(this.onResize);
    this.resizeObserver?.observe(scroller);
  }

  /** Rows in the list now; repaints every row in view (the caller's data changed). */
  update(count: number): void {
    this.count = Math.max(0, Math.floor(count));
    this.place(true);
  }

  /** The rows in view, row 0 first. */
  visibleRows(): R[] {
    return [...this.byKey.values()].sort((a, b) => a.index - b.index);
  }

  /** Stops listening and removes the rows. */
  destroy(): void {
    this.options.scroller.removeEventListener('scroll', this.onScroll);
    this.resizeObserver?.disconnect();
    for (const row of this.byKey.values()) this.options.releaseRow?.(row);
    this.sizer.remove();
    this.byKey.clear();
    this.spare.length = 0;
  }

  private readonly onScroll = () => {
    const top = this.options.scroller.scrollTop;
    // A column-reverse box scrolls up into negative offsets from its bottom.
    const offset = Math.max(0, this.options.anchor === 'top' ? top : -top);
    if (offset === this.offset) return;
    this.offset = offset;
    this.place(false);
  };

  private readonly onResize = (entries: ResizeObserverEntry[]) => {
    const height = entries[entries.length - 1]?.contentRect.height ?? this.viewHeight;
    if (height === this.viewHeight) return;
    this.viewHeight = height;
    this.place(false);
  };

  /** The keys of the rows in view, in order (a repeated key gets a suffix, so each row has its own). */
  private keysInView(first: number, wanted: number): (string | number)[] {
    const keys: (string | number)[] = [];
    const seen = new Set<string | number>();
    for (let index = first; index < first + wanted; index++) {
      let key = this.options.keyOf(index);
      if (seen.has(key)) key = `${String(key)}#${index}`;
      seen.add(key);
      keys.push(key);
    }
    return keys;
  }

  /**
   * Matches the elements to the rows in view; `repaint` paints rows that kept their key and index
   * too. A row whose key left stays in the page until the walk passes its spot: a key that enters
   * right there takes that element where it stands (a level replaced by another at the same place,
   * the commonest change in a busy book), so it is repainted instead of removed and inserted.
   */
  private place(repaint: boolean): void {
    const { rowHeight, overscan = 2 } = this.options;
    const first = Math.max(0, Math.min(Math.floor(this.offset / rowHeight) - overscan, this.count - 1));
    const wanted = Math.max(0, Math.min(this.count - first, Math.ceil(this.viewHeight / rowHeight) + 1 + 2 * overscan));
    const keys = this.keysInView(first, wanted);
    const inView = new Set(keys);
    const leaving = new Map<Element, R>();
    for (const [key, row] of this.byKey) {
      if (inView.has(key)) continue;
      this.byKey.delete(key);
      leaving.set(row.element, row);
    }
    // The DOM runs top to bottom: row 0 first at the top, last at the bottom.
    const fromTop = this.options.anchor === 'top';
    let previous: Element | null = null;
    for (let k = 0; k < wanted; k++) {
      const key = keys[fromTop ? k : wanted - 1 - k]!;
      const index = fromTop ? first + k : first + wanted - 1 - k;
      let next: Element | null = previous === null ? this.sizer.firstElementChild : previous.nextElementSibling;
      let row = this.byKey.get(key);
      const entered = row === undefined;
      if (row === undefined) {
        const here: R | undefined = next === null ? undefined : leaving.get(next);
        if (here !== undefined) {
          leaving.delete(here.element);
          this.options.releaseRow?.(here);
        }
        row = here ?? this.spare.pop() ?? this.createRow();
        this.byKey.set(key, row);
      } else {
        // Rows that left and sit before this one go now, so it need not move.
        while (next !== null && next !== row.element && leaving.has(next)) {
          const gone = leaving.get(next)!;
          next = next.nextElementSibling;
          leaving.delete(gone.element);
          this.retire(gone);
        }
      }
      // Rows that stay keep their order; only one that entered (or a key that moved past another) is inserted.
      if (next !== row.element) {
        if (previous === null) this.sizer.prepend(row.element);
        else previous.after(row.element);
      }
      previous = row.element;
      const moved = row.index !== index;
      row.index = index;
      if (entered || moved || repaint) this.options.paintRow(row, index);
    }
    for (const row of leaving.values()) this.retire(row);
    // The rows not drawn are paddings: those before the first drawn on row 0's side, the rest on the other.
    const before = `${first * rowHeight}px`;
    const after = `${(this.count - first - wanted) * rowHeight}px`;
    const [top, bottom] = fromTop ? [before, after] : [after, before];
    if (top !== this.paddingTop) this.sizer.style.paddingTop = this.paddingTop = top;
    if (bottom !== this.paddingBottom) this.sizer.style.paddingBottom = this.paddingBottom = bottom;
  }

  /** Takes a row whose key left out of the page and keeps it for another key. */
  private retire(row: R): void {
    row.element.remove();
    row.index = -1;
    this.options.releaseRow?.(row);
    this.spare.push(row);
  }

  private createRow(): R {
    const row = this.options.createRow();
    row.index = -1;
    row.element.classList.add('virtual-list-pool__row');
    row.element.style.height = `${this.options.rowHeight}px`;
    return row;
  }
}

/**
 * The book and the tape drawn in the market worker (DESIGN §6), on the canvases the page handed
 * over (`transferControlToOffscreen`): the worker holds the book, so it draws the visible levels
 * and trades itself at its own animation frame, and the drawing and the canvas's commit cost the
 * main thread nothing. The page keeps the DOM mirror, the pointer's geometry, and tells each
 * canvas's view (size, scroll, pixel ratio, theme) as it changes.
 *
 * Socket → painted: a book or trade message's server stamp and receipt time wait here for the
 * next drawing that shows a change; once that animation frame's canvases are committed (a message
 * posted from the frame runs after it), the sample (sent, received, frame start, painted) goes into
 * a ring the page reads on demand (`latencies`, for the e2e perf trace).
 */
import { latencyRing, wholeTape } from '../../src/core/live';
import type { BookKind, SideFrame } from '../../src/core/orderbook';
import { BookSides } from '../../src/core/rowpaint/bookSides';
import type { TimerClock } from '../../src/core/rowpaint/clock';
import type { RowContext } from '../../src/core/rowpaint/rows';
import { TapeCanvas } from '../../src/core/rowpaint/tape';
import { CanvasRowSurface, type RowCanvasId, type RowView } from '../../src/core/rowpaint/view';
import type { MarketFeed } from './feed';
import type { FrameBuilder } from './frames';

/** Own-order latencies kept (a trader places a few orders a minute). */
export const OWN_ORDER_SAMPLES = 256;

/** What the painter needs from its thread. */
export type PaintDeps = {
  /** The thread's animation frame. */
  readonly requestFrame: (callback: () => void) => void;
  /** Runs `callback` after the current animation frame's commit. */
  readonly afterCommit: (callback: () => void) => void;
  /** Timers for the change highlights. */
  readonly clock: TimerClock;
  /** Wall-clock ms since the epoch (the server stamps' clock). */
  readonly now: () => number;
};

/** The worker's animation frame, else a timer (a worker scope without one). */
export function workerPaintDeps(): PaintDeps {
  const raf =
    typeof requestAnimationFrame === 'function'
      ? (callback: () => void) => void requestAnimationFrame(() => callback())
      : (callback: () => void) => void setTimeout(callback, 16);
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  const queued: (() => void)[] = [];
  if (channel) channel.port1.onmessage = () => queued.splice(0).forEach((callback) => callback());
  return {
    requestFrame: raf,
    afterCommit: (callback) => {
      if (channel === null) return void setTimeout(callback, 0);
      queued.push(callback);
      if (queued.length === 1) channel.port2.postMessage(null);
    },
    clock: {
      now: () => performance.now(),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    now: () => Date.now(),
  };
}

const contextOf = (canvas: OffscreenCanvas) => canvas.getContext('2d') as RowContext | null;

type Book = { readonly sides: BookSides; readonly surfaces: Record<BookKind, CanvasRowSurface> };
type Tape = { readonly canvas: TapeCanvas; readonly surface: CanvasRowSurface };

/** Draws the selected market's book and tape on the attached canvases (see the file comment). */
export class MarketPaint {
  private book: Book | null = null;
  private tape: Tape | null = null;
  private feed: MarketFeed | null = null;
  private asks: SideFrame | null = null;
  private bids: SideFrame | null = null;
  /** The feed the tape was drawn from (undefined: never drawn). */
  private tapeFeed: MarketFeed | null | undefined = undefined;
  private drawnVersions = { feed: null as MarketFeed | null, asks: -1, bids: -1, tape: -1, layout: '' };
  private frameRequested = false;
  private pendingSent: number | null = null;
  private pendingReceived = 0;
  private readonly ring = latencyRing();
  /** When the oldest not yet drawn delta of the user's own orders arrived (null: none waiting). */
  private pendingOwn: number | null = null;
  /** Own-order delta received → drawn and committed, ms, the newest OWN_ORDER_SAMPLES. */
  private readonly own: number[] = [];

  constructor(
    private readonly frames: FrameBuilder,
    private readonly deps: PaintDeps,
  ) {}

  /** Whether anything is drawn here (then the page draws neither book nor tape). */
  get attached(): boolean {
    return this.book !== null || this.tape !== null;
  }

  attachBook(canvases: Record<BookKind, OffscreenCanvas>, views: Record<BookKind, RowView>): void {
    this.book?.sides.destroy();
    const surface = (kind: BookKind) => new CanvasRowSurface(canvases[kind], contextOf(canvases[kind]), kind === 'asks' ? 'bottom' : 'top');
    const surfaces = { asks: surface('asks'), bids: surface('bids') };
    surfaces.asks.apply(views.asks);
    surfaces.bids.apply(views.bids);
    // The frames carry at most the depth already.
    this.book = { sides: new BookSides(surfaces, Infinity, this.deps.clock), surfaces };
    this.drawnVersions.asks = this.drawnVersions.bids = -1;
    this.request();
  }

  attachTape(canvas: OffscreenCanvas, view: RowView): void {
    const surface = new CanvasRowSurface(canvas, contextOf(canvas), 'top');
    surface.apply(view);
    this.tape = { canvas: new TapeCanvas(surface), surface };
    this.drawnVersions.tape = -1;
    this.request();
  }

  detach(which: 'book' | 'tape'): void {
    if (which === 'book') {
      this.book?.sides.destroy();
      this.book = null;
    } else this.tape = null;
  }

  /** A canvas's view changed: what it shows is drawn again for it. */
  setView(id: RowCanvasId, view: RowView): void {
    if (id === 'tape') {
      if (this.tape?.surface.apply(view)) this.tape.canvas.redrawAll();
    } else if (this.book?.surfaces[id].apply(view)) this.book.sides.redrawAll(id);
  }

  hover(kind: BookKind, level: number | null): void {
    this.book?.sides.hover(kind, level);
  }

  /** The exact unit price of the level drawn at `level` of `kind`, or null. */
  drawnUnitPrice(kind: BookKind, level: number): string | null {
    return this.book?.sides.unitPriceOf(kind, level) ?? null;
  }

  /** A book or trade message stamped `sentAt` arrived at `receivedAt`: the drawing that shows it is measured. */
  noteSent(sentAt: number | null, receivedAt: number): void {
    if (!this.attached || sentAt === null || (this.pendingSent !== null && sentAt >= this.pendingSent)) return;
    this.pendingSent = sentAt;
    this.pendingReceived = receivedAt;
  }

  /** A delta of the user's own orders arrived at `receivedAt`: the drawing that shows it is measured too. */
  noteOwnOrder(receivedAt: number): void {
    if (this.attached && this.pendingOwn === null) this.pendingOwn = receivedAt;
  }

  /** Own-order delta → painted latencies (ms) since the last clear. */
  get ownOrderLatencies(): readonly number[] {
    return this.own;
  }

  /** Forgets the own-order samples. */
  clearOwnOrders(): void {
    this.own.length = 0;
  }

  /** The feed (or the market) may have changed: it is drawn at the next animation frame. */
  changed(feed: MarketFeed | null): void {
    this.feed = feed;
    this.request();
  }

  /** Socket → painted latencies of the drawings here; null while nothing is drawn here (the page measures its own). */
  get latencies(): ReturnType<typeof latencyRing> | null {
    return this.attached ? this.ring : null;
  }

  private request(): void {
    if (this.frameRequested || !this.attached) return;
    this.frameRequested = true;
    this.deps.requestFrame(this.paint);
  }

  private readonly paint = () => {
    this.frameRequested = false;
    const frameAt = this.deps.now();
    const drew = this.drawBook() + this.drawTape();
    const ownAt = this.pendingOwn;
    if (ownAt !== null && drew > 0) {
      this.pendingOwn = null;
      this.deps.afterCommit(() => {
        this.own.push(this.deps.now() - ownAt);
        if (this.own.length > OWN_ORDER_SAMPLES) this.own.shift();
      });
    }
    const sentAt = this.pendingSent;
    if (sentAt === null || drew === 0) return;
    const receivedAt = this.pendingReceived;
    this.pendingSent = null;
    this.deps.afterCommit(() => this.ring.add({ sentAt, receivedAt, appliedAt: frameAt, paintedAt: this.deps.now() }));
  };

  /** Draws the sides whose levels changed; answers how many changed. */
  private drawBook(): number {
    const book = this.book;
    if (book === null) return 0;
    const feed = this.feed;
    const drawn = this.drawnVersions;
    const fresh = feed !== drawn.feed || this.frames.layout !== drawn.layout;
    let changed = 0;
    for (const kind of ['asks', 'bids'] as const) {
      const version = feed === null ? -1 : feed.book[kind].version;
      if (!fresh && version === drawn[kind]) continue;
      drawn[kind] = version;
      const frame = feed === null ? null : this.frames.sideFrame(feed, kind);
      if (kind === 'asks') this.asks = frame;
      else this.bids = frame;
      changed += 1;
    }
    drawn.layout = this.frames.layout;
    if (fresh) drawn.feed = feed;
    if (changed > 0) book.sides.draw(this.asks, this.bids);
    return changed;
  }

  /** Draws the tape when its trades changed; answers 1 when they did. */
  private drawTape(): number {
    const tape = this.tape;
    if (tape === null) return 0;
    const feed = this.feed;
    const version = feed === null ? -1 : feed.tapeVersion;
    if (feed === this.tapeFeed && version === this.drawnVersions.tape) return 0;
    this.tapeFeed = feed;
    this.drawnVersions.tape = version;
    tape.canvas.draw(wholeTape(feed === null ? [] : this.frames.shownTape(feed)));
    return 1;
  }
}

import { Fragment, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Panel, TabList, tabIds, type TabItem } from '../../components/Panel';
import './MarketTop.css';

type MarketView = 'chart' | 'book' | 'trades';

/**
 * Counts the times `ref`'s box goes from no height to some: the book is remounted then (its tab
 * opened on a phone, or a phone-sized window grew), so the asks list pins its best level above the
 * centre bar at its real height — a list laid out while hidden has nothing to pin to.
 */
function useShownCount(ref: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let visible = element.clientHeight > 0;
    const observer = new ResizeObserver(([entry]) => {
      const now = (entry?.contentRect.height ?? 0) > 0;
      if (now && !visible) setCount((previous) => previous + 1);
      visible = now;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return count;
}

const VIEWS: readonly TabItem<MarketView>[] = [
  { id: 'chart', label: 'Chart' },
  { id: 'book', label: 'Book' },
  { id: 'trades', label: 'Trades' },
];

type MarketTopProps = {
  chart: ReactNode;
  book: ReactNode;
  tape: ReactNode;
  /** Beside the order book's title (the live connection's state). */
  bookStatus?: ReactNode;
};

/**
 * The market screen's top area (SPEC §2 Market screen): 20 columns split chart 12, order book 4, tape 4.
 * Below 1280 px the chart takes the full width over book and tape; below 768 px one of the three shows
 * at a time behind tabs. All three stay mounted so a live chart or book never restarts on a tab change.
 * Each view sits in a box of fixed size with strict containment, so a frame's changes lay out and
 * paint that box, never the page (flex and grid items cannot be relayout boundaries; this box is not one).
 */
export function MarketTop({ chart, book, tape, bookStatus }: MarketTopProps) {
  const [view, setView] = useState<MarketView>('chart');
  const bookRef = useRef<HTMLDivElement>(null);
  const bookShown = useShownCount(bookRef);
  const idPrefix = useId();
  const regionId = (id: MarketView) => tabIds(idPrefix, id).panel;

  return (
    <div className="market-top" data-view={view}>
      <TabList items={VIEWS} selected={view} onSelect={setView} label="Market view" idPrefix={idPrefix} className="market-top__views" />
      <Panel id={regionId('chart')} title="Chart" className="market-top__chart" bodyClassName="market-top__body">
        <div className="market-top__content">{chart}</div>
      </Panel>
      <Panel id={regionId('book')} title="Order book" className="market-top__book" bodyClassName="market-top__body market-top__body--flush" actions={bookStatus}>
        <div ref={bookRef} className="market-top__content">
          <Fragment key={bookShown}>{book}</Fragment>
        </div>
      </Panel>
      <Panel id={regionId('trades')} title="Trades" className="market-top__tape" bodyClassName="market-top__body market-top__body--flush">
        <div className="market-top__content">{tape}</div>
      </Panel>
    </div>
  );
}

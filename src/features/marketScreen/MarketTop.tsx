import { useId, useState, type ReactNode } from 'react';
import { Panel, TabList, tabIds, type TabItem } from '../../components/Panel';
import './MarketTop.css';

type MarketView = 'chart' | 'book' | 'trades';

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
  const idPrefix = useId();
  const regionId = (id: MarketView) => tabIds(idPrefix, id).panel;

  return (
    <div className="market-top" data-view={view}>
      <TabList items={VIEWS} selected={view} onSelect={setView} label="Market view" idPrefix={idPrefix} className="market-top__views" />
      <Panel id={regionId('chart')} title="Chart" className="market-top__chart" bodyClassName="market-top__body">
        <div className="market-top__content">{chart}</div>
      </Panel>
      <Panel
        id={regionId('book')}
        title="Order book"
        className="market-top__book"
        bodyClassName="market-top__body market-top__body--flush"
        actions={bookStatus}
      >
        {/* The asks stay on the spread when the book is hidden behind a tab and shown again: their
            box is column-reverse (VirtualListPool), so no remount or scroll fix is needed. */}
        <div className="market-top__content">{book}</div>
      </Panel>
      <Panel id={regionId('trades')} title="Trades" className="market-top__tape" bodyClassName="market-top__body market-top__body--flush">
        <div className="market-top__content">{tape}</div>
      </Panel>
    </div>
  );
}

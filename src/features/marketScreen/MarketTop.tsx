import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Loader } from '../../components/Loader';
import { Panel, TabList, tabIds, type TabItem } from '../../components/Panel';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint';
import { marketView, showMarketView, type MarketView } from '../../state/ui';
import './MarketTop.css';

const VIEWS: readonly TabItem<MarketView>[] = [
  { id: 'chart', label: 'Chart' },
  { id: 'book', label: 'Book' },
  { id: 'trades', label: 'Trades' },
];
const WITH_TRADE: readonly TabItem<MarketView>[] = [...VIEWS, { id: 'trade', label: 'Buy / Sell' }];

/** True on a phone layout (the tabs show one view at a time below 768 px). */
const isPhone = () => typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;

/**
 * Which views are mounted. On a phone only the view in sight mounts with the screen; the others
 * follow in the task after its first frame, so the screen's first commit carries one view, not four
 * (docs/performance.md, "The first screen", rule 11). A view tapped before then shows a loader in the tap's
 * frame and mounts in that same later task, never inside the tap.
 */
function useMountedViews(view: MarketView): (id: MarketView) => boolean {
  const [firstView] = useState(() => (isPhone() ? view : null));
  const afterFirstPaint = useAfterFirstPaint();
  return (id) => firstView === null || afterFirstPaint || id === firstView;
}

const waitingView = (
  <div className="market-top__placeholder">
    <Loader message="Loading…" />
  </div>
);

type MarketTopProps = {
  chart: ReactNode;
  book: ReactNode;
  tape: ReactNode;
  /** Beside the order book's title (the live connection's state). */
  bookStatus?: ReactNode;
  /** The trade box and balances: under the top area from 768 px, the fourth tab on a phone. */
  trade?: ReactNode;
  /** Changes when a book level is picked: a phone showing the book then shows the trade box. */
  pickedKey?: string | null;
};

/**
 * The market screen's top area (SPEC §2 Market screen): 20 columns split chart 12, order book 4, tape 4.
 * Below 1280 px the chart takes the full width over book and tape; below 768 px one of the three shows
 * at a time behind tabs, with the trade box as a fourth (from 768 px it sits under the top area). Once
 * mounted, all stay mounted, so a live chart or book never restarts on a tab change.
 * Each view sits in a box of fixed size with strict containment, so a frame's changes lay out and
 * paint that box, never the page (flex and grid items cannot be relayout boundaries; this box is not one).
 */
export function MarketTop({ chart, book, tape, bookStatus, trade, pickedKey = null }: MarketTopProps) {
  useSignals();
  // Without a trade box (the placeholder while the market loads) its tab shows the chart meanwhile.
  const view: MarketView = trade === undefined && marketView.value === 'trade' ? 'chart' : marketView.value;
  const idPrefix = useId();
  const regionId = (id: MarketView) => tabIds(idPrefix, id).panel;
  const mounted = useMountedViews(view);
  const shown = (id: MarketView, node: ReactNode) => (mounted(id) ? node : waitingView);
  // A level picked on the phone's book goes straight to the trade box, which took its price.
  const seenPick = useRef(pickedKey);
  useEffect(() => {
    if (pickedKey === seenPick.current) return;
    seenPick.current = pickedKey;
    if (pickedKey !== null && marketView.value === 'book' && trade !== undefined && isPhone()) showMarketView('trade');
  }, [pickedKey, trade]);

  return (
    <div className="market-top" data-view={view}>
      <TabList
        items={trade === undefined ? VIEWS : WITH_TRADE}
        selected={view}
        onSelect={showMarketView}
        label="Market view"
        idPrefix={idPrefix}
        className="market-top__views"
      />
      <Panel id={regionId('chart')} title="Chart" className="market-top__chart" bodyClassName="market-top__body">
        <div className="market-top__content">{shown('chart', chart)}</div>
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
        <div className="market-top__content">{shown('book', book)}</div>
      </Panel>
      <Panel id={regionId('trades')} title="Trades" className="market-top__tape" bodyClassName="market-top__body market-top__body--flush">
        <div className="market-top__content">{shown('trades', tape)}</div>
      </Panel>
      {trade !== undefined && (
        <div id={regionId('trade')} className="market-top__trade">
          {shown('trade', trade)}
        </div>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { Panel, TabList, tabIds, type TabItem } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';
import './MarketTop.css';

type MarketView = 'chart' | 'book' | 'trades';

const VIEWS: readonly TabItem<MarketView>[] = [
  { id: 'chart', label: 'Chart' },
  { id: 'book', label: 'Book' },
  { id: 'trades', label: 'Trades' },
];

/**
 * The market screen's top area (SPEC §2 Market screen): 20 columns split chart 12, order book 4, tape 4.
 * Below 1280 px the chart takes the full width over book and tape; below 768 px one of the three shows
 * at a time behind tabs. All three stay mounted so a live chart or book never restarts on a tab change.
 */
export function MarketTop() {
  const [view, setView] = useState<MarketView>('chart');
  const idPrefix = useId();
  const regionId = (id: MarketView) => tabIds(idPrefix, id).panel;

  return (
    <div className="market-top" data-view={view}>
      <TabList items={VIEWS} selected={view} onSelect={setView} label="Market view" idPrefix={idPrefix} className="market-top__views" />
      <Panel id={regionId('chart')} title="Chart" className="market-top__chart" bodyClassName="market-top__body">
        <NamedLoader name="trade_chart" force message="Loading chart…" />
      </Panel>
      <Panel id={regionId('book')} title="Order book" className="market-top__book" bodyClassName="market-top__body">
        <NamedLoader name="trade_orderbook" force message="Loading order book…" />
      </Panel>
      <Panel id={regionId('trades')} title="Trades" className="market-top__tape" bodyClassName="market-top__body">
        <NamedLoader name="trade_tape" force message="Loading trades…" />
      </Panel>
    </div>
  );
}

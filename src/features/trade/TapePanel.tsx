import { useSignals } from '@preact/signals-react/runtime';
import { TradeTape } from '../../components/tape/TradeTape';
import type { MarketSummary } from '../../services/marketsService';
import { selectedEndpoint } from '../../state/app';
import { useTapeRows } from './useTapeRows';

type TapePanelProps = { market: MarketSummary; pricePrecision: number; /** The worker watches this market. */ live: boolean };

/** The trade tape (SPEC §2): the latest 100 trades, price = unit_price / 10^8, amount in the quote token. */
export function TapePanel({ market, pricePrecision, live }: TapePanelProps) {
  useSignals();
  const rows = useTapeRows(market, live, selectedEndpoint.value?.url ?? null, pricePrecision);
  return <TradeTape trades={rows} baseTicker={market.base.ticker} quoteTicker={market.quote.ticker} />;
}

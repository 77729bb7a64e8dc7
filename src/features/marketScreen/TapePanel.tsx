import { useSignals } from '@preact/signals-react/runtime';
import { TradeTape } from '../../components/tape/TradeTape';
import type { Market } from '../../core/domain';
import { selectedEndpoint } from '../../state/app';
import { rowPaint } from '../../state/market';
import { useTapeRows } from './useTapeRows';

type TapePanelProps = { market: Market; /** The worker watches this market. */ live: boolean };

/** The trade tape (SPEC §2): the latest 100 trades, price = unit_price / 10^8 at the screen's decimals (the worker formats them), amount in the quote token. */
export function TapePanel({ market, live }: TapePanelProps) {
  useSignals();
  const rows = useTapeRows(market, live, selectedEndpoint.value?.url ?? null);
  // Once the worker watches this market, it draws the rows itself on the tape's canvas.
  return <TradeTape trades={rows} baseTicker={market.base.ticker} quoteTicker={market.quote.ticker} paintTarget={live ? rowPaint : null} />;
}

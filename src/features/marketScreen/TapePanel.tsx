import { useSignals } from '@preact/signals-react/runtime';
import { TradeTape } from '../../components/tape/TradeTape';
import type { Market } from '../../core/domain';
import { selectedEndpoint } from '../../state/app';
import { rowPaint } from '../../state/market';
import type { MarketSession } from './useMarketSession';
import { useTapeRows } from './useTapeRows';

type TapePanelProps = { market: Market; /** The watched market's session: null until the worker watches it. */ session: MarketSession | null };

/** The trade tape (SPEC §2): the latest 100 trades, price = unit_price / 10^8 at the screen's decimals (the worker formats them), amount in the quote token. */
export function TapePanel({ market, session }: TapePanelProps) {
  useSignals();
  const live = session !== null;
  const rows = useTapeRows(market, session, selectedEndpoint.value?.url ?? null);
  // Once the worker watches this market, it draws the rows itself on the tape's canvas.
  return <TradeTape trades={rows} baseTicker={market.base.ticker} quoteTicker={market.quote.ticker} paintTarget={live ? rowPaint : null} />;
}

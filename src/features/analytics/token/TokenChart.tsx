import { Panel } from '../../../components/Panel';
import { Loader } from '../../../components/Loader';
import type { TokenPageState } from '../../../state/tokenPage';
import { VenueChart } from '../shared/VenueChart';
import '../shared/VenueChart.css';

/** The token's price in WAX: the candles of its deepest WAX pool (the swap chart's component). */
export function TokenChart({ ticker, venue }: { ticker: string; venue: TokenPageState['chartVenue'] }) {
  let body;
  if (venue === undefined) body = <Loader size={24} message="Finding the token's WAX pools…" />;
  else if (venue === null)
    body = (
      <div className="candle-chart candle-chart--empty" role="status">
        <span className="candle-chart__empty-title">No WAX pool to chart</span>
        <span className="candle-chart__empty-hint">
          {ticker === 'WAX' ? 'Prices here are counted in WAX.' : `No pool trades ${ticker} against WAX directly; see its pools and markets.`}
        </span>
      </div>
    );
  else body = <VenueChart venue={venue} symbol={`${ticker}/WAX`} testId="token-chart" />;
  return (
    <Panel title={ticker === 'WAX' ? 'Chart' : `${ticker}/WAX chart`} className="analytics-chart">
      {body}
    </Panel>
  );
}

import type { TradeSide } from '../../core/tape';
import { formatFixed, formatUsd, NO_VALUE } from '../../core/format';

/** Props of the bar between asks and bids. */
export type CentreBarProps = {
  lastPrice: number | null;
  lastSide: TradeSide | null;
  /** The last price in USD, or null when the rate is unknown. */
  fiatPrice: number | null;
  pricePrecision: number;
};

const ARROW: Record<TradeSide, string> = { buy: '▲', sell: '▼' };

/**
 * USD decimals for a token's fiat price: SPEC §5's 3 by default, more below $0.10 so four
 * significant digits stay ($0.0001234, not $0.000).
 */
export function fiatDecimals(usd: number): number {
  if (!(usd > 0) || usd >= 0.1) return 3;
  return Math.min(12, Math.ceil(-Math.log10(usd)) + 3);
}

/**
 * The last traded price, coloured by the taker's side, and its fiat value (SPEC §2 Market screen).
 * The line is a strictly contained box out of flow, so a new price lays out the line, not the book.
 */
export function CentreBar({ lastPrice, lastSide, fiatPrice, pricePrecision }: CentreBarProps) {
  const sideClass = lastSide ? ` orderbook__last--${lastSide}` : '';
  return (
    <div className="orderbook__centre">
      <div className="orderbook__centre-line">
        <span className={`orderbook__last${sideClass}`} aria-label="Last price">
          {lastPrice === null ? NO_VALUE : formatFixed(lastPrice, pricePrecision)}
          {lastSide && lastPrice !== null ? (
            <span className="orderbook__arrow" aria-label={`last trade: ${lastSide}`}>
              {ARROW[lastSide]}
            </span>
          ) : null}
        </span>
        <span className="orderbook__fiat" aria-label="Fiat price">
          {fiatPrice === null ? '' : `≈ ${formatUsd(fiatPrice, fiatDecimals(fiatPrice))}`}
        </span>
      </div>
    </div>
  );
}

import { formatPercentChange } from '../core/format';
import './PriceChange.css';

/** A signed percent change in green (up) or red (down), grey when flat or unknown (DESIGN §7: one green, one red). */
export function PriceChange({ change }: { change: number | null }) {
  const direction = change === null || !Number.isFinite(change) || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return <span className={`price-change price-change--${direction}`}>{formatPercentChange(change)}</span>;
}

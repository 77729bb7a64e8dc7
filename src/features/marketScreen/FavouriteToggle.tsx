import { useSignals } from '@preact/signals-react/runtime';
import type { Market } from '../../core/domain';
import { favouriteMarkets, isFavouriteMarket, toggleFavouriteMarket } from '../../state/marketsList';
import { pairName } from './marketFilter';

/** A star that adds a market to the favourites or removes it (SPEC §3: favourite markets by src_id). */
export function FavouriteToggle({ market }: { market: Market }) {
  useSignals();
  const on = isFavouriteMarket(market.srcId, favouriteMarkets.value);
  return (
    <button
      type="button"
      className={`favourite-toggle${on ? ' favourite-toggle--on' : ''}`}
      aria-pressed={on}
      aria-label={`Favourite ${pairName(market)}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggleFavouriteMarket(market.srcId)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}

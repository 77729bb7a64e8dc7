import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { favouriteMarkets, isFavouriteMarket, toggleFavouriteMarket } from '../../state/marketsList';

/** The star of a row: adds the pair to the favourites or removes it (SPEC §3: keyed by src_id). Its click does not open the row. */
export function FavouriteStar({ srcId, pair }: { srcId: string; pair: string }) {
  useSignals();
  const on = isFavouriteMarket(srcId, favouriteMarkets.value);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    toggleFavouriteMarket(srcId);
  };
  return (
    <button
      type="button"
      className={`markets-star${on ? ' markets-star--on' : ''}`}
      aria-pressed={on}
      aria-label={`Favourite ${pair}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onClick}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}

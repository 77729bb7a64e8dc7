import type { MouseEvent } from 'react';
import { toggleFavouriteMarket } from '../../state/marketsList';

/** The star of a row: adds the pair to the favourites or removes it (SPEC §3: keyed by src_id). Its click does not open the row. */
export function FavouriteStar({ srcId, pair, on }: { srcId: string; pair: string; on: boolean }) {
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
      {/* A glyph, not an SVG: a scrolled list lays out and paints it in every row it brings in (the label names the button). */}
      {on ? '★' : '☆'}
    </button>
  );
}

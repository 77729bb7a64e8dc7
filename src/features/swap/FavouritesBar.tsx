import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readStored } from '../../state/storage';
import { FAVOURITES_BAR_MAX, parseFavouritePairs } from './favouritePairs';
import { spotPath } from './SpotBox';
import './FavouritesBar.css';

/** The favourites bar row: the stored favourite pairs as links to their swap (SPEC §2 Swap screen). */
export function FavouritesBar() {
  // Favourites change only through the swap form's toggle, which this screen does not have yet: read once.
  const [pairs] = useState(() => parseFavouritePairs(readStored<unknown>('swapFavorites', [])).slice(0, FAVOURITES_BAR_MAX));

  return (
    <nav className="favourites-bar" aria-label="Favourite pairs">
      <span className="favourites-bar__label">Favourites</span>
      {pairs.length === 0 ? (
        <span className="favourites-bar__empty">No favourite pairs yet</span>
      ) : (
        <ul className="favourites-bar__list">
          {pairs.map((pair) => {
            const to = spotPath('swap', pair);
            return (
              <li key={to} className="favourites-bar__item">
                <Link to={to} className="favourites-bar__link" title={`${pair.input.contract} → ${pair.output.contract}`}>
                  {pair.input.ticker}/{pair.output.ticker}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

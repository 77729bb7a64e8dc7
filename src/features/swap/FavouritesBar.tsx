import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, CloseIcon } from '../../components/icons/uiIcons';
import type { TokenPair } from '../../core/domain';
import { favouritePairs, removeFavouritePair } from '../../state/swap';
import { spotPath } from '../common/SpotBox';
import './FavouritesBar.css';

/** How many favourites the bar shows at its widest (SPEC §2: up to 5 depending on width). */
export const FAVOURITES_BAR_MAX = 5;

const label = (pair: TokenPair) => `${pair.input.ticker}/${pair.output.ticker}`;

function FavouritesDropdown({ pairs, onClose }: { pairs: readonly TokenPair[]; onClose: () => void }) {
  return (
    <div className="favourites-dropdown" role="dialog" aria-label="All favourite pairs">
      {pairs.length === 0 ? (
        <p className="favourites-dropdown__empty">Star a pair in the swap box to keep it here.</p>
      ) : (
        <ul className="favourites-dropdown__list">
          {pairs.map((pair) => {
            const to = spotPath('swap', pair);
            return (
              <li key={to} className="favourites-dropdown__item">
                <Link to={to} className="favourites-dropdown__link" onClick={onClose}>
                  <span>{label(pair)}</span>
                  <span className="favourites-dropdown__contracts">
                    {pair.input.contract} → {pair.output.contract}
                  </span>
                </Link>
                <button
                  type="button"
                  className="button button--ghost button--icon"
                  aria-label={`Remove ${label(pair)} from favourites`}
                  onClick={() => removeFavouritePair(pair)}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The favourites bar (SPEC §2): favourite pairs as swap links, up to 5 by width, and a dropdown with all of them. */
export function FavouritesBar() {
  useSignals();
  const pairs = favouritePairs.value;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // Clicks outside and Escape close the dropdown.
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <nav ref={rootRef} className="favourites-bar" aria-label="Favourite pairs">
      <span className="favourites-bar__label">Favourites</span>
      {pairs.length === 0 ? (
        <span className="favourites-bar__empty">No favourite pairs yet</span>
      ) : (
        <ul className="favourites-bar__list">
          {pairs.slice(0, FAVOURITES_BAR_MAX).map((pair) => {
            const to = spotPath('swap', pair);
            return (
              <li key={to} className="favourites-bar__item">
                <Link to={to} className="favourites-bar__link" title={`${pair.input.contract} → ${pair.output.contract}`}>
                  {label(pair)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="button button--ghost button--sm favourites-bar__more"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        All <ChevronDownIcon size={14} />
      </button>
      {open && <FavouritesDropdown pairs={pairs} onClose={() => setOpen(false)} />}
    </nav>
  );
}

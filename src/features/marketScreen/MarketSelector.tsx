import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../../components/icons/uiIcons';
import type { Market } from '../../core/domain';
import { lastPrice } from '../../state/market';
import { favouriteMarkets, loadMarkets, marketsList } from '../../state/marketsList';
import { FavouriteToggle } from './FavouriteToggle';
import { MarketOption } from './MarketOption';
import { filterMarkets, marketFilters, pairName, type MarketFilter } from './marketFilter';
import './MarketSelector.css';

type MarketSelectorProps = {
  current: Market;
  /** The worker watches `current`: the list shows its live last price (the list's figure may be older). */
  live: boolean;
  /** A market was chosen (the screen navigates to it). */
  onSelect: (market: Market) => void;
};

// The selector's list figures may be this old when it opens (SPEC §9 uses 20 s for rates too).
const LIST_MAX_AGE_MS = 20_000;

const optionsOf = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLElement>('.market-option__pair') ?? []);

/**
 * The market selector of the top chart bar (SPEC §2; 300 × 400 px): a search, filter tabs by
 * exchange type and favourites, and each market's pair, favourite toggle and last price. Arrow
 * keys move between markets, Enter opens one, Escape closes and returns focus to the button.
 */
export function MarketSelector({ current, live, onSelect }: MarketSelectorProps) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<MarketFilter>('all');
  const [search, setSearch] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const popoverId = useId();
  const list = marketsList.value;
  const favourites = favouriteMarkets.value;
  const shown = open ? filterMarkets(list.markets, filter, search, favourites) : [];
  // Read only while open, so a trade re-renders the selector only when its list is on screen.
  const liveLastPrice = open && live ? lastPrice.value : null;

  useEffect(() => {
    if (!open) return undefined;
    void loadMarkets({ maxAgeMs: LIST_MAX_AGE_MS });
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (market: Market) => {
    setOpen(false);
    onSelect(market);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const options = optionsOf(listRef.current);
    if (options.length === 0) return;
    event.preventDefault();
    const at = options.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at < 0 ? (step === 1 ? 0 : options.length - 1) : Math.min(Math.max(at + step, 0), options.length - 1);
    options[next]?.focus();
  };

  let body;
  if (list.error !== null && list.markets.length === 0)
    body = (
      <p className="market-selector__state" role="alert">
        Could not load the markets: {list.error}
      </p>
    );
  else if (!list.loaded) body = <p className="market-selector__state">Loading markets…</p>;
  else if (shown.length === 0)
    body = (
      <p className="market-selector__state">
        {filter === 'favorites' && search === '' ? 'No favourite markets yet. Star a market to keep it here.' : 'No market matches.'}
      </p>
    );
  else
    body = (
      <ul ref={listRef} className="market-selector__list" aria-label="Markets">
        {shown.map((market) => (
          <MarketOption
            key={market.srcId}
            market={market}
            selected={market.id === current.id}
            lastPrice={market.id === current.id && liveLastPrice !== null ? liveLastPrice : market.lastPrice}
            onChoose={choose}
          />
        ))}
      </ul>
    );

  return (
    <div
      ref={rootRef}
      className="market-selector"
      onKeyDown={open ? onKeyDown : undefined}
      // Tabbing out of the popover closes it (a click outside does too, below).
      onBlur={(event) => open && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget) && setOpen(false)}
    >
      <div className="market-selector__bar">
        <button
          ref={buttonRef}
          type="button"
          className="market-selector__trigger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => setOpen(!open)}
        >
          <span className="visually-hidden">Market: </span>
          {pairName(current)}
          <ChevronDownIcon size={14} aria-hidden="true" />
        </button>
        <FavouriteToggle market={current} />
      </div>
      {open ? (
        <div id={popoverId} className="market-selector__popover" role="dialog" aria-label="Choose a market">
          <input
            className="input market-selector__search"
            type="search"
            placeholder="Search token or contract"
            aria-label="Search markets"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // The popover was just opened by the user: typing right away is what it is for.
            autoFocus
          />
          <div className="market-selector__filters segmented" role="group" aria-label="Filter markets">
            {marketFilters(list.markets).map((tab) => (
              <button key={tab.id} type="button" aria-pressed={tab.id === filter} onClick={() => setFilter(tab.id)}>
                {tab.label}
              </button>
            ))}
          </div>
          {body}
        </div>
      ) : null}
    </div>
  );
}

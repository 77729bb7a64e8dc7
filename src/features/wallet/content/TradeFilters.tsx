import { useState, type FormEvent } from 'react';
import { parseTokenCode, parseWalletList, type TradeFilterForm, type TradeVenueKind } from '../../../core/walletTrades';
import { openModal } from '../../../state/ui';

const VENUES: readonly { id: TradeVenueKind; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'markets', label: 'Markets' },
  { id: 'pools', label: 'Pools' },
];

type TradeFiltersProps = {
  /** The filter the history shows. */
  current: TradeFilterForm;
  onApply: (form: TradeFilterForm) => void;
};

/**
 * The history's query (SPEC §2 Wallet, §5): which wallets (typed, or a saved list), which token, and
 * order-book markets or pools. Each field says what is wrong with it; nothing is asked until all fit.
 */
export function TradeFilters({ current, onApply }: TradeFiltersProps) {
  const [walletsText, setWalletsText] = useState(current.wallets.join(', '));
  const [tokenText, setTokenText] = useState(current.token);
  const [venue, setVenue] = useState<TradeVenueKind>(current.venue);
  const [tried, setTried] = useState(false);
  const wallets = parseWalletList(walletsText);
  const token = parseTokenCode(tokenText);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (!wallets.ok || !token.ok) return;
    onApply({ wallets: wallets.value, token: token.value, venue });
  };
  const walletProblem = tried && !wallets.ok ? wallets.reason : null;
  const tokenProblem = tried && !token.ok ? token.reason : null;

  return (
    <form className="trade-filters" onSubmit={apply} aria-label="Trade filters" noValidate>
      <div className="trade-filters__field trade-filters__wallets">
        <label className="field-label" htmlFor="trade-filter-wallets">
          Wallets
        </label>
        <div className="trade-filters__row">
          <input
            id="trade-filter-wallets"
            className="input"
            value={walletsText}
            onChange={(event) => setWalletsText(event.target.value)}
            aria-invalid={walletProblem !== null}
            aria-describedby={walletProblem !== null ? 'trade-filter-wallets-problem' : undefined}
            placeholder="alice, bob"
            autoComplete="off"
            spellCheck={false}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              openModal('walletList', {
                walletsText,
                onLoad: (loaded: readonly string[]) => onApply({ wallets: loaded, token: token.ok ? token.value : '', venue }),
              })
            }
          >
            Lists
          </button>
        </div>
        {walletProblem !== null && (
          <p id="trade-filter-wallets-problem" className="field-problem" role="alert">
            {walletProblem}
          </p>
        )}
      </div>
      <div className="trade-filters__field trade-filters__token">
        <label className="field-label" htmlFor="trade-filter-token">
          Token
        </label>
        <input
          id="trade-filter-token"
          className="input"
          value={tokenText}
          onChange={(event) => setTokenText(event.target.value)}
          aria-invalid={tokenProblem !== null}
          aria-describedby={tokenProblem !== null ? 'trade-filter-token-problem' : undefined}
          placeholder="Any"
          autoComplete="off"
          spellCheck={false}
        />
        {tokenProblem !== null && (
          <p id="trade-filter-token-problem" className="field-problem" role="alert">
            {tokenProblem}
          </p>
        )}
      </div>
      <div className="trade-filters__field">
        <span className="field-label" id="trade-filter-venue">
          Where
        </span>
        <div className="segmented" role="group" aria-labelledby="trade-filter-venue">
          {VENUES.map((item) => (
            <button key={item.id} type="button" aria-pressed={venue === item.id} onClick={() => setVenue(item.id)}>
              {item.label}
            </button>
          ))}
        </div>
      </div>
      <button type="submit" className="button button--primary trade-filters__apply">
        Show trades
      </button>
    </form>
  );
}

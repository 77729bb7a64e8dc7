import { useSignals } from '@preact/signals-react/runtime';
import type { ListedToken } from '../../core/domain';
import type { PairSide } from '../../core/liquidity';
import { liquidityPair, liquidityStore } from '../../state/liquidity';
import { swapStore } from '../../state/swap';
import { openModal } from '../../state/ui';
import '../swap/TokenSelectorModal';
import './TokenPairSelector.css';
import { TokenLogo } from '../../components/tokenLogo';

const SIDES: readonly { side: PairSide; label: string }[] = [
  { side: 'input', label: 'First token' },
  { side: 'output', label: 'Second token' },
];

/** The token pair of the liquidity form (SPEC §2, §4): the swap screen's token selector, the other side's token swaps the sides. */
export function TokenPairSelector() {
  useSignals();
  const pair = liquidityPair.value;
  const { loading, error } = swapStore.tokensState.value;
  const choose = (side: PairSide) =>
    openModal('tokenSelector', {
      side,
      pair,
      title: side === 'input' ? 'Select the first token' : 'Select the second token',
      onChoose: (token: ListedToken) => liquidityStore.chooseToken(side, token),
    });
  return (
    <div className="pair-selector">
      {SIDES.map(({ side, label }) => {
        const token = pair[side];
        return (
          // Empty, the button is named by what it shows ("Select First token"); a chosen token adds its side.
          // The space between the two lines is not drawn (flex items) but keeps them two words.
          <button
            key={side}
            type="button"
            className="pair-selector__token"
            onClick={() => choose(side)}
            aria-label={token ? `${label}: ${token.ticker} (${token.contract})` : undefined}
          >
            {token ? <TokenLogo ticker={token.ticker} logo={token.logo} size={22} /> : null}
            <span className="pair-selector__names">
              <span className="pair-selector__ticker">{token?.ticker ?? 'Select'}</span>{' '}
              <span className="pair-selector__contract">{token?.contract ?? label}</span>
            </span>
          </button>
        );
      })}
      {error !== null && swapStore.tokens.value.length === 0 && <p className="pair-selector__note" role="alert">{`Tokens could not be loaded: ${error}`}</p>}
      {loading && swapStore.tokens.value.length === 0 && <p className="pair-selector__note">Loading tokens…</p>}
    </div>
  );
}

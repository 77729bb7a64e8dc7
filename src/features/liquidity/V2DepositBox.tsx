import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { rates, user } from '../../state/app';
import { makeAmount } from '../../core/amount';
import { sameToken, type Token } from '../../core/domain';
import { isEmptyPool, lpWorthAfterDeposit, takesMinimumLp } from '../../core/liquidity';
import { balanceOf } from '../../state/balances';
import { liquidityStore, LIQUIDITY_TX_LOADER, type DepositBox, type DepositSide } from '../../state/liquidity';
import { depositSlippage } from '../../state/liquiditySettings';
import { formatSlippage } from '../swap/swapFormat';
import { loadingStatus } from '../../state/ui';
import { AmountShortcuts } from '../swap/AmountShortcuts';
import { TokenField } from '../swap/TokenField';
import { InfoRows, type InfoRow } from './InfoRows';
import { formatShare, formatTokenUnits, formatWaxAndUsd, waxWorth } from './liquidityFormat';
import type { V2PoolView } from '../../core/liquidity';
import './V2DepositBox.css';

type V2DepositBoxProps = {
  box: DepositBox;
  /** The pool deposited to; null when the deposit creates the pair. */
  pool: V2PoolView | null;
  onSubmit: () => void;
};

/** The token list's entry of a token (its logo and WAX price), else the token itself. */
function listedToken(token: Token): Token & { waxPrice?: number | null } {
  return liquidityStore.tokens.value.find((listed) => sameToken(listed, token)) ?? token;
}

/** Both amounts of a v2 deposit, linked by the pool ratio, with what it mints (SPEC §2 deposit box and receive field). */
export function V2DepositBox({ box, pool, onSubmit }: V2DepositBoxProps) {
  useSignals();
  const tokens = box.tokens.value;
  const quote = box.quote.value;
  const errors = box.errors.value;
  const sending = loadingStatus(LIQUIDITY_TX_LOADER).value.loading;
  const account = user.value?.name ?? null;
  const poolKey = pool === null ? null : `${pool.exchange}:${pool.pairId}`;
  // The balances the fields and percent buttons use (cached 10 s by the balances store).
  useEffect(() => void liquidityStore.refreshPoolBalances(), [account, poolKey]);
  if (tokens === null) return null;
  const creating = pool === null;
  const field = (side: DepositSide, token: Token) => {
    const balance = balanceOf(token);
    const text = side === 'A' ? box.textA.value : box.textB.value;
    const amount = side === 'A' ? (quote.ok ? quote.unitsA : null) : quote.ok ? quote.unitsB : null;
    return (
      <div className="deposit-box__side">
        <TokenField
          label={side === 'A' ? 'Deposit' : 'And'}
          tokenLabel={side === 'A' ? 'First token' : 'Second token'}
          token={listedToken(token)}
          value={text}
          onChange={(next) => box.setText(side, next)}
          balance={balance}
          error={errors[side]}
          testId={`deposit-${side.toLowerCase()}`}
        />
        <AmountShortcuts
          balance={balance}
          amount={amount === null ? null : makeAmount(amount, token.precision)}
          onAmount={(next) => box.setAmount(side, next)}
        />
      </div>
    );
  };
  const lpToken = pool?.lpToken ?? { ticker: 'LP', contract: '', precision: 0 };
  const waxPriceOf = (token: Token) =>
    pool !== null ? (sameToken(token, pool.tokenA) ? pool.tokenAWaxPrice : pool.tokenBWaxPrice) : (listedToken(token).waxPrice ?? null);
  const receive: InfoRow[] = [{ label: 'You receive', value: quote.ok ? formatTokenUnits(quote.lp, lpToken) : '—', testId: 'deposit-lp' }];
  if (quote.ok) {
    // What the LP withdraws right after the add (rounded down, as paid), each token at its WAX price and the oracle's USD rate.
    const worth = lpWorthAfterDeposit(pool, quote.unitsA, quote.unitsB, quote.lp);
    const waxA = waxWorth(worth.unitsA, tokens.tokenA, waxPriceOf(tokens.tokenA));
    const waxB = waxWorth(worth.unitsB, tokens.tokenB, waxPriceOf(tokens.tokenB));
    const current = rates.value;
    receive.push(
      {
        label: `Worth in ${tokens.tokenA.ticker}`,
        value: (
          <>
            <span data-testid="deposit-worth-a">{formatTokenUnits(worth.unitsA, tokens.tokenA)}</span> · {formatWaxAndUsd(waxA, current)}
          </>
        ),
      },
      {
        label: `Worth in ${tokens.tokenB.ticker}`,
        value: (
          <>
            <span data-testid="deposit-worth-b">{formatTokenUnits(worth.unitsB, tokens.tokenB)}</span> · {formatWaxAndUsd(waxB, current)}
          </>
        ),
      },
      { label: 'Value', value: formatWaxAndUsd(waxA + waxB, current), testId: 'deposit-value' },
    );
  }
  if (pool !== null && takesMinimumLp(pool.exchange)) {
    receive.push({
      label: `Minimum LP (${formatSlippage(depositSlippage.value)} slippage)`,
      value: quote.ok ? formatTokenUnits(quote.minLp, lpToken) : '—',
      testId: 'deposit-min-lp',
    });
  }
  receive.push({ label: 'Share of pool', value: quote.ok ? formatShare(quote.share) : '—', testId: 'deposit-share' });
  return (
    <div className="deposit-box">
      {creating && <p className="deposit-box__note">No pool of this pair yet: your deposit creates it, and its two amounts set the price.</p>}
      {!creating && isEmptyPool(pool) && <p className="deposit-box__note">This pool is empty: your deposit sets its price.</p>}
      {field('A', tokens.tokenA)}
      {field('B', tokens.tokenB)}
      <InfoRows label="You receive" rows={receive} />
      <button type="button" className="button button--primary deposit-box__submit" disabled={!quote.ok || sending} onClick={onSubmit}>
        {sending ? 'Sending…' : !quote.ok && quote.reason !== null ? quote.reason : creating ? 'Create pair and add liquidity' : 'Add liquidity'}
      </button>
    </div>
  );
}

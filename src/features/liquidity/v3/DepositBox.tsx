import { useSignals } from '@preact/signals-react/runtime';
import { percentOfAmount, sanitizeAmountText, type Amount } from '../../../core/amount';
import type { Token } from '../../../core/domain';
import { waxUsdPrice } from '../../../state/app';
import { depositSlippage } from '../../../state/liquiditySettings';
import { formatSlippage } from '../../swap/swapFormat';
import type { DepositModel, PoolDetail } from '../../../state/liquidityV3';
import { unitsText, usdText } from './format';

const PERCENTS = [25, 50, 75, 100] as const;

type DepositFieldProps = {
  token: Token;
  text: string;
  balance: Amount | null;
  disabled: boolean;
  onText: (text: string) => void;
  onAmount: (amount: Amount) => void;
};

/** One token's amount, its balance and the percent buttons (each rounds down, DESIGN §3). */
function DepositField({ token, text, balance, disabled, onText, onAmount }: DepositFieldProps) {
  return (
    <div className={disabled ? 'v3-deposit__field v3-deposit__field--off' : 'v3-deposit__field'}>
      <label>
        <span className="v3-deposit__token">{token.ticker}</span>
        <input
          className="input"
          type="text"
          inputMode="decimal"
          aria-label={`${token.ticker} amount`}
          placeholder={disabled ? 'Not needed for this range' : '0.0'}
          value={text}
          disabled={disabled}
          onChange={(event) => onText(sanitizeAmountText(event.target.value, token.precision))}
        />
      </label>
      <div className="v3-deposit__balance">
        <span>Balance: {balance === null ? '—' : unitsText(balance.units, balance.precision)}</span>
        {PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="button button--ghost button--sm v3-chip"
            disabled={disabled || balance === null}
            onClick={() => balance && onAmount(percentOfAmount(balance, percent))}
          >
            {percent === 100 ? 'Max' : `${percent}%`}
          </button>
        ))}
      </div>
    </div>
  );
}

type DepositBoxProps = {
  pool: PoolDetail;
  deposit: DepositModel;
  balanceOf: (token: Token) => Amount | null;
};

/** Two amounts linked exactly at the pool's price; a range off the price takes one token only. Shows exactly what the mint takes. */
export function DepositBox({ pool, deposit, balanceOf }: DepositBoxProps) {
  useSignals();
  const sides = deposit.sides.value;
  const quote = deposit.quote.value;
  const minimums = deposit.minimums.value;
  const { tokenA, tokenB } = pool;
  return (
    <div className="v3-deposit">
      <DepositField
        token={tokenA}
        text={deposit.textA.value}
        balance={balanceOf(tokenA)}
        disabled={sides === 'b'}
        onText={(text) => void deposit.setText('a', text)}
        onAmount={(amount) => void deposit.setAmount('a', amount)}
      />
      <DepositField
        token={tokenB}
        text={deposit.textB.value}
        balance={balanceOf(tokenB)}
        disabled={sides === 'a'}
        onText={(text) => void deposit.setText('b', text)}
        onAmount={(amount) => void deposit.setAmount('b', amount)}
      />
      {sides !== null && sides !== 'both' && (
        <p className="text-muted">
          This range is {sides === 'a' ? 'above' : 'below'} the price: it takes {sides === 'a' ? tokenA.ticker : tokenB.ticker} only.
        </p>
      )}
      {deposit.error.value !== null && (
        <p className="v3-error" role="alert">
          {deposit.error.value}
        </p>
      )}
      {quote !== null && (
        <dl className="v3-facts" aria-label="Position preview">
          <dt>You deposit</dt>
          <dd data-testid="v3-cost">
            <span data-testid="v3-cost-a">{unitsText(quote.costA, tokenA.precision)}</span> {tokenA.ticker} +{' '}
            <span data-testid="v3-cost-b">{unitsText(quote.costB, tokenB.precision)}</span> {tokenB.ticker}
          </dd>
          <dt>Value</dt>
          <dd>
            {usdText(quote.costA, tokenA.precision, pool.info.tokenAWaxPrice, waxUsdPrice.value)} +{' '}
            {usdText(quote.costB, tokenB.precision, pool.info.tokenBWaxPrice, waxUsdPrice.value)}
          </dd>
          {minimums !== null && (
            <>
              <dt>Minimum ({formatSlippage(depositSlippage.value)} slippage)</dt>
              <dd data-testid="v3-min">
                <span data-testid="v3-min-a">{unitsText(minimums.minA, tokenA.precision)}</span> {tokenA.ticker} +{' '}
                <span data-testid="v3-min-b">{unitsText(minimums.minB, tokenB.precision)}</span> {tokenB.ticker}
              </dd>
            </>
          )}
          <dt>Liquidity</dt>
          <dd data-testid="v3-mint-liquidity">{quote.liquidity.toString()}</dd>
        </dl>
      )}
    </div>
  );
}

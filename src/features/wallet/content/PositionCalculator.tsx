import { useEffect, useState } from 'react';
import { formatFixed } from '../../../core/format';
import { EXCHANGE_NAMES } from '../../../core/urlParams';
import type { PoolPosition, WithdrawalQuote } from '../../../core/walletPositions';
import { openPositions } from '../../../state/walletContent';
import { usdFigure, waxFigure } from './format';

const SHARES = [25, 50, 75, 100] as const;

/**
 * The calculator (SPEC §2 Wallet): pick a position and a whole percent of it; it shows what
 * withdrawing that share returns now — both tokens, exactly as the pool pays them, plus for a v3
 * position all its uncollected fees — and what that is worth in WAX and USD.
 */
export function PositionCalculator({ positions, waxUsd }: { positions: readonly PoolPosition[]; waxUsd: number | null }) {
  const [key, setKey] = useState(positions[0]?.key ?? '');
  const [percent, setPercent] = useState(100);
  const [quote, setQuote] = useState<{ for: string; value: WithdrawalQuote } | { for: string; error: string } | null>(null);
  const position = positions.find((candidate) => candidate.key === key) ?? positions[0];
  const asked = position === undefined ? '' : `${position.key}@${percent}`;

  useEffect(() => {
    if (position === undefined) return undefined;
    let live = true;
    openPositions.quoteWithdrawal(position, percent).then(
      (value) => live && setQuote({ for: asked, value }),
      (error: unknown) => live && setQuote({ for: asked, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [position, percent, asked]);

  if (position === undefined) return null;
  const current = quote?.for === asked ? quote : null;
  return (
    <section className="position-calculator" aria-label="Withdrawal calculator">
      <h3 className="position-calculator__title">Calculator</h3>
      <label className="field-label" htmlFor="calculator-position">
        Position
      </label>
      <select id="calculator-position" className="select" value={position.key} onChange={(event) => setKey(event.target.value)}>
        {positions.map((candidate) => (
          <option key={candidate.key} value={candidate.key}>
            {candidate.pair} · {EXCHANGE_NAMES[candidate.src]}
            {candidate.positionId !== null ? ` #${candidate.positionId}` : ''}
          </option>
        ))}
      </select>
      <label className="field-label" htmlFor="calculator-percent">
        Withdraw {percent}%
      </label>
      <input
        id="calculator-percent"
        type="range"
        min={1}
        max={100}
        step={1}
        value={percent}
        onChange={(event) => setPercent(Number(event.target.value))}
        aria-valuetext={`${percent}%`}
      />
      <div className="position-calculator__shares">
        {SHARES.map((share) => (
          <button key={share} type="button" className="button button--ghost button--sm" aria-pressed={percent === share} onClick={() => setPercent(share)}>
            {share}%
          </button>
        ))}
      </div>
      <div className="position-calculator__result" aria-live="polite" aria-busy={current === null}>
        {current === null ? (
          <span className="text-muted">Computing…</span>
        ) : 'error' in current ? (
          <span className="field-problem">{current.error}</span>
        ) : (
          <dl>
            <div>
              <dt>You receive</dt>
              <dd>
                {formatFixed(current.value.amountA, current.value.amountA.precision)} {position.tokenA.ticker}
                <br />
                {formatFixed(current.value.amountB, current.value.amountB.precision)} {position.tokenB.ticker}
              </dd>
            </div>
            {current.value.feesA !== null && current.value.feesB !== null && (
              <div>
                <dt>Fees collected</dt>
                <dd>
                  {formatFixed(current.value.feesA, current.value.feesA.precision)} {position.tokenA.ticker}
                  <br />
                  {formatFixed(current.value.feesB, current.value.feesB.precision)} {position.tokenB.ticker}
                </dd>
              </div>
            )}
            <div>
              <dt>Worth</dt>
              <dd>
                {waxFigure(current.value.valueWax)} WAX <span className="text-muted">{usdFigure(current.value.valueWax, waxUsd)}</span>
              </dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}

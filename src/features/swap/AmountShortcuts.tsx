import type { CSSProperties } from 'react';
import { maxAmount, percentOfAmount, type Amount } from '../../core/amount';
import './AmountShortcuts.css';

type AmountShortcutsProps = {
  /** The spendable balance; the controls are disabled without one. */
  balance: Amount | null;
  /** The amount entered, to place the slider. */
  amount: Amount | null;
  onAmount: (amount: Amount) => void;
};

const QUICK = [25, 50, 75] as const;

/** Whole percent of the balance the amount is (rounded down, capped at 100). */
export function percentOfBalance(amount: Amount | null, balance: Amount | null): number {
  if (amount === null || balance === null || balance.units <= 0n || amount.precision !== balance.precision) return 0;
  const percent = (amount.units * 100n) / balance.units;
  return percent > 100n ? 100 : Number(percent);
}

/** The percentage slider and the 25/50/75/MAX buttons (SPEC §2); every amount rounds down (DESIGN §3). */
export function AmountShortcuts({ balance, amount, onAmount }: AmountShortcutsProps) {
  const disabled = balance === null || balance.units <= 0n;
  const percent = percentOfBalance(amount, balance);
  return (
    <div className="amount-shortcuts">
      <input
        type="range"
        className="amount-shortcuts__slider"
        min={0}
        max={100}
        step={1}
        value={percent}
        disabled={disabled}
        aria-label="Share of balance"
        aria-valuetext={`${percent}%`}
        style={{ '--fill': `${percent}%` } as CSSProperties}
        onChange={(event) => balance && onAmount(percentOfAmount(balance, Number(event.target.value)))}
      />
      <div className="amount-shortcuts__buttons">
        {QUICK.map((share) => (
          <button
            key={share}
            type="button"
            className="button button--ghost button--sm"
            disabled={disabled}
            onClick={() => balance && onAmount(percentOfAmount(balance, share))}
          >
            {share}%
          </button>
        ))}
        <button type="button" className="button button--ghost button--sm" disabled={disabled} onClick={() => balance && onAmount(maxAmount(balance))}>
          MAX
        </button>
      </div>
    </div>
  );
}

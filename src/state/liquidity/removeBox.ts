/** Remove liquidity by LP amount (SPEC §2): the LP to burn and exactly what the contract pays for it now. */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { amountFieldText, readAmountField, sanitizeAmountText, type Amount } from '../../core/amount';
import { withdrawalUnits, type V2PoolView } from '../../core/liquidity';

/** The LP to burn and what it pays, or why it cannot be sent. */
export type RemoveQuote =
  { readonly ok: true; readonly lp: bigint; readonly unitsA: bigint; readonly unitsB: bigint } | { readonly ok: false; readonly reason: string | null };

export interface RemoveBoxDeps {
  pool: ReadonlySignal<V2PoolView | null>;
  /** The account's LP balance of the pool; null when unknown or logged out. */
  lpBalance: ReadonlySignal<Amount | null>;
}

/** A remove box over a pool signal. */
export function createRemoveBox(deps: RemoveBoxDeps) {
  const text = signal('');
  const precision = computed(() => deps.pool.value?.lpToken.precision ?? null);

  const quote = computed<RemoveQuote>(() => {
    const pool = deps.pool.value;
    if (pool === null) return { ok: false, reason: null };
    const field = readAmountField(text.value, precision.value);
    if (field.error !== null) return { ok: false, reason: field.error };
    const lp = field.amount?.units ?? 0n;
    if (lp <= 0n) return { ok: false, reason: 'Enter an LP amount' };
    const held = deps.lpBalance.value;
    if (held !== null && lp > held.units) return { ok: false, reason: `Not enough ${pool.lpToken.ticker}: you hold ${held.units}` };
    if (lp > pool.lpSupply) return { ok: false, reason: `The pool has only ${pool.lpSupply} ${pool.lpToken.ticker}` };
    return { ok: true, lp, ...withdrawalUnits(pool, lp) };
  });

  return {
    text,
    quote,
    setText: (next: string) => {
      text.value = sanitizeAmountText(next, precision.value ?? 0);
    },
    setAmount: (amount: Amount) => {
      text.value = amountFieldText(amount);
    },
    clear: () => {
      text.value = '';
    },
  };
}

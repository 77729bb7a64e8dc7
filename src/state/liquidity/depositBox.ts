/**
 * The v2 deposit box (SPEC §2 Liquidity management): two amounts linked by the pool's ratio (typing
 * either side computes the other, exactly), the LP the contract would mint and the share it is.
 * An empty pool's first deposit sets the price, so its amounts are free.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { amountFieldText, makeAmount, readAmountField, sanitizeAmountText, unitsLessSlippageRoundedDown, type Amount } from '../../core/amount';
import type { Token } from '../../core/domain';
import { isEmptyPool, linkedUnits, lpForDeposit, NO_RESERVES, poolShare, type V2PoolView } from '../../core/liquidity';

/** Which amount the user typed last (the other follows it). */
export type DepositSide = 'A' | 'B';

/** The box's verdict: what to deposit and mint, or why it cannot be sent. */
export type DepositQuote =
  | {
      readonly ok: true;
      readonly unitsA: bigint;
      readonly unitsB: bigint;
      readonly lp: bigint;
      /** The least LP the add accepts: `lp` less the deposit slippage, rounded down. */
      readonly minLp: bigint;
      readonly share: number;
    }
  | { readonly ok: false; readonly reason: string | null };

export interface DepositBoxDeps {
  /** The pool deposited to (oriented to the form's pair), or null. */
  pool: ReadonlySignal<V2PoolView | null>;
  /** The tokens of a pair without a pool (a new pair's first deposit), or null. */
  newPair: ReadonlySignal<{ readonly tokenA: Token; readonly tokenB: Token } | null>;
  /** The signed-in account's balance of a token; null when unknown or logged out. */
  balanceOf(token: Token): Amount | null;
  /** The deposit slippage in hundredths of a percent (read inside the quote, so a change re-quotes). */
  slippage(): number;
}

const fieldError = (text: string, precision: number | null, balance: Amount | null, ticker: string): string | null => {
  const field = readAmountField(text, precision);
  if (field.error !== null) return field.error;
  if (field.amount !== null && balance !== null && field.amount.units > balance.units) return `Not enough ${ticker}`;
  return null;
};

/** A deposit box over a pool signal. */
export function createDepositBox(deps: DepositBoxDeps) {
  const textA = signal('');
  const textB = signal('');
  const lastEdited = signal<DepositSide>('A');
  const tokens = computed(() => {
    const pool = deps.pool.value;
    return pool !== null ? { tokenA: pool.tokenA, tokenB: pool.tokenB } : deps.newPair.value;
  });

  const unitsOf = (text: string, token: Token | undefined): bigint | null => readAmountField(text, token?.precision ?? null).amount?.units ?? null;

  /** Recomputes the side not typed from the side typed, at the pool's current ratio. */
  function relink(): void {
    const pool = deps.pool.value;
    if (pool === null || isEmptyPool(pool)) return;
    const from = lastEdited.value;
    const [text, fromToken, toToken] = from === 'A' ? [textA.value, pool.tokenA, pool.tokenB] : [textB.value, pool.tokenB, pool.tokenA];
    const units = unitsOf(text, fromToken);
    const linked = units === null ? null : linkedUnits(pool, from, units);
    const otherText = linked === null || units === 0n ? '' : amountFieldText(makeAmount(linked, toToken.precision));
    if (from === 'A') textB.value = otherText;
    else textA.value = otherText;
  }

  /** A keystroke in one amount field: sanitised, then the other side follows. */
  function setText(side: DepositSide, text: string): void {
    const token = side === 'A' ? tokens.value?.tokenA : tokens.value?.tokenB;
    const clean = sanitizeAmountText(text, token?.precision ?? 0);
    batch(() => {
      lastEdited.value = side;
      if (side === 'A') textA.value = clean;
      else textB.value = clean;
      relink();
    });
  }

  /** An exact amount (percent buttons, rounded down) for one side. */
  function setAmount(side: DepositSide, amount: Amount): void {
    setText(side, amountFieldText(amount));
  }

  function clear(): void {
    batch(() => {
      textA.value = '';
      textB.value = '';
    });
  }

  const errors = computed(() => {
    const pair = tokens.value;
    if (pair === null) return { A: null, B: null };
    return {
      A: fieldError(textA.value, pair.tokenA.precision, deps.balanceOf(pair.tokenA), pair.tokenA.ticker),
      B: fieldError(textB.value, pair.tokenB.precision, deps.balanceOf(pair.tokenB), pair.tokenB.ticker),
    };
  });

  const quote = computed<DepositQuote>(() => {
    const pair = tokens.value;
    if (pair === null) return { ok: false, reason: null };
    const { A, B } = errors.value;
    if (A !== null || B !== null) return { ok: false, reason: A ?? B };
    const unitsA = unitsOf(textA.value, pair.tokenA);
    const unitsB = unitsOf(textB.value, pair.tokenB);
    if (unitsA === null || unitsB === null || unitsA === 0n || unitsB === 0n) return { ok: false, reason: 'Enter both amounts' };
    const pool = deps.pool.value;
    const reserves = pool ?? NO_RESERVES;
    const lp = lpForDeposit(reserves, unitsA, unitsB);
    if (lp <= 0n) return { ok: false, reason: 'Too small to mint any LP tokens' };
    return { ok: true, unitsA, unitsB, lp, minLp: unitsLessSlippageRoundedDown(lp, deps.slippage()), share: poolShare(lp, reserves.lpSupply + lp) };
  });

  return { textA, textB, lastEdited, tokens, errors, quote, setText, setAmount, relink, clear };
}

export type DepositBox = ReturnType<typeof createDepositBox>;

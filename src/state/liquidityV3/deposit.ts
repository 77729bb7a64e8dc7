/**
 * The deposit box over a pool and a range: two amount fields linked exactly through the quotes
 * worker (the other side is what the typed amount's liquidity costs), and the mint the contract
 * would make of both: its liquidity and its cost, rounded up as the contract charges.
 */
import { computed, signal } from '@preact/signals-react';
import { amountFieldText, makeAmount, MAX_UNITS, readAmountField, unitsLessSlippageRoundedDown, type Amount } from '../../core/amount';
import { depositSides, type DepositSides, type TickRange } from '../../core/liquidityV3';
import type { PoolDetail } from './pool';
import type { LiquidityQuotes } from './types';

/** The mint both fields make: liquidity and exact cost in units. */
export interface MintQuote {
  readonly liquidity: bigint;
  readonly desiredA: bigint;
  readonly desiredB: bigint;
  readonly costA: bigint;
  readonly costB: bigint;
}

export type Side = 'a' | 'b';

/**
 * A deposit box; `link` recomputes after the pool or range change. `slippage` is the deposit slippage
 * in hundredths of a percent (a signal read, so the minimums follow the setting).
 */
export function createDepositModel(quotes: LiquidityQuotes, slippage: () => number) {
  const textA = signal('');
  const textB = signal('');
  const error = signal<string | null>(null);
  const quote = signal<MintQuote | null>(null);
  const sides = signal<DepositSides | null>(null);
  let lastEdited: Side = 'a';
  let context: { pool: PoolDetail; range: TickRange } | null = null;
  let run = 0;

  /** The least the add accepts of each token: the mint's cost less the slippage, rounded down (what `addliquid` carries). */
  const minimums = computed(() => {
    const mint = quote.value;
    if (mint === null) return null;
    const hundredths = slippage();
    return { minA: unitsLessSlippageRoundedDown(mint.costA, hundredths), minB: unitsLessSlippageRoundedDown(mint.costB, hundredths) };
  });

  const fieldA = computed(() => readAmountField(textA.value, context?.pool.tokenA.precision ?? null));
  const fieldB = computed(() => readAmountField(textB.value, context?.pool.tokenB.precision ?? null));

  /** Fills the other field from the edited one, then quotes the mint of both. */
  async function link(): Promise<void> {
    const current = ++run;
    quote.value = null;
    error.value = null;
    if (context === null) return;
    const { pool, range } = context;
    const { sqrtPriceX64 } = pool.state;
    const side = depositSides(pool.state.tick, range.tickLower, range.tickUpper);
    sides.value = side;
    if (side === 'a') textB.value = '';
    if (side === 'b') textA.value = '';
    const edited = side === 'both' ? lastEdited : side;
    const field = edited === 'a' ? fieldA.value : fieldB.value;
    if (field.error !== null) {
      error.value = field.error;
      return;
    }
    if (field.amount === null || field.amount.units === 0n) {
      if (side === 'both') (edited === 'a' ? textB : textA).value = '';
      return;
    }
    try {
      const typed = field.amount.units;
      let desiredA = edited === 'a' ? typed : 0n;
      let desiredB = edited === 'b' ? typed : 0n;
      if (side === 'both') {
        // The typed side bounds the liquidity; the other side is what that liquidity costs, rounded up.
        const bound = await quotes.liquidityForAmounts(
          sqrtPriceX64,
          range.tickLower,
          range.tickUpper,
          edited === 'a' ? typed : MAX_UNITS,
          edited === 'b' ? typed : MAX_UNITS,
        );
        const cost = await quotes.amountsForLiquidity(sqrtPriceX64, range.tickLower, range.tickUpper, bound, true);
        if (current !== run) return;
        if (edited === 'a') desiredB = cost.amountB;
        else desiredA = cost.amountA;
        const other = edited === 'a' ? makeAmount(desiredB, pool.tokenB.precision) : makeAmount(desiredA, pool.tokenA.precision);
        (edited === 'a' ? textB : textA).value = amountFieldText(other);
      }
      const liquidity = await quotes.liquidityForAmounts(sqrtPriceX64, range.tickLower, range.tickUpper, desiredA, desiredB);
      const cost = await quotes.amountsForLiquidity(sqrtPriceX64, range.tickLower, range.tickUpper, liquidity, true);
      if (current !== run) return;
      if (liquidity === 0n) {
        error.value = 'Amount too small to add any liquidity';
        return;
      }
      quote.value = { liquidity, desiredA, desiredB, costA: cost.amountA, costB: cost.amountB };
    } catch (cause) {
      if (current === run) error.value = cause instanceof RangeError ? 'Amount too large for this range' : String(cause);
    }
  }

  /** A keystroke in one field (already sanitized by the field). */
  function setText(side: Side, text: string): Promise<void> {
    lastEdited = side;
    (side === 'a' ? textA : textB).value = text;
    return link();
  }

  /** Fills a side with an amount (a percent button). */
  function setAmount(side: Side, amount: Amount): Promise<void> {
    return setText(side, amountFieldText(amount));
  }

  /** Points the box at a pool and range (or nothing) and re-links the amounts. */
  function setContext(next: { pool: PoolDetail; range: TickRange } | null): Promise<void> {
    context = next;
    if (next === null) sides.value = null;
    return link();
  }

  function clear(): void {
    textA.value = '';
    textB.value = '';
    quote.value = null;
    error.value = null;
  }

  return { textA, textB, error, quote, minimums, sides, setText, setAmount, setContext, clear };
}

export type DepositModel = ReturnType<typeof createDepositModel>;

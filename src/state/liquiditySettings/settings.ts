/**
 * The liquidity deposit's slippage, in hundredths of a percent (default 50 = 0.5 %), persisted like
 * the swap settings under a key of its own: a provider's tolerance for a deposit is not a trader's
 * for a swap. It sets the minimums of every add (v2 LP, v3 token amounts): docs/decisions/0037.
 */
import { signal } from '@preact/signals-react';
import { clampSlippage, DEFAULT_SLIPPAGE, SLIPPAGE_MAX_SETTINGS } from '../../core/amount';
import { readStored, writeStored } from '../app';

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const stored = () => clampSlippage(readStored('liquiditySlippage', DEFAULT_SLIPPAGE, isWholeNumber), SLIPPAGE_MAX_SETTINGS);

/** The deposit slippage as the liquidity settings store it. */
export const depositSlippage = signal<number>(stored());

/** Sets and stores the deposit slippage (clamped to 0..10000 hundredths). */
export function setDepositSlippage(hundredths: number): void {
  depositSlippage.value = clampSlippage(hundredths, SLIPPAGE_MAX_SETTINGS);
  writeStored('liquiditySlippage', depositSlippage.value);
}

/** Re-reads the setting from storage (tests switch storage backends; another tab may have written). */
export function reloadDepositSlippage(): void {
  depositSlippage.value = stored();
}

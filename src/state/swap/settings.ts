/**
 * Swap settings (SPEC §2 Modals "Swap settings", §5, §9): slippage in hundredths of a percent
 * (0-100 %, default 50 = 0.5 %) and split max routes (at least 0, default 4), both persisted.
 */
import { signal } from '@preact/signals-react';
import { clampSlippage, DEFAULT_SLIPPAGE, SLIPPAGE_MAX_SETTINGS } from '../../core/amount';
import { DEFAULT_SPLIT_MAX_ROUTES } from '../../core/swapRouting';
import { readStored, writeStored } from '../app';

/** The most splits the settings accept (the router caps what it uses; a bigger number only costs time). */
export const SPLIT_MAX_ROUTES_LIMIT = 10;

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** A split max routes value as stored: whole, 0 to the limit (SPEC §5: never below 0). */
export function clampSplitMaxRoutes(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SPLIT_MAX_ROUTES;
  return Math.min(Math.max(Math.floor(value), 0), SPLIT_MAX_ROUTES_LIMIT);
}

/** Slippage in hundredths of a percent, as the settings modal stores it. */
export const slippage = signal<number>(clampSlippage(readStored('swapSlippage', DEFAULT_SLIPPAGE, isWholeNumber), SLIPPAGE_MAX_SETTINGS));
/** How many splits a route may have (0 and 1 mean no split). */
export const splitMaxRoutes = signal<number>(clampSplitMaxRoutes(readStored('swapMaxSplitRoutes', DEFAULT_SPLIT_MAX_ROUTES, isWholeNumber)));

/** Sets and stores the slippage (clamped to 0..10000 hundredths). */
export function setSlippage(hundredths: number): void {
  slippage.value = clampSlippage(hundredths, SLIPPAGE_MAX_SETTINGS);
  writeStored('swapSlippage', slippage.value);
}

/** Sets and stores split max routes (whole, at least 0). */
export function setSplitMaxRoutes(value: number): void {
  splitMaxRoutes.value = clampSplitMaxRoutes(value);
  writeStored('swapMaxSplitRoutes', splitMaxRoutes.value);
}

/** Re-reads both settings from storage (tests switch storage backends; another tab may have written). */
export function reloadSwapSettings(): void {
  slippage.value = clampSlippage(readStored('swapSlippage', DEFAULT_SLIPPAGE, isWholeNumber), SLIPPAGE_MAX_SETTINGS);
  splitMaxRoutes.value = clampSplitMaxRoutes(readStored('swapMaxSplitRoutes', DEFAULT_SPLIT_MAX_ROUTES, isWholeNumber));
}

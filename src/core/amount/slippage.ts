/** Slippage is stored in hundredths of a percent (SPEC §5); 50 = 0.5 %. */
export const DEFAULT_SLIPPAGE = 50;
/** The swap settings' clamp: 0 to 100 percent. */
export const SLIPPAGE_MAX_SETTINGS = 10_000;
/** The internal clamp applied before a swap is built: 0 to 50 percent. */
export const SLIPPAGE_MAX_INTERNAL = 5_000;

/**
 * Clamps a slippage in hundredths of a percent to 0..max (SPEC §5's two clamps: pass
 * `SLIPPAGE_MAX_SETTINGS` or `SLIPPAGE_MAX_INTERNAL`). Fractions round to the nearest hundredth
 * (0.29 % × 100 is 28.999… in floats); a non-finite value falls back to `DEFAULT_SLIPPAGE`.
 */
export function clampSlippage(hundredths: number, max: number = SLIPPAGE_MAX_SETTINGS): number {
  const ceiling = Number.isFinite(max) ? Math.min(Math.max(Math.floor(max), 0), SLIPPAGE_MAX_SETTINGS) : SLIPPAGE_MAX_SETTINGS;
  const value = Number.isFinite(hundredths) ? Math.round(hundredths) : DEFAULT_SLIPPAGE;
  return Math.min(Math.max(value, 0), ceiling);
}

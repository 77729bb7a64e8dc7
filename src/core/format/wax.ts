import { type Displayable, formatFixed, formatUnits, NO_VALUE, roundUnits } from './fixed';

/** Decimals of a WAX amount under 1000 (SPEC §5). */
export const WAX_SMALL_DECIMALS = 8;
/** Decimals of a WAX amount of 1000 or more, shown with a unit suffix (SPEC §5). */
export const WAX_LARGE_DECIMALS = 3;
const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;
const TOP_TIER = SUFFIXES.length - 1;

// A tier holds a value while its rounded text stays under 1000 (999.9996 K is written 1.000 M).
function pickTier(roundsBelowThousand: (tier: number) => boolean): number {
  let tier = 0;
  while (tier < TOP_TIER && !roundsBelowThousand(tier)) tier += 1;
  return tier;
}

const decimalsAt = (tier: number): number => (tier === 0 ? WAX_SMALL_DECIMALS : WAX_LARGE_DECIMALS);

// ICU's compact notation scales the exact binary value (1234.5 → "1.235K"; dividing by 1000
// first would give 1.2344999… → "1.234") and carries 999.9996K over to "1.000M" itself.
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  minimumFractionDigits: WAX_LARGE_DECIMALS,
  maximumFractionDigits: WAX_LARGE_DECIMALS,
  signDisplay: 'negative',
  useGrouping: 'always',
});

function formatFloat(value: number): string {
  const roundsBelowThousand = Math.abs(value) < 1000 - 0.5 * 10 ** -WAX_SMALL_DECIMALS;
  return roundsBelowThousand ? formatFixed(value, WAX_SMALL_DECIMALS) : compact.format(value);
}

function formatExact(units: bigint, precision: number): string {
  const magnitude = units < 0n ? -units : units;
  // Dividing by 1000^tier is exact on the decimal text: it only moves the point 3·tier places.
  const tier = pickTier((t) => roundUnits(magnitude, precision + 3 * t, decimalsAt(t)) < 1000n * 10n ** BigInt(decimalsAt(t)));
  return `${formatUnits(units, precision + 3 * tier, decimalsAt(tier))}${SUFFIXES[tier]}`;
}

/** WAX for display (SPEC §5): 8 decimals under 1000, else 3 decimals with K, M, B or T ("1.235K"). */
export function formatWaxAmount(value: Displayable): string {
  if (typeof value !== 'number') return formatExact(value.units, value.precision);
  return Number.isFinite(value) ? formatFloat(value) : NO_VALUE;
}

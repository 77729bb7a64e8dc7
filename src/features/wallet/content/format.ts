/** Display text of the wallet content tables: exact amounts, times in the viewer's zone, WAX and USD figures. */
import { formatUnits, formatUsd, formatWaxAmount, NO_VALUE } from '../../../core/format';

/** An exact amount with every decimal its token has, grouped ("1,234.56780000"). */
export function exactAmount(units: bigint, precision: number | null): string {
  return formatUnits(units, precision ?? 0, precision ?? 0);
}

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-01-31 14:05:09" in the viewer's time zone. */
export function dateTime(epochMs: number | null): string {
  if (epochMs === null || !Number.isFinite(epochMs)) return NO_VALUE;
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** A WAX figure (SPEC §5), or the dash when unknown. */
export function waxFigure(value: number | null): string {
  return value === null ? NO_VALUE : formatWaxAmount(value);
}

/** The USD worth of a WAX figure, or the dash while the WAX price is unknown. */
export function usdFigure(waxValue: number | null, waxUsd: number | null): string {
  return waxValue === null || waxUsd === null ? NO_VALUE : formatUsd(waxValue * waxUsd);
}

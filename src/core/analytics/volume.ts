/** A WAX volume in a list cell (SPEC §5): the volume precision (4 decimals) under 1000, else the WAX form with K, M, B or T ("1.235K"). */
import { formatVolume, formatWaxAmount } from '../format';

/** "749.1568", "1.235K"; null is "—". */
export function formatListVolume(volume: number | null): string {
  if (volume === null) return '—';
  return Math.abs(volume) < 1000 ? formatVolume(volume) : formatWaxAmount(volume);
}

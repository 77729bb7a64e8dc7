/** Display helpers of the trade tape. */

const two = (value: number) => String(value).padStart(2, '0');

/** HH:MM:SS of a unix-ms time in the viewer's time zone (SPEC §2: the tape shows time). */
export function clockTime(timestampMs: number): string {
  const date = new Date(timestampMs);
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** Units and precision of exact decimal text ("2400.0000" → 24000000n at 4); null when it is not a plain decimal. */
export function decimalUnits(text: string): { units: bigint; precision: number } | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, precision: fraction.length };
}

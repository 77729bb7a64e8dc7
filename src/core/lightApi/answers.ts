/** The light API's answers checked at the boundary (NOTES "Light API"): a malformed one throws, so the next host is tried. */

/** `[account, amount]` pairs, biggest first; amounts as the exact decimal text the API wrote. */
export type TopHolderPairs = [string, string][];

/** An amount as text: the API writes strings, some hosts plain numbers. */
function amountText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return null;
}

/** The pairs of a `topholders` answer; throws naming what is wrong. */
export function readTopHolders(body: unknown): TopHolderPairs {
  if (!Array.isArray(body)) throw new Error('topholders: unexpected answer (not a list)');
  const pairs: TopHolderPairs = new Array(body.length);
  for (let i = 0; i < body.length; i++) {
    const row: unknown = body[i];
    const owner = Array.isArray(row) ? row[0] : undefined;
    const amount = Array.isArray(row) ? amountText(row[1]) : null;
    if (typeof owner !== 'string' || amount === null) throw new Error(`topholders: unexpected row ${i}`);
    pairs[i] = [owner, amount];
  }
  return pairs;
}

/** The count of a `holdercount` answer (plain text digits). */
export function readHolderCount(text: string): number {
  if (!/^\s*\d+\s*$/.test(text)) throw new Error(`holdercount: unexpected answer "${text.slice(0, 50)}"`);
  return Number(text);
}

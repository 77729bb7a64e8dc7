/** The last swap pair shown, kept in storage so /swap opens on it (SPEC §3 Persisted browser data). */
import { parseTokenParam, tokenParam, type TokenId, type TokenPair } from '../../core/domain';
import { readStored, writeStored } from '../app';

/** The last swap pair as stored (`{input, output}` in `TICKER_contract` form), or null. */
export function readLastSwapPair(): TokenPair<TokenId | null> | null {
  const stored = readStored<unknown>('lastSwapPair', null);
  if (typeof stored !== 'object' || stored === null) return null;
  const { input, output } = stored as Record<string, unknown>;
  const pair = {
    input: parseTokenParam(typeof input === 'string' ? input : undefined),
    output: parseTokenParam(typeof output === 'string' ? output : undefined),
  };
  return pair.input && pair.output ? pair : null;
}

/** Remembers the pair shown. */
export function writeLastSwapPair(pair: TokenPair): void {
  writeStored('lastSwapPair', { input: tokenParam(pair.input), output: tokenParam(pair.output) });
}

import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  pairNavigation,
  parseTokenParam,
  resolveSwapPair,
  sameToken,
  swapPath,
  tokenParam,
  type ListedToken,
  type TokenId,
  type TokenPair,
} from '../../core/domain';
import { swapStore } from '../../state/swap';
import { readLastSwapPair, writeLastSwapPair } from '../../state/swapPair';

/**
 * Keeps the shown pair and the URL in step (SPEC §2 URL behaviour): the URL's pair when valid,
 * else the last pair, else WAX and its first partner, written back into the URL (replace on the
 * bare path or a bad one); a pair the user picks is pushed. Returns how the screen changes pair.
 * `toPath` gives the screen's path of a pair (/swap by default, /limit for the limit screen).
 */
export function useSwapPair(url: TokenPair<TokenId | null>, toPath: (pair: TokenPair) => string = swapPath) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tokens = swapStore.tokens.value;
  // The URL's tokens as values: the params object changes identity on every render.
  const inputKey = url.input ? tokenParam(url.input) : undefined;
  const outputKey = url.output ? tokenParam(url.output) : undefined;
  const stableUrl = useMemo<TokenPair<TokenId | null>>(() => ({ input: parseTokenParam(inputKey), output: parseTokenParam(outputKey) }), [inputKey, outputKey]);

  useEffect(() => {
    if (tokens.length === 0) return;
    const pair = resolveSwapPair(stableUrl, tokens, readLastSwapPair());
    if (pair === null) return;
    swapStore.setPair(pair);
    writeLastSwapPair(pair);
    const move = pairNavigation(pathname, stableUrl, tokens, pair, toPath);
    if (move) navigate(move.path, { replace: move.replace });
  }, [stableUrl, tokens, pathname, navigate, toPath]);

  /** Moves to a pair the user chose (a new history entry). */
  const choosePair = useCallback((pair: TokenPair<ListedToken>) => navigate(toPath(pair)), [navigate, toPath]);

  /** A token picked for one side; the other side's token swaps the sides (SPEC §4 Swap flow). */
  const chooseToken = useCallback(
    (side: 'input' | 'output', token: ListedToken) => {
      const current = swapStore.pair.peek();
      if (current === null) return;
      const other = side === 'input' ? current.output : current.input;
      if (sameToken(token, current[side])) return;
      if (sameToken(token, other)) choosePair({ input: current.output, output: current.input });
      else choosePair(side === 'input' ? { input: token, output: current.output } : { input: current.input, output: token });
    },
    [choosePair],
  );

  /** The reverse button. */
  const reverse = useCallback(() => {
    const current = swapStore.pair.peek();
    if (current) choosePair({ input: current.output, output: current.input });
  }, [choosePair]);

  return { chooseToken, reverse };
}

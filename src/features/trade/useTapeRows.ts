import { useEffect, useMemo, useState } from 'react';
import type { TapeRow } from '../../components/tape/TradeTape';
import { createMarketsService, type MarketSummary } from '../../services/marketsService';
import { tape } from '../../state/market';
import { EMPTY_TAPE, historyRows, TAPE_LIMIT, tapeRows, withHistory, withLiveFrame, type TapeState } from './tapeMerge';

/**
 * The tape of `market`: the latest trades over HTTP once, then every live frame's rows on top
 * (see tapeMerge). A failed history read leaves the live tape alone (logged: the tape still fills).
 * `live` is false until the worker watches this market: the tape signal may still hold the last one's.
 */
export function useTapeRows(market: MarketSummary, live: boolean, apiUrl: string | null): readonly TapeRow[] {
  const [state, setState] = useState<{ marketId: number; tape: TapeState }>({ marketId: market.id, tape: EMPTY_TAPE });
  const marketId = market.id;
  // A new market starts from nothing (the previous market's rows must not show under its name).
  const current = state.marketId === marketId ? state.tape : EMPTY_TAPE;

  useEffect(() => {
    if (!live) return undefined;
    return tape.subscribe((rows) => {
      setState((previous) => {
        const base = previous.marketId === marketId ? previous.tape : EMPTY_TAPE;
        return { marketId, tape: withLiveFrame(base, rows) };
      });
    });
  }, [marketId, live]);

  useEffect(() => {
    if (apiUrl === null) return undefined;
    const controller = new AbortController();
    createMarketsService(apiUrl)
      .trades(market, TAPE_LIMIT, controller.signal)
      .then((entries) => {
        if (controller.signal.aborted) return;
        setState((previous) => {
          const base = previous.marketId === marketId ? previous.tape : EMPTY_TAPE;
          return { marketId, tape: withHistory(base, historyRows(entries)) };
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`could not read the recent trades of market ${marketId}:`, error);
      });
    return () => controller.abort();
    // The history is read once per market and endpoint; a refreshed list row is the same market.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: `market` is read once per id
  }, [marketId, apiUrl]);

  return useMemo(() => tapeRows(current), [current]);
}

import { signal, type ReadonlySignal } from '@preact/signals-react';
import { useEffect } from 'react';
import { EMPTY_TAPE_VIEW, type TapeView } from '../../core/live';
import type { Market } from '../../core/domain';
import { loadTapeHistory, tape } from '../../state/market';

/**
 * The tape of `market` as a signal the tape follows by itself (no render per trade). The market
 * worker holds the tape (SPEC §9: the latest 100 trades): the live ones, then the trades the market
 * store reads over HTTP once per market and endpoint and hands to the worker. A failed history read
 * leaves the live tape alone (logged: the tape still fills). `live` is false until the worker
 * watches this market: the tape signal may still hold the last one's.
 */
// Until the worker watches this market, the tape is empty, not the previous market's.
const NO_TAPE = signal<TapeView>(EMPTY_TAPE_VIEW);

export function useTapeRows(market: Market, live: boolean, apiUrl: string | null): ReadonlySignal<TapeView> {
  const marketId = market.id;

  useEffect(() => {
    if (apiUrl === null) return undefined;
    const controller = new AbortController();
    void loadTapeHistory(apiUrl, market, controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `market` is read once per id and endpoint; a refreshed list row is the same market
  }, [marketId, apiUrl]);

  return live ? tape : NO_TAPE;
}

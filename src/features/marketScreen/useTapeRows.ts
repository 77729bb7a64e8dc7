import { signal, type ReadonlySignal } from '@preact/signals-react';
import { useEffect } from 'react';
import { EMPTY_TAPE_VIEW, type TapeView } from '../../core/live';
import { createMarketsService } from '../../services/marketsService';
import type { Market } from '../../core/domain';
import { setTapeHistory, tape } from '../../state/market';
import { TAPE_SIZE } from '../../core/tape';

/**
 * The tape of `market` as a signal the tape follows by itself (no render per trade). The market
 * worker holds the tape (SPEC §9: the latest 100 trades): the live ones, then the trades this hook
 * reads over HTTP once per market and endpoint, which it hands to the worker. A failed history read
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
    createMarketsService(apiUrl)
      .trades(market, TAPE_SIZE, controller.signal)
      .then((entries) => (controller.signal.aborted ? undefined : setTapeHistory(marketId, entries)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`could not read the recent trades of market ${marketId}:`, error);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `market` is read once per id and endpoint; a refreshed list row is the same market
  }, [marketId, apiUrl]);

  return live ? tape : NO_TAPE;
}

import { signal, type ReadonlySignal } from '@preact/signals-react';
import { useEffect } from 'react';
import { EMPTY_TAPE_VIEW, type TapeView } from '../../core/live';
import type { Market } from '../../core/domain';
import { loadTapeHistory, tape } from '../../state/market';
import type { MarketSession } from './useMarketSession';

/**
 * The tape of `market` as a signal the tape follows by itself (no render per trade). The market
 * worker holds the tape (SPEC §9: the latest 100 trades): the live ones, then the trades the market
 * store reads over HTTP once per market and endpoint and hands to the worker. The read waits until the
 * worker has joined the market's rooms: a trade made between an earlier read and the join would be
 * in neither the history nor the live trades (the chart's history waits the same way). A failed
 * history read leaves the live tape alone (logged: the tape still fills). Until the worker watches
 * this market (`session` null) the tape signal may still hold the last one's.
 */
// Until the worker watches this market, the tape is empty, not the previous market's.
const NO_TAPE = signal<TapeView>(EMPTY_TAPE_VIEW);

export function useTapeRows(market: Market, session: MarketSession | null, apiUrl: string | null): ReadonlySignal<TapeView> {
  const marketId = market.id;
  const connected = session?.marketId === marketId ? session.connected : null;

  useEffect(() => {
    if (apiUrl === null || connected === null) return undefined;
    const controller = new AbortController();
    void connected.then(() => (controller.signal.aborted ? undefined : loadTapeHistory(apiUrl, market, controller.signal)));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `market` is read once per id and endpoint; a refreshed list row is the same market
  }, [marketId, apiUrl, connected]);

  return session !== null ? tape : NO_TAPE;
}

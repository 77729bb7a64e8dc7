import type { ReadonlySignal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import type { TapeRow } from '../../core/live';
import { createMarketsService, type MarketSummary } from '../../services/marketsService';
import { tape } from '../../state/market';
import { TapeFeed } from './tapeFeed';
import { historyRows, TAPE_LIMIT } from './tapeMerge';

/**
 * The tape of `market` as a signal the tape follows by itself (no render per trade): the latest
 * trades over HTTP once, then every live frame's rows on top (see tapeMerge). A failed history read
 * leaves the live tape alone (logged: the tape still fills). `live` is false until the worker
 * watches this market: the tape signal may still hold the last one's.
 */
export function useTapeRows(market: MarketSummary, live: boolean, apiUrl: string | null, pricePrecision: number): ReadonlySignal<readonly TapeRow[]> {
  const [feed] = useState(() => new TapeFeed());
  const marketId = market.id;

  useEffect(() => {
    feed.watch(marketId);
    if (!live) return undefined;
    return tape.subscribe((rows) => feed.live(marketId, rows));
  }, [feed, marketId, live]);

  useEffect(() => {
    if (apiUrl === null) return undefined;
    feed.watch(marketId);
    const controller = new AbortController();
    createMarketsService(apiUrl)
      .trades(market, TAPE_LIMIT, controller.signal)
      .then((entries) => {
        if (!controller.signal.aborted) feed.history(marketId, historyRows(entries, pricePrecision));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`could not read the recent trades of market ${marketId}:`, error);
      });
    return () => controller.abort();
    // The history is read once per market and endpoint; a refreshed list row is the same market.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `market` is read once per id and endpoint; a refreshed list row is the same market
  }, [feed, marketId, apiUrl]);

  return feed.rows;
}

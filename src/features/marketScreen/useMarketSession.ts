import { useCallback, useEffect, useState } from 'react';
import { bookMarketOf, type Market } from '../../core/domain';
import { connectMarket, DEFAULT_CHART_SETTINGS, disconnectMarket, loadChartSettings, saveChartSettings, type ChartSettings } from '../../state/market';
import { marketPricePrecision } from './marketFigures';

/** The watched market: its chart settings and a promise settled once the worker watches it. */
export type MarketSession = {
  readonly marketId: number;
  readonly settings: ChartSettings;
  /** Settles when the worker has the market (commands such as a resolution change must come after). */
  readonly connected: Promise<void>;
};

// Settings come from IndexedDB; a database that never answers must not keep the book from connecting.
const SETTINGS_WAIT_MS = 1_000;

function settingsOf(pairKey: string): Promise<ChartSettings> {
  const fallback = new Promise<ChartSettings>((resolve) => setTimeout(() => resolve(DEFAULT_CHART_SETTINGS), SETTINGS_WAIT_MS));
  return Promise.race([loadChartSettings(pairKey), fallback]);
}

/**
 * Watches `market` live while the screen shows it: reads the pair's chart settings first, so the
 * worker joins the candle room of the saved resolution, then connects. A new market switches rooms
 * on the same socket; leaving the screen disconnects.
 */
export function useMarketSession(market: Market): { session: MarketSession | null; changeSettings: (next: ChartSettings) => void } {
  const [session, setSession] = useState<MarketSession | null>(null);
  const { id, srcId } = market;

  useEffect(() => {
    let current = true;
    void settingsOf(srcId).then((settings) => {
      if (!current) return;
      const connected = connectMarket({
        market: bookMarketOf(market),
        resolution: settings.resolution,
        pricePrecision: marketPricePrecision(market),
      }).catch((error: unknown) => console.warn(`could not watch market ${id}:`, error));
      setSession({ marketId: id, settings, connected });
    });
    return () => {
      current = false;
    };
    // The market's identity is its id: a refreshed list row (new figures) is the same market.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `market` is read once per id, on purpose (see above)
  }, [id, srcId]);

  useEffect(() => () => void disconnectMarket(), []);

  const changeSettings = useCallback(
    (next: ChartSettings) => {
      setSession((previous) => (previous === null ? previous : { ...previous, settings: next }));
      void saveChartSettings(srcId, next);
    },
    [srcId],
  );

  return { session: session?.marketId === id ? session : null, changeSettings };
}

import { describe, expect, it, vi } from 'vitest';
import type { Market } from '../../core/domain';
import type { TapeEntry } from '../../core/tape';
import type { MarketCandlesQuery } from '../../services/marketsService';
import { createMarketHistory, PREFETCHED_CANDLES_MAX_AGE_MS } from './history';

const MARKET = { id: 3, src: 'alcormarket' } as Market;
const ENTRY = { trxId: 'a'.repeat(64) } as TapeEntry;
const CANDLE = { time: 1, open: 1, high: 1, low: 1, close: 1, volume: 1 };

function setup(trades: () => Promise<TapeEntry[]> = async () => [ENTRY], clock = { now: 0 }) {
  const services: string[] = [];
  const service = { candles: vi.fn(async (_query: MarketCandlesQuery, _signal?: AbortSignal) => [CANDLE]), trades: vi.fn(trades) };
  const handed: [number, readonly TapeEntry[]][] = [];
  const warnings: string[] = [];
  const history = createMarketHistory({
    service: (apiUrl) => (services.push(apiUrl), service),
    setTapeHistory: async (marketId, entries) => void handed.push([marketId, entries]),
    warn: (message) => void warnings.push(message),
    now: () => clock.now,
  });
  return { history, service, services, handed, warnings };
}

describe('market history', () => {
  it('reads the chart’s candles with one client per endpoint', async () => {
    const { history, service, services } = setup();
    const query = { marketId: 3, resolution: '60', countBack: 300 } as const;
    expect(await history.readCandles('/api/', query)).toEqual([CANDLE]);
    await history.readCandles('/api/', query);
    await history.readCandles('https://two/api/', query);
    expect(services).toEqual(['/api/', 'https://two/api/']);
    expect(service.candles).toHaveBeenCalledWith(query, undefined);
  });

  it('hands the latest 100 trades to the worker’s tape', async () => {
    const { history, service, handed } = setup();
    await history.loadTape('/api/', MARKET, new AbortController().signal);
    expect(service.trades).toHaveBeenCalledWith(MARKET, 100, expect.any(AbortSignal));
    expect(handed).toEqual([[3, [ENTRY]]]);
  });

  it('logs a failed read and hands nothing; an aborted read is neither handed nor logged', async () => {
    const failing = setup(async () => Promise.reject(new Error('HTTP 503')));
    await failing.history.loadTape('/api/', MARKET, new AbortController().signal);
    expect(failing.handed).toEqual([]);
    expect(failing.warnings).toEqual(['could not read the recent trades of market 3: Error: HTTP 503']);
    const aborted = setup();
    const controller = new AbortController();
    controller.abort();
    await aborted.history.loadTape('/api/', MARKET, controller.signal);
    expect([aborted.handed, aborted.warnings]).toEqual([[], []]);
  });

  it('hands a history asked ahead to the first read of the same query, once, while it is young', async () => {
    const clock = { now: 0 };
    const { history, service } = setup(undefined, clock);
    const query = { marketId: 3, resolution: '240', countBack: 300 } as const;
    history.prefetchCandles('/api/', query);
    expect(service.candles).toHaveBeenCalledTimes(1);
    // Another query, or another endpoint, reads afresh and leaves nothing held for later.
    await history.readCandles('/api/', { ...query, resolution: '60' });
    expect(service.candles).toHaveBeenCalledTimes(2);
    history.prefetchCandles('/api/', query);
    expect(await history.readCandles('/api/', query)).toEqual([CANDLE]);
    expect(service.candles).toHaveBeenCalledTimes(3);
    await history.readCandles('/api/', query);
    expect(service.candles).toHaveBeenCalledTimes(4);
    history.prefetchCandles('/api/', query);
    clock.now = PREFETCHED_CANDLES_MAX_AGE_MS + 1;
    await history.readCandles('/api/', query);
    expect(service.candles).toHaveBeenCalledTimes(6);
  });

  it('asks again when the history asked ahead failed, and answers an abort at once', async () => {
    const { history, service } = setup();
    const query = { marketId: 3, resolution: '240', countBack: 300 } as const;
    service.candles.mockRejectedValueOnce(new Error('HTTP 503'));
    history.prefetchCandles('/api/', query);
    expect(await history.readCandles('/api/', query)).toEqual([CANDLE]);
    expect(service.candles).toHaveBeenCalledTimes(2);
    service.candles.mockReturnValueOnce(new Promise(() => undefined));
    history.prefetchCandles('/api/', query);
    const controller = new AbortController();
    const read = history.readCandles('/api/', query, controller.signal);
    controller.abort();
    await expect(read).rejects.toThrow('Aborted');
  });
});

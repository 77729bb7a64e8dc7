import { describe, expect, it, vi } from 'vitest';
import type { Market } from '../../core/domain';
import type { TapeEntry } from '../../core/tape';
import { createMarketHistory } from './history';

const MARKET = { id: 3, src: 'alcormarket' } as Market;
const ENTRY = { trxId: 'a'.repeat(64) } as TapeEntry;
const CANDLE = { time: 1, open: 1, high: 1, low: 1, close: 1, volume: 1 };

function setup(trades: () => Promise<TapeEntry[]> = async () => [ENTRY]) {
  const services: string[] = [];
  const service = { candles: vi.fn(async () => [CANDLE]), trades: vi.fn(trades) };
  const handed: [number, readonly TapeEntry[]][] = [];
  const warnings: string[] = [];
  const history = createMarketHistory({
    service: (apiUrl) => (services.push(apiUrl), service),
    setTapeHistory: async (marketId, entries) => void handed.push([marketId, entries]),
    warn: (message) => void warnings.push(message),
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
});

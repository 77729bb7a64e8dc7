import { describe, expect, it, vi } from 'vitest';
import { fetchOracleMedian, newestDatapointQuery, type OracleDatapoint } from './delphiOracle';

const row = (median: number | string): OracleDatapoint => ({ id: 1, owner: 'bp', value: median, median, timestamp: '2026-01-01T00:00:00' });

describe('fetchOracleMedian', () => {
  it('asks for the newest datapoint by timestamp and returns its raw median', async () => {
    const getTableRows = vi.fn(() => Promise.resolve([row('412')]));
    await expect(fetchOracleMedian(getTableRows, 'waxpusd')).resolves.toBe(412);
    expect(getTableRows).toHaveBeenCalledWith({
      code: 'delphioracle',
      scope: 'waxpusd',
      table: 'datapoints',
      index_position: 3,
      key_type: 'i64',
      reverse: true,
      limit: 1,
      json: true,
    });
    expect(newestDatapointQuery('waxpbtc').scope).toBe('waxpbtc');
  });
  it('throws on an empty table or a bad median', async () => {
    await expect(fetchOracleMedian(() => Promise.resolve([]), 'waxpeth')).rejects.toThrow('delphioracle waxpeth: no datapoint');
    await expect(fetchOracleMedian(() => Promise.resolve([row('x')]), 'waxpeth')).rejects.toThrow('delphioracle waxpeth: unreadable median x');
  });
});

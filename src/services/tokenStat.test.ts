import { describe, expect, it } from 'vitest';
import type { TableRowsParams } from './tableRows';
import { fetchTokenStat } from './tokenStat';

/** A chain whose stat table holds `rows`, recording what was read. */
function chainWith(rows: Record<string, unknown>[]) {
  const reads: TableRowsParams[] = [];
  return {
    reads,
    chain: {
      getTableRows: async <T>(params: TableRowsParams) => {
        reads.push(params);
        return rows as T[];
      },
    },
  };
}

const TLM = { ticker: 'TLM', contract: 'alien.worlds' };

describe('fetchTokenStat', () => {
  it("reads the contract's stat row scoped by the symbol, exactly", async () => {
    const { chain, reads } = chainWith([{ supply: '5000000000.0000 TLM', max_supply: '10000000000.0000 TLM', issuer: 'alien.worlds' }]);
    const stat = await fetchTokenStat(chain, TLM);
    expect(reads).toEqual([{ code: 'alien.worlds', scope: 'TLM', table: 'stat', limit: 1 }]);
    expect(stat?.supply).toMatchObject({ units: 50_000_000_000_000n, precision: 4 });
    expect(stat?.maxSupply.units).toBe(100_000_000_000_000n);
    expect(stat?.issuer).toBe('alien.worlds');
  });

  it('answers null when the contract has no stat for the symbol', async () => {
    await expect(fetchTokenStat(chainWith([]).chain, TLM)).resolves.toBeNull();
  });

  it('refuses a stat row of another symbol or of mixed precisions', async () => {
    await expect(fetchTokenStat(chainWith([{ supply: '1.0000 ABC', max_supply: '2.0000 ABC' }]).chain, TLM)).rejects.toThrow('names ABC');
    await expect(fetchTokenStat(chainWith([{ supply: '1.0000 TLM', max_supply: '2.00 TLM' }]).chain, TLM)).rejects.toThrow('precision');
    await expect(fetchTokenStat(chainWith([{ supply: 'lots', max_supply: '2.0000 TLM' }]).chain, TLM)).rejects.toThrow();
  });
});

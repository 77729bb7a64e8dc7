import { describe, expect, it } from 'vitest';
import type { StoredPair } from '../../services/indexer/registry';
import { tokenKey } from '../catalog';
import { planWorld } from '../plan';
import { WORLD_SIZES } from '../size';
import { generateHistory, type HistoryOptions } from './generate';
import { buildPricePaths } from './paths';

const plan = planWorld('waxwing', WORLD_SIZES.small);
const END = Date.UTC(2026, 0, 1);
const wax = plan.tokens[0]!;
const pairs: StoredPair[] = plan.markets.map((m, i) => ({
  pairKey: i + 1,
  src: 'alcormarket',
  srcType: 'markets',
  pairId: String(m.id),
  token0: wax,
  token1: m.quote,
  fee: 20,
}));
pairs.push({ pairKey: 99, src: 'defibox', srcType: 'pools', pairId: '1', token0: wax, token1: plan.tokens[1]!, fee: 30 });
const options = (count: number): HistoryOptions => ({
  seed: 'waxwing',
  pairs,
  paths: buildPricePaths('waxwing', plan.tokens, END, 30),
  count,
  days: 30,
  endMs: END,
  traders: plan.wallets.slice(0, 100),
  rankOf: (p) => p.pairKey,
});

describe('generateHistory', () => {
  it('is the same history for the same seed', () => {
    expect([...generateHistory(options(500))]).toEqual([...generateHistory(options(500))]);
  });

  it('ascends in global sequence (all below 1) and time, within the period, as the bulk path requires', () => {
    const trades = [...generateHistory(options(5_000))];
    expect(trades).toHaveLength(5_000);
    expect(trades[trades.length - 1]!.globalSequence).toBeLessThan(1);
    for (let i = 1; i < trades.length; i++) {
      expect(trades[i]!.globalSequence).toBeGreaterThan(trades[i - 1]!.globalSequence);
      expect(trades[i]!.time).toBeGreaterThanOrEqual(trades[i - 1]!.time);
    }
    expect(trades[0]!.time).toBeGreaterThanOrEqual(END - 30 * 86_400_000);
    expect(trades[trades.length - 1]!.time).toBeLessThanOrEqual(END);
  });

  it('ends each pair at its current world price and trades at prices the amounts agree with', () => {
    const trades = [...generateHistory(options(20_000))];
    const tlm = plan.markets[0]!;
    const last = trades.filter((t) => t.pairId === String(tlm.id)).slice(-5);
    const world = Number(tlm.quote.waxPriceE8) / 1e8;
    for (const trade of last) {
      expect(Math.abs(trade.poolPrice! / world - 1)).toBeLessThan(0.02);
      expect(Math.abs(Number(trade.market!.unitPrice) / 1e8 / world - 1)).toBeLessThan(0.02);
    }
    for (const trade of trades.slice(0, 200)) {
      const pair = pairs.find((p) => p.pairId === trade.pairId && p.src === trade.src)!;
      const [tin, tout] = trade.zeroForOne ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
      const value = (Number(trade.amountIn) / 10 ** tin.precision) * trade.tokenInWaxPrice!;
      const got = (Number(trade.amountOut) / 10 ** tout.precision) * trade.tokenOutWaxPrice!;
      // The output is worth the input less the venue fee, give or take half a unit of rounding.
      const halfUnit = (10 ** -tout.precision * trade.tokenOutWaxPrice!) / 2;
      expect(got).toBeGreaterThan(value * 0.99 - halfUnit);
      expect(got).toBeLessThanOrEqual(value + halfUnit);
    }
  });

  it('prices every token on a path that ends at its world price', () => {
    const paths = buildPricePaths('waxwing', plan.tokens, END, 30);
    for (const token of plan.tokens.slice(1, 6)) {
      expect(paths.of(token)(END)).toBeCloseTo(Number(token.waxPriceE8) / 1e8, 10);
      expect(paths.of(token)(END - 10 * 86_400_000)).toBeGreaterThan(0);
    }
    expect(paths.of(wax)(END)).toBe(1);
    expect(tokenKey(wax)).toBe('WAX_eosio.token');
  });
});

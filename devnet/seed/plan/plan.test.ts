import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nameToU64 } from '../../chain/core/name';
import { isValidAccountName } from '../names';
import { WORLD_SIZES } from '../size';
import { planWorld, type WorldPlan } from '.';

const digest = (plan: WorldPlan) =>
  createHash('sha256')
    .update(JSON.stringify(plan, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');

describe('planWorld', () => {
  const full = planWorld('waxwing', WORLD_SIZES.full);

  it('is the same world for the same seed and another one for another seed', () => {
    expect(digest(planWorld('waxwing', WORLD_SIZES.small))).toBe(digest(planWorld('waxwing', WORLD_SIZES.small)));
    expect(digest(planWorld('other', WORLD_SIZES.small))).not.toBe(digest(planWorld('waxwing', WORLD_SIZES.small)));
  });

  it('has ≥ 200 tokens: WAX and the well-known ones on their real contracts and precisions, all unique', () => {
    expect(full.tokens.length).toBeGreaterThanOrEqual(200);
    const find = (code: string) => full.tokens.find((t) => t.code === code);
    expect(find('WAX')).toMatchObject({ contract: 'eosio.token', precision: 8 });
    expect(find('TLM')).toMatchObject({ contract: 'alien.worlds', precision: 4 });
    expect(find('NEFTY')).toMatchObject({ contract: 'token.nefty', precision: 8 });
    expect(new Set(full.tokens.map((t) => `${t.code}@${t.contract}`)).size).toBe(full.tokens.length);
    expect(new Set(full.tokens.map((t) => t.code)).size).toBe(full.tokens.length);
    for (const token of full.tokens) {
      expect(isValidAccountName(token.contract), token.contract).toBe(true);
      expect(token.maxSupply).toBeLessThan(1n << 62n);
      expect(token.waxPriceE8).toBeGreaterThan(0n);
    }
  });

  it('plans ≥ 400 v2 pools on the four venues, each with both reserves, and unique pair ids per venue', () => {
    expect(full.v2Pools.length).toBeGreaterThanOrEqual(400);
    expect(new Set(full.v2Pools.map((p) => p.venue))).toEqual(new Set(['defibox', 'taco', 'neftyblocks', 'adex']));
    expect(new Set(full.v2Pools.map((p) => `${p.venue}:${p.pairId}`)).size).toBe(full.v2Pools.length);
    for (const pool of full.v2Pools) expect(pool.amount0 > 0n && pool.amount1 > 0n).toBe(true);
    // Every token trades somewhere.
    const listed = new Set(full.v2Pools.flatMap((p) => [p.token0.code, p.token1.code]));
    expect(full.tokens.every((t) => listed.has(t.code))).toBe(true);
  });

  it('plans ≥ 60 v3 pools over all three fee tiers, one per pair and fee', () => {
    expect(full.v3Pools.length).toBeGreaterThanOrEqual(60);
    expect(new Set(full.v3Pools.map((p) => p.fee))).toEqual(new Set([500, 3000, 10000]));
    expect(new Set(full.v3Pools.map((p) => `${p.tokenA.code}/${p.tokenB.code}/${p.fee}`)).size).toBe(full.v3Pools.length);
  });

  it('plans ≥ 40 markets, the busiest with ≥ 1,000 price levels a side that never cross', () => {
    expect(full.markets.length).toBeGreaterThanOrEqual(40);
    const busiest = full.markets[0]!;
    expect(busiest.quote.code).toBe('TLM');
    expect(new Set(busiest.buys.map((o) => o.unitPrice)).size).toBeGreaterThanOrEqual(1000);
    expect(new Set(busiest.sells.map((o) => o.unitPrice)).size).toBeGreaterThanOrEqual(1000);
    for (const market of full.markets) {
      const bestBid = market.buys.reduce((max, o) => (o.unitPrice > max ? o.unitPrice : max), 0n);
      const bestAsk = market.sells.reduce((min, o) => (o.unitPrice < min ? o.unitPrice : min), 1n << 64n);
      expect(bestBid).toBeLessThan(bestAsk);
    }
  });

  it('gives TLM 100,000 holders in ascending name order within its budget', () => {
    const tlm = full.holders.find((h) => h.token.code === 'TLM')!;
    expect(tlm.owners.length).toBe(100_000);
    expect(new Set(tlm.owners).size).toBe(100_000);
    for (let i = 1; i < tlm.owners.length; i += 997) expect(nameToU64(tlm.owners[i - 1]!) < nameToU64(tlm.owners[i]!)).toBe(true);
    expect(tlm.total).toBe(tlm.amounts.reduce((a, b) => a + b, 0n));
    expect(tlm.total).toBeLessThanOrEqual(tlm.token.maxSupply / 16n);
  });
});

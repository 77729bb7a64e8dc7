/** delphioracle: genesis data points, write, median, and the timestamp index clients read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from '../../chain/testing/harness';
import { expectAssert, expectChainError } from '../../chain/testing/expect';
import { medianOf } from './oracle';

let t: TestChain;
let producer: string;

beforeAll(async () => {
  t = await startTestChain();
  producer = 'alohaeosprod';
});
afterAll(async () => t.stop());

type Point = { id: number; owner: string; value: number; median: number; timestamp: string };
const newest = async (pair: string): Promise<Point> =>
  (
    (
      await rpc(t.url, '/v1/chain/get_table_rows', {
        code: 'delphioracle',
        scope: pair,
        table: 'datapoints',
        json: true,
        index_position: 3,
        key_type: 'i64',
        reverse: true,
        limit: 1,
      })
    ).body.rows as Point[]
  )[0]!;

describe('delphioracle', () => {
  it('starts with realistic medians: WAX ≈ 0.05 USD at 10^-4, BTC and ETH at 10^-8', async () => {
    const usd = await newest('waxpusd');
    expect(usd.median).toBeGreaterThanOrEqual(490);
    expect(usd.median).toBeLessThanOrEqual(510);
    expect((await newest('waxpbtc')).median).toBeGreaterThan(50);
    expect((await newest('waxpeth')).median).toBeGreaterThan(1000);
    const all = (await rpc(t.url, '/v1/chain/get_table_rows', { code: 'delphioracle', scope: 'waxpusd', table: 'datapoints', json: true, limit: 100 })).body
      .rows as Point[];
    expect(all).toHaveLength(21);
  });

  it('writes a quote: the newest point by timestamp carries the new median', async () => {
    await t.chain.pushAction('delphioracle', 'write', { owner: producer, quotes: [{ pair: 'waxpusd', value: 520 }] }, `${producer}@active`);
    const point = await newest('waxpusd');
    expect(point).toMatchObject({ owner: producer, value: 520 });
    const values = (
      (await rpc(t.url, '/v1/chain/get_table_rows', { code: 'delphioracle', scope: 'waxpusd', table: 'datapoints', json: true, limit: 100 })).body
        .rows as Point[]
    ).map((p) => BigInt(p.value));
    expect(values).toHaveLength(21);
    expect(BigInt(point.median)).toBe(medianOf(values));
  });

  it('refuses writes too soon, from non-producers, for unknown pairs or without authority', async () => {
    await expectAssert(
      t.chain.pushAction('delphioracle', 'write', { owner: producer, quotes: [{ pair: 'waxpusd', value: 521 }] }, `${producer}@active`),
      'can only call every 60 seconds',
    );
    await expectAssert(
      t.chain.pushAction('delphioracle', 'write', { owner: 'alice', quotes: [{ pair: 'waxpusd', value: 1 }] }, 'alice@active'),
      'account is not a qualified oracle',
    );
    await expectAssert(
      t.chain.pushAction('delphioracle', 'write', { owner: 'blacklusionx', quotes: [{ pair: 'waxpxyz', value: 1 }] }, 'blacklusionx@active'),
      'pair not found',
    );
    await expectAssert(
      t.chain.pushAction('delphioracle', 'write', { owner: 'blacklusionx', quotes: [{ pair: 'waxpusd', value: 0 }] }, 'blacklusionx@active'),
      'value must be positive',
    );
    await expectChainError(
      t.chain.pushAction('delphioracle', 'write', { owner: 'blacklusionx', quotes: [{ pair: 'waxpusd', value: 5 }] }, 'alice@active'),
      'missing_auth_exception',
      'missing authority of blacklusionx',
    );
    t.advance(61_000);
    await t.chain.pushAction('delphioracle', 'write', { owner: producer, quotes: [{ pair: 'waxpusd', value: 530 }] }, `${producer}@active`);
    expect((await newest('waxpusd')).value).toBe(530);
  });

  it('computes the lower middle of the window', () => {
    expect(medianOf([5n, 1n, 3n])).toBe(3n);
    expect(medianOf([4n, 1n, 3n, 2n])).toBe(2n);
    expect(medianOf([])).toBe(0n);
  });
});

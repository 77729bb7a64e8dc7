import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../../core/amount';
import { positionAmountsAndFees } from '../../core/v3';
import type { WalletBalance } from '../../core/walletBalances';
import type { OrderMarket, OrderToken } from '../../core/walletOrders';
import { v2Pool, WAX, TLM, USDT } from '../../core/walletPositions/positions.testutil';
import type { AccountRows } from '../../services/accountRows';
import type { V3PoolInfo } from '../../services/poolsService';
import { quotesClient } from '../../../workers/quotes.client';
import { inThreadLists, loaderRunner } from './fakes.testutil';
import { createOpenPositionsStore, ORDERS_LIST, POSITIONS_LIST } from './positions';

const Q64 = 1n << 64n;
const POOL: V3PoolInfo = {
  id: 0,
  tokenA: WAX,
  tokenB: USDT,
  fee: 3000,
  tickSpacing: 60,
  tick: -122067,
  sqrtPriceX64: 41248173712355948n,
  liquidity: 10n ** 12n,
  feeGrowthGlobalAX64: 3n * Q64,
  feeGrowthGlobalBX64: Q64 / 1000n,
  feeProtocol: 0,
  tokenAWaxPrice: 1,
  tokenBWaxPrice: 20,
};
/** A tick row as get_indexed_rows answers it (uint128 as decimal text here; hex is read too). */
const tick = (id: number) => ({ id, liquidityGross: '1000000000000', liquidityNet: '0', feeGrowthOutsideAX64: '0', feeGrowthOutsideBX64: '0' });
const position = (id: number, tickLower: number, tickUpper: number) => ({
  id,
  owner: 'alcorlpmaker',
  tickLower,
  tickUpper,
  liquidity: '1000000000000',
  feeGrowthInsideALastX64: '0',
  feeGrowthInsideBLastX64: '0',
  feesA: 7,
  feesB: 0,
  scope: '0',
});
const MARKET: OrderMarket = { id: 0, base: WAX, quote: TLM };
const ROWS: AccountRows = {
  buyOrders: [{ id: 5, account: 'alcorlpmaker', bid: '10.00000000 WAX', ask: '50.0000 TLM', unit_price: '20000000', timestamp: 1795761566, scope: '0' }],
  sellOrders: [{ id: 6, account: 'alcorlpmaker', bid: 'nonsense', ask: '1.00000000 WAX', unit_price: '20000000', timestamp: 1795761566, scope: '0' }],
  positions: [position(1, -122280, -121860), position(2, -121800, -121200), { ...position(3, 0, 60), scope: '9' }],
  limitOrders: [
    {
      id: 2,
      owner: 'alcorlpmaker',
      bid: '5.0000 TLM',
      ask: '1.00000000 WAX',
      initial_bid: '5.0000 TLM',
      initial_ask: '1.00000000 WAX',
      bid_token: 1,
      ask_token: 0,
      timestamp: 1795761999,
    },
  ],
};

function setup() {
  const { lists, source } = inThreadLists();
  const loader = loaderRunner();
  const warn = vi.fn();
  const store = createOpenPositionsStore({
    mappedRows: async () => ROWS,
    poolTicks: async () => new Map([[0, [tick(-122280), tick(-121860), tick(-121800), tick(-121200)]]]),
    readBalances: async (): Promise<WalletBalance[]> => [{ ticker: 'BOXA', contract: 'lptoken.box', amount: makeAmount(250_000n, 0) }],
    v2Pools: async () => [v2Pool()],
    v3Pools: async () => [POOL],
    markets: async () => [MARKET],
    limitTokens: async () =>
      new Map<number, OrderToken>([
        [0, WAX],
        [1, TLM],
      ]),
    quotes: quotesClient(),
    lists,
    runFetch: loader.runFetch,
    warn,
  });
  const keys = async (listId: string, key: string) =>
    (await source.view({ listId, sort: { key, dir: 'desc' }, window: { start: 0, count: 50 } })).rows.map((row) => row.key);
  return { store, loader, warn, keys };
}

describe('open positions store', () => {
  it('values v3 positions on the WASM maths exactly as the bigint reference, beside the v2 LP share', async () => {
    const { store, loader } = setup();
    await store.load('alcorlpmaker');
    expect(loader.runs).toEqual(['wallet_positions']);
    const positions = store.state.value.positions ?? [];
    expect(positions.map((p) => p.key)).toEqual(['defibox:1', 'alcorv2:0:1', 'alcorv2:0:2']);
    const inRange = positions[1]!;
    const reference = positionAmountsAndFees(
      {
        ...POOL,
        ticks: [-122280, -121860].map((index) => ({ index, liquidityGross: 10n ** 12n, liquidityNet: 0n, feeGrowthOutsideAX64: 0n, feeGrowthOutsideBX64: 0n })),
      },
      { tickLower: -122280, tickUpper: -121860, liquidity: 10n ** 12n, feeGrowthInsideALastX64: 0n, feeGrowthInsideBLastX64: 0n, feesA: 7n, feesB: 0n },
    );
    expect([inRange.amountA.units, inRange.amountB.units, inRange.feesA?.units, inRange.feesB?.units]).toEqual([
      reference.amountA,
      reference.amountB,
      reference.feesA,
      reference.feesB,
    ]);
    expect(inRange.feesA?.units).toBe(7n + 3n * 10n ** 12n);
    expect(inRange.isPositionInRange).toBe(true);
    expect(positions[2]!.isPositionInRange).toBe(false);
    expect(positions[0]!.amountA).toEqual(makeAmount(100_000n * 10n ** 8n, 8));
  });

  it('leaves out a position whose pool is unknown and an unreadable order, and says so', async () => {
    const { store, warn } = setup();
    await store.load('alcorlpmaker');
    expect(warn).toHaveBeenCalledWith('Could not compute position 3 of pool 9', expect.any(Error));
    expect(store.state.value.skipped).toBe(1);
  });

  it('lists book and limit orders newest first, and positions by worth (SPEC §9 defaults)', async () => {
    const { store, keys } = setup();
    await store.load('alcorlpmaker');
    expect(await keys(ORDERS_LIST, 'time')).toEqual(['limit:2', 'book:0:buy:5']);
    expect((await keys(POSITIONS_LIST, 'liquidity'))[0]).toBe('defibox:1');
  });

  it('the calculator returns a share of a position exactly (v2 here, v3 through the worker)', async () => {
    const { store } = setup();
    await store.load('alcorlpmaker');
    const [lp, v3] = store.state.value.positions ?? [];
    const half = await store.quoteWithdrawal(lp!, 50);
    expect(half.amountA).toEqual(makeAmount(50_000n * 10n ** 8n, 8));
    const all = await store.quoteWithdrawal(v3!, 100);
    expect([all.amountA, all.amountB]).toEqual([v3!.amountA, v3!.amountB]);
    const tenth = await store.quoteWithdrawal(v3!, 10);
    expect(tenth.liquidity).toBe(10n ** 11n);
    expect(tenth.amountA.units <= v3!.amountA.units / 10n).toBe(true);
  });
});

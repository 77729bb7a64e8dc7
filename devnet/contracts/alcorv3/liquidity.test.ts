/** addliquid / subliquid / withdraw on `swap.alcor`: rows and balances equal what src/core/v3 predicts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChain } from '../../chain/testing/harness';
import { expectAssert, expectChainError } from '../../chain/testing/expect';
import { decodeLogLiquidity, encodeSubLiquid, encodeWithdraw } from '../../../src/core/actions/alcorv3';
import {
  encodeSqrtRatioX64,
  getAmountsForLiquidity,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_TICK,
  maxLiquidityForAmounts,
  MIN_TICK,
  nearestUsableTick,
} from '../../../src/core/v3';
import {
  accountedFor,
  addLiquidity,
  ALCOR,
  balance,
  createPool,
  logsOf,
  poolRow,
  positionRows,
  startAlcorChain,
  tickRows,
  transfer,
  units,
  USDT,
  WAX,
} from './alcorv3.testutil';
import type { PoolRow } from './tables';

let t: TestChain;
const expectFailure = (push: Promise<unknown>, message: RegExp) =>
  expectChainError(push, 'eosio_assert_message_exception', new RegExp(`^assertion failure with message: ${message.source.slice(1)}`));
let poolId: bigint;
const SQRT_PRICE = encodeSqrtRatioX64(500n, 10n ** 8n);
const TICK = getTickAtSqrtRatio(SQRT_PRICE);
const base = Math.floor(TICK / 60) * 60;
const RANGES = {
  full: [nearestUsableTick(MIN_TICK, 60), nearestUsableTick(MAX_TICK, 60)],
  narrow: [base - 600, base + 660],
  above: [base + 1200, base + 3000],
  below: [base - 3000, base - 1200],
} as const;
const pool = (): PoolRow => poolRow(t.chain, poolId);
const wallet = () => [balance(t.chain, WAX, 'bob'), balance(t.chain, USDT, 'bob')];
const expectAccounted = () => {
  for (const token of [WAX, USDT]) expect(balance(t.chain, token, ALCOR)).toBe(accountedFor(t.chain, token, ['bob', 'alice']));
};

beforeAll(async () => {
  t = await startAlcorChain();
  poolId = await createPool(t.chain, 'bob', WAX, USDT, 3000, SQRT_PRICE);
});
afterAll(async () => t.stop());

/** Liquidity per position, as minted. */
const minted = new Map<string, bigint>();

describe('addliquid', () => {
  it.each(Object.entries(RANGES))('mints a %s-range position costing the rounded-up amounts of the core maths', async (name, [lower, upper]) => {
    const [desiredA, desiredB] = [40_000n * 10n ** 8n, 2_000n * 10n ** 4n];
    const [sqrtL, sqrtU] = [getSqrtRatioAtTick(lower), getSqrtRatioAtTick(upper)];
    const liquidity = maxLiquidityForAmounts(SQRT_PRICE, sqrtL, sqrtU, desiredA, desiredB, true);
    const cost = getAmountsForLiquidity(SQRT_PRICE, sqrtL, sqrtU, liquidity, true);
    const before = wallet();
    const liquidityBefore = pool().liquidity;
    const result = await addLiquidity(t.chain, 'bob', pool(), lower, upper, desiredA, desiredB);
    expect(wallet()).toEqual([before[0]! - cost.amountA, before[1]! - cost.amountB]);
    const row = positionRows(t.chain, poolId).find((p) => p.tickLower === lower && p.tickUpper === upper);
    expect(row).toMatchObject({ owner: 'bob', liquidity, feesA: 0n, feesB: 0n });
    expect(pool().liquidity - liquidityBefore).toBe(lower <= TICK && TICK < upper ? liquidity : 0n);
    expect(logsOf(result, 'logmint').map(decodeLogLiquidity)).toEqual([
      {
        poolId: Number(poolId),
        owner: 'bob',
        amountA: units(cost.amountA, WAX),
        amountB: units(cost.amountB, USDT),
        liquidity,
        tickLower: lower,
        tickUpper: upper,
      },
    ]);
    if (name === 'above') expect(cost.amountB).toBe(0n);
    if (name === 'below') expect(cost.amountA).toBe(0n);
    minted.set(name, liquidity);
    expectAccounted();
  });

  it('keeps one tick row per bound with the gross and net liquidity of the positions', () => {
    const expected = new Map<number, { gross: bigint; net: bigint }>();
    for (const [name, [lower, upper]] of Object.entries(RANGES)) {
      const l = minted.get(name)!;
      for (const [tick, sign] of [
        [lower, 1n],
        [upper, -1n],
      ] as const) {
        const e = expected.get(tick) ?? { gross: 0n, net: 0n };
        expected.set(tick, { gross: e.gross + l, net: e.net + sign * l });
      }
    }
    const rows = tickRows(t.chain, poolId);
    expect(rows.map((r) => [r.id, r.liquidityGross, r.liquidityNet])).toEqual(
      [...expected.entries()].sort((a, b) => a[0] - b[0]).map(([tick, e]) => [tick, e.gross, e.net]),
    );
    // Ticks at or below the price start with the global growth (zero here) and the oracle's time.
    expect(rows.every((r) => r.initialized && r.feeGrowthOutsideAX64 === 0n)).toBe(true);
  });

  it('serves positions by owner on index 3 and ticks under the pool id scope, as clients query them', () => {
    const scope = String(poolId);
    const mine = t.chain.getTableRows({
      code: ALCOR,
      scope,
      table: 'positions',
      json: true,
      index_position: 3,
      key_type: 'name',
      lower_bound: 'bob',
      upper_bound: 'bob',
      limit: 100,
    }).rows as { owner: string; tickLower: number }[];
    expect(mine.map((p) => p.owner)).toEqual(['bob', 'bob', 'bob', 'bob']);
    expect(
      t.chain.getTableRows({
        code: ALCOR,
        scope,
        table: 'positions',
        json: true,
        index_position: 3,
        key_type: 'name',
        lower_bound: 'alice',
        upper_bound: 'alice',
      }).rows,
    ).toEqual([]);
    const ticks = t.chain.getTableRows({ code: ALCOR, scope, table: 'ticks', json: true, limit: 100 }).rows as { id: number }[];
    expect(ticks.map((r) => r.id).sort((a, b) => a - b)).toEqual(tickRows(t.chain, poolId).map((r) => r.id));
  });

  it('adds to an existing position', async () => {
    const [lower, upper] = RANGES.narrow;
    const extra = maxLiquidityForAmounts(SQRT_PRICE, getSqrtRatioAtTick(lower), getSqrtRatioAtTick(upper), 10n ** 8n * 100n, 10n ** 4n * 5n, true);
    await addLiquidity(t.chain, 'bob', pool(), lower, upper, 10n ** 8n * 100n, 10n ** 4n * 5n);
    minted.set('narrow', minted.get('narrow')! + extra);
    expect(
      positionRows(t.chain, poolId)
        .filter((p) => p.tickLower === lower && p.tickUpper === upper)
        .map((p) => p.liquidity),
    ).toEqual([minted.get('narrow')]);
  });

  it('checks tick spacing and range with messages that name the rule', async () => {
    await expectAssert(
      addLiquidity(t.chain, 'bob', pool(), base + 30, base + 600, 10n ** 8n, 10n ** 4n),
      `tickLower (${base + 30}) is not a multiple of the tick spacing 60`,
    );
    await expectAssert(
      addLiquidity(t.chain, 'bob', pool(), base, base + 90, 10n ** 8n, 10n ** 4n),
      `tickUpper (${base + 90}) is not a multiple of the tick spacing 60`,
    );
    await expectAssert(addLiquidity(t.chain, 'bob', pool(), base, base, 10n ** 8n, 10n ** 4n), `tickLower (${base}) must be below tickUpper (${base})`);
    const data = {
      poolId: Number(poolId),
      owner: 'bob',
      tokenADesired: '1.00000000 WAX',
      tokenBDesired: '1.0000 USDT',
      tickLower: -443640,
      tickUpper: 0,
      tokenAMin: '0.00000000 WAX',
      tokenBMin: '0.0000 USDT',
      deadline: 0,
    };
    await expectAssert(t.chain.pushAction(ALCOR, 'addliquid', data, 'bob@active'), 'tickLower (-443640) is below the minimum tick -443636');
  });

  it('aborts with nothing applied when a minimum is not met, the deposit is short or the amounts fund nothing', async () => {
    const [lower, upper] = RANGES.narrow;
    const before = { wallet: wallet(), pool: pool(), positions: positionRows(t.chain, poolId), ticks: tickRows(t.chain, poolId) };
    await expectFailure(
      addLiquidity(t.chain, 'bob', pool(), lower, upper, 10n ** 8n * 100n, 10n ** 4n * 5n, [10n ** 8n * 100n, 0n]),
      /^token A amount [\d.]+ WAX is below tokenAMin 100\.00000000 WAX$/,
    );
    const data = {
      poolId: Number(poolId),
      owner: 'bob',
      tokenADesired: '1.00000000 WAX',
      tokenBDesired: '1.0000 USDT',
      tickLower: lower,
      tickUpper: upper,
      tokenAMin: '0.00000000 WAX',
      tokenBMin: '0.0000 USDT',
      deadline: 0,
    };
    await expectFailure(
      t.chain.pushAction(ALCOR, 'addliquid', data, 'bob@active'),
      /^insufficient deposit of 8,WAX@eosio\.token: [\d.]+ WAX needed, 0\.00000000 WAX deposited$/,
    );
    await expectAssert(
      addLiquidity(t.chain, 'bob', pool(), RANGES.above[0], RANGES.above[1], 0n, 10n ** 4n),
      'the desired amounts fund no liquidity over this range',
    );
    expect({ wallet: wallet(), pool: pool(), positions: positionRows(t.chain, poolId), ticks: tickRows(t.chain, poolId) }).toEqual(before);
  });
});

describe('subliquid and withdraw', () => {
  const sub = (liquidity: bigint, [lower, upper]: readonly [number, number]) =>
    t.chain.pushAction(
      ALCOR,
      'subliquid',
      encodeSubLiquid({
        poolId: Number(poolId),
        owner: 'bob',
        liquidity,
        tickLower: lower,
        tickUpper: upper,
        tokenAMin: units(0n, WAX),
        tokenBMin: units(0n, USDT),
        deadline: 0,
      }),
      'bob@active',
    );

  it('burns part of a position and pays the rounded-down amounts', async () => {
    const [lower, upper] = RANGES.narrow;
    const half = minted.get('narrow')! / 2n;
    const paid = getAmountsForLiquidity(SQRT_PRICE, getSqrtRatioAtTick(lower), getSqrtRatioAtTick(upper), half, false);
    const before = wallet();
    const liquidityBefore = pool().liquidity;
    const result = await sub(half, RANGES.narrow);
    expect(wallet()).toEqual([before[0]! + paid.amountA, before[1]! + paid.amountB]);
    expect(pool().liquidity).toBe(liquidityBefore - half);
    expect(logsOf(result, 'logburn').map(decodeLogLiquidity)).toEqual([
      {
        poolId: Number(poolId),
        owner: 'bob',
        amountA: units(paid.amountA, WAX),
        amountB: units(paid.amountB, USDT),
        liquidity: half,
        tickLower: lower,
        tickUpper: upper,
      },
    ]);
    expectAccounted();
  });

  it('erases the position and its unused ticks when everything is burned', async () => {
    const [lower, upper] = RANGES.above;
    await sub(minted.get('above')!, RANGES.above);
    expect(positionRows(t.chain, poolId).some((p) => p.tickLower === lower)).toBe(false);
    expect(tickRows(t.chain, poolId).map((r) => r.id)).not.toContain(lower);
    expect(tickRows(t.chain, poolId).map((r) => r.id)).not.toContain(upper);
    expectAccounted();
  });

  it('refuses to burn more than the position holds or a position that does not exist', async () => {
    await expectAssert(sub(minted.get('full')! + 1n, RANGES.full), `liquidity ${minted.get('full')! + 1n} exceeds the position's ${minted.get('full')}`);
    await expectAssert(sub(1n, RANGES.above), 'position does not exist');
  });

  it('returns unused deposits on withdraw, and does nothing when none is left', async () => {
    const before = wallet();
    await t.chain.pushActions([transfer(USDT, 'bob', ALCOR, 12_345n, 'deposit'), transfer(WAX, 'bob', ALCOR, 777n, 'deposit')]);
    expect(wallet()).toEqual([before[0]! - 777n, before[1]! - 12_345n]);
    expectAccounted();
    await t.chain.pushAction(ALCOR, 'withdraw', encodeWithdraw({ owner: 'bob' }), 'bob@active');
    expect(wallet()).toEqual(before);
    await t.chain.pushAction(ALCOR, 'withdraw', encodeWithdraw({ owner: 'bob' }), 'bob@active');
    expect(wallet()).toEqual(before);
  });
});

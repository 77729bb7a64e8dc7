import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { makeAmount, type Amount } from '../../core/amount';
import { tokenParam, type ListedToken, type Token } from '../../core/domain';
import type { V2PoolSnapshot } from '../../core/walletPositions';
import type { SendActionsRequest } from '../transactions';
import { createLiquidityStore } from './store';

const listed = (ticker: string, contract: string, precision: number): ListedToken => ({ ticker, contract, precision }) as ListedToken;
const WAX = listed('WAX', 'eosio.token', 8);
const TLM = listed('TLM', 'alien.worlds', 4);
const USDT = listed('USDT', 'usdt.alcor', 4);

const POOL: V2PoolSnapshot = {
  src: 'defibox',
  pairId: '3',
  token0: WAX,
  token1: TLM,
  reserve0: makeAmount(1_000_00000000n, 8),
  reserve1: makeAmount(5_000_0000n, 4),
  lpToken: { ticker: 'BOXC', contract: 'lptoken.box', precision: 0 },
  lpSupply: 2_236_067n,
  token0WaxPrice: 1,
  token1WaxPrice: 0.2,
};

function setup(options: { account?: string | null; pools?: V2PoolSnapshot[]; balances?: Record<string, Amount>; slippage?: () => number } = {}) {
  const sent: SendActionsRequest[] = [];
  const openLogin = vi.fn();
  const store = createLiquidityStore({
    tokens: signal([WAX, TLM, USDT]),
    loadPools: () => Promise.resolve(options.pools ?? [POOL]),
    account: () => (options.account === undefined ? 'niaj' : options.account),
    balanceOf: (token: Token) => options.balances?.[tokenParam(token)] ?? null,
    refreshBalances: () => Promise.resolve(),
    slippage: options.slippage ?? (() => 50),
    sendActions: (request) => {
      sent.push(request);
      return Promise.resolve({ ok: true, txIds: ['t'] });
    },
    openLogin,
    notify: () => 1,
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
  });
  return { store, sent, openLogin };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the pair (SPEC §4 Liquidity)', () => {
  it('swaps the sides for the other side’s token, finds the pool once both are chosen, and resets on another exchange', async () => {
    const { store } = setup();
    store.setExchange('defibox');
    store.chooseToken('input', TLM);
    store.chooseToken('output', TLM);
    expect(store.pair.value).toEqual({ input: null, output: TLM });
    store.chooseToken('input', WAX);
    await flush();
    expect(store.pairPool.value).toMatchObject({ pairId: '3', tokenA: WAX, reserveB: 5_000_0000n });
    store.addBox.setText('A', '2');
    store.setExchange('taco');
    expect(store.pair.value).toEqual({ input: null, output: null });
    expect(store.addBox.textA.value).toBe('');
    expect(store.pairPool.value).toBeNull();
  });
});

describe('the deposit box', () => {
  it('links both amounts by the pool ratio either way and shows the LP minted', async () => {
    const { store } = setup();
    store.setExchange('defibox');
    store.chooseToken('input', TLM);
    store.chooseToken('output', WAX);
    await flush();
    store.addBox.setText('A', '10');
    expect(store.addBox.textB.value).toBe('2');
    expect(store.addBox.quote.value).toMatchObject({ ok: true, unitsA: 10_0000n, unitsB: 2_00000000n, lp: 4472n });
    store.addBox.setText('B', '0.00000001');
    expect(store.addBox.textA.value).toBe('0.0001');
    expect(store.addBox.quote.value).toEqual({ ok: false, reason: 'Too small to mint any LP tokens' });
    store.addBox.setText('A', 'abc');
    expect(store.addBox.textA.value).toBe('');
  });

  it('says which balance is short, and signs nothing', async () => {
    const { store, sent } = setup({ balances: { [tokenParam(TLM)]: makeAmount(5_0000n, 4), [tokenParam(WAX)]: makeAmount(100_00000000n, 8) } });
    store.setExchange('defibox');
    store.chooseToken('input', TLM);
    store.chooseToken('output', WAX);
    await flush();
    store.addBox.setText('A', '10');
    expect(store.addBox.errors.value).toEqual({ A: 'Not enough TLM', B: null });
    expect(await store.addLiquidity()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends both deposits and the add, exactly as shown', async () => {
    const { store, sent } = setup();
    store.setExchange('defibox');
    store.chooseToken('input', WAX);
    store.chooseToken('output', TLM);
    await flush();
    store.addBox.setText('A', '2');
    expect(await store.addLiquidity()).toBe(true);
    expect(sent[0]?.actions).toEqual([
      { account: 'eosio.token', name: 'transfer', data: { from: 'niaj', to: 'swap.box', quantity: '2.00000000 WAX', memo: 'deposit,3' } },
      { account: 'alien.worlds', name: 'transfer', data: { from: 'niaj', to: 'swap.box', quantity: '10.0000 TLM', memo: 'deposit,3' } },
      { account: 'swap.box', name: 'deposit', data: { owner: 'niaj', pair_id: '3' } },
    ]);
  });

  it('asks Taco for the LP shown less the deposit slippage, rounded down, and follows a change of the setting', async () => {
    const tolerance = signal(50);
    const { store, sent } = setup({ pools: [{ ...POOL, src: 'taco', pairId: 'WAXTLM' }], slippage: () => tolerance.value });
    store.setExchange('taco');
    store.chooseToken('input', WAX);
    store.chooseToken('output', TLM);
    await flush();
    store.addBox.setText('A', '2');
    const quote = store.addBox.quote.value;
    if (!quote.ok) throw new Error('expected a quote');
    expect(quote.minLp).toBe((quote.lp * 9950n) / 10000n);
    tolerance.value = 275;
    const requoted = store.addBox.quote.value;
    expect(requoted.ok && requoted.minLp).toBe((quote.lp * 9725n) / 10000n);
    expect(await store.addLiquidity()).toBe(true);
    expect(sent[0]?.actions[2]).toMatchObject({ account: 'swap.taco', name: 'addliquidity' });
    expect(JSON.stringify(sent[0]?.actions[2]?.data)).toContain(`${(quote.lp * 9725n) / 10000n} WAXTLM`);
  });

  it('asks to connect when logged out', async () => {
    const { store, sent, openLogin } = setup({ account: null });
    store.setExchange('defibox');
    store.chooseToken('input', WAX);
    store.chooseToken('output', TLM);
    await flush();
    store.addBox.setText('A', '2');
    await store.addLiquidity();
    expect(openLogin).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('creates a missing Defibox pair with the first deposit, its amounts free', async () => {
    const { store, sent } = setup();
    store.setExchange('defibox');
    store.chooseToken('input', USDT);
    store.chooseToken('output', TLM);
    await flush();
    expect(store.newPair.value).toEqual({ tokenA: USDT, tokenB: TLM });
    store.addBox.setText('A', '1');
    expect(store.addBox.textB.value).toBe('');
    store.addBox.setText('B', '100');
    expect(store.addBox.quote.value).toMatchObject({ ok: true, lp: 100_000n, share: 1 });
    await store.addLiquidity();
    expect(sent[0]?.actions.map((a) => a.name)).toEqual(['createpair', 'transfer', 'transfer', 'deposit']);
    expect(sent[0]?.actions[3]?.data).toEqual({ owner: 'niaj', pair_id: '4' });
  });

  it('offers no pair creation where the exchange does not allow it', async () => {
    const { store } = setup();
    store.setExchange('taco');
    store.chooseToken('input', USDT);
    store.chooseToken('output', TLM);
    await flush();
    expect(store.newPair.value).toBeNull();
  });
});

describe('the managed pool', () => {
  it('is not found for an id that is no pool of that exchange', async () => {
    const { store } = setup();
    store.openPool({ exchange: 'defibox', id: '99' });
    expect(store.managedPool.value).toEqual({ status: 'loading' });
    await flush();
    expect(store.managedPool.value).toEqual({ status: 'not-found' });
  });

  it('removes by LP amount, paying what the pool share is worth, never more than held', async () => {
    const { store, sent } = setup({ balances: { [tokenParam(POOL.lpToken)]: makeAmount(1000n, 0) } });
    store.openPool({ exchange: 'defibox', id: '3' });
    await flush();
    store.removeBox.setText('1001');
    expect(store.removeBox.quote.value).toEqual({ ok: false, reason: 'Not enough BOXC: you hold 1000' });
    store.removeBox.setText('500');
    // 500 / 2236067 of 1000 WAX and 5000 TLM, rounded down.
    expect(store.removeBox.quote.value).toEqual({ ok: true, lp: 500n, unitsA: 22_360_689n, unitsB: 1_1180n });
    await store.removeLiquidity();
    expect(sent[0]?.actions).toEqual([
      { account: 'lptoken.box', name: 'transfer', data: { from: 'niaj', to: 'swap.box', quantity: '500 BOXC', memo: 'remove liquidity' } },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import type { Token } from '../domain';
import { addLiquidityActions, createPairActions, nextDefiboxPairId, removeLiquidityActions } from './v2Actions';
import { orientV2Pool } from './v2Pool';

const WAX: Token = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const LSWAX: Token = { ticker: 'LSWAX', contract: 'token.fusion', precision: 8 };
const fusion = orientV2Pool({
  src: 'waxfusion',
  pairId: 'LSWAX',
  token0: WAX,
  token1: LSWAX,
  reserve0: makeAmount(500_000_00000000n, 8),
  reserve1: makeAmount(476_190_00000000n, 8),
  lpToken: { ticker: 'LSWAXLP', contract: 'lp.waxwing', precision: 0 },
  lpSupply: 1_000_000n,
  token0WaxPrice: 1,
  token1WaxPrice: 1.05,
});

describe('v2 liquidity actions', () => {
  it('deposits both tokens with the venue memo, then adds with the least LP accepted (WaxFusion)', () => {
    expect(addLiquidityActions({ pool: fusion, owner: 'niaj', unitsA: 1_00000000n, unitsB: 95_238_096n, minLp: 99n })).toEqual([
      { account: 'eosio.token', name: 'transfer', data: { from: 'niaj', to: 'dapp.fusion', quantity: '1.00000000 WAX', memo: 'deposit' } },
      { account: 'token.fusion', name: 'transfer', data: { from: 'niaj', to: 'dapp.fusion', quantity: '0.95238096 LSWAX', memo: 'deposit' } },
      { account: 'dapp.fusion', name: 'addliquidity', data: { owner: 'niaj', min_liquidity: '99' } },
    ]);
  });

  it('removes by sending the LP token back where no remove action exists', () => {
    expect(removeLiquidityActions(fusion, 'niaj', 12n)).toEqual([
      { account: 'lp.waxwing', name: 'transfer', data: { from: 'niaj', to: 'dapp.fusion', quantity: '12 LSWAXLP', memo: 'remove liquidity' } },
    ]);
  });

  it('refuses what would fail on chain', () => {
    expect(() => addLiquidityActions({ pool: fusion, owner: 'niaj', unitsA: 0n, unitsB: 5n, minLp: 0n })).toThrow('Deposit both tokens of the pool');
    expect(() => removeLiquidityActions(fusion, 'niaj', 0n)).toThrow('Enter an LP amount above 0');
    expect(() => removeLiquidityActions(fusion, 'niaj', 1_000_001n)).toThrow('The pool has only 1000000 LP units');
    expect(() => createPairActions({ exchange: 'taco', owner: 'niaj', tokenA: WAX, tokenB: LSWAX, unitsA: 1n, unitsB: 1n, nextPairId: 1 })).toThrow(
      'taco does not let anyone create a pair',
    );
  });

  it('predicts Defibox’s next pair id from the listed ones', () => {
    expect(nextDefiboxPairId([])).toBe(1);
    expect(nextDefiboxPairId(['1', '6', '3', 'BOXA'])).toBe(7);
  });
});

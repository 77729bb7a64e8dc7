import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../amount';
import { ListStore } from '../lists';
import { v2Pool } from '../walletPositions/positions.testutil';
import { BALANCE_LIST_SCHEMA, balanceListColumns } from './list';
import { readLightBalances } from './light';
import { totalWaxValue, walletBalanceRows, type TokenPricing, type WalletBalance } from './rows';

const balance = (ticker: string, contract: string, units: bigint, precision: number): WalletBalance => ({
  ticker,
  contract,
  amount: makeAmount(units, precision),
});
const priced = (waxPrice: number | null, isLpToken = false): TokenPricing => ({ waxPrice, isLpToken, logo: null });

const BALANCES = [
  balance('WAX', 'eosio.token', 250n * 10n ** 8n, 8),
  balance('TLM', 'alien.worlds', 1_000n * 10n ** 4n, 4),
  balance('ZERO', 'zero.token', 0n, 4),
  balance('ODD', 'odd.token', 5n, 0),
  balance('BOXA', 'lptoken.box', 100_000n, 0),
  balance('WAXQUA', 'swap.taco', 7n, 0),
];
const PRICING = new Map([
  ['WAX_eosio.token', priced(1)],
  ['TLM_alien.worlds', priced(0.2)],
  ['WAXQUA_swap.taco', priced(null, true)],
]);
const LP_POOLS = new Map([['BOXA_lptoken.box', v2Pool()]]);

describe('walletBalanceRows', () => {
  const rows = walletBalanceRows(BALANCES, PRICING, LP_POOLS);
  const row = (ticker: string) => rows.find((candidate) => candidate.ticker === ticker);

  it('hides zero balances and values tokens at their wax_price, 0 when unknown (SPEC §3)', () => {
    expect(rows.map((candidate) => candidate.ticker)).toEqual(['WAX', 'TLM', 'ODD', 'BOXA', 'WAXQUA']);
    expect(row('TLM')).toMatchObject({ waxPrice: 0.2, waxValue: 200, kind: 'tokens', key: 'TLM_alien.worlds' });
    expect(row('ODD')).toMatchObject({ waxPrice: 0, waxValue: 0, kind: 'tokens' });
  });

  it('values an LP token from its pool: its share of both reserves', () => {
    // 10 % of 400,000 WAX and 2,000,000 TLM at 0.2 WAX: 40,000 + 40,000 WAX.
    expect(row('BOXA')).toMatchObject({ kind: 'lptokens', waxValue: 80_000, waxPrice: 0.8, pool: 'Defibox WAX/TLM' });
    expect(row('WAXQUA')).toMatchObject({ kind: 'lptokens', waxValue: 0 });
  });

  it('totals the worth of the rows shown, leaving out hidden assets', () => {
    expect(totalWaxValue(rows)).toBeCloseTo(250 + 200 + 80_000, 9);
    expect(totalWaxValue(rows, new Set(['BOXA_lptoken.box']))).toBeCloseTo(450, 9);
  });

  it('sorts biggest holding first in the lists worker (SPEC §9 price_desc), keeping exact units', () => {
    const store = new ListStore();
    store.load('wallet', BALANCE_LIST_SCHEMA, balanceListColumns(rows));
    const view = store.view({
      listId: 'wallet',
      sort: { key: 'price', dir: 'desc' },
      filters: [{ column: 'kind', op: 'in', values: ['tokens'] }],
      window: { start: 0, count: 10 },
    });
    expect(view.rows.map((listed) => [listed.symbol, listed.units])).toEqual([
      ['WAX', 250n * 10n ** 8n],
      ['TLM', 1_000n * 10n ** 4n],
      ['ODD', 5n],
    ]);
  });
});

describe('readLightBalances', () => {
  it('reads exact amounts at their decimals, skipping and naming malformed rows', () => {
    const warn = vi.fn();
    const rows = [
      { contract: 'eosio.token', currency: 'WAX', amount: '244000.00000000', decimals: '8' },
      { contract: 'alien.worlds', currency: 'TLM', amount: '1.00001', decimals: '4' },
      { contract: 'Bad', currency: 'X', amount: '1', decimals: '0' },
    ];
    expect(readLightBalances(rows, warn)).toEqual([balance('WAX', 'eosio.token', 24_400_000_000_000n, 8)]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('more than 4 decimals');
  });
});

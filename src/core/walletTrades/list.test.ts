import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams } from '../amount/fuzz.testutil';
import { unitsToDecimalString } from '../amount';
import { ListStore } from '../lists';
import { readTradeRow } from './row';
import { TRADE_LIST_SCHEMA, tradeCsvRecord, tradeDetails, tradeListColumns, type TradeListRow } from './list';
import { tradePriceText } from './price';
import { rawTrade } from './trades.testutil';

function listed(trades: ReturnType<typeof readTradeRow>[]): TradeListRow[] {
  const store = new ListStore();
  store.load('trades', TRADE_LIST_SCHEMA, tradeListColumns(trades));
  return store.view({ listId: 'trades', sort: { key: 'time', dir: 'desc' }, window: { start: 0, count: 200 } }).rows as TradeListRow[];
}

describe('trade price', () => {
  it('is token0 per token1 from the exact amounts, whichever way the trade went', () => {
    expect(tradePriceText(readTradeRow(rawTrade()))).toBe('0.0501504513540621');
    const sellTlm = rawTrade({
      amount_in: '199.4000',
      code_in: 'TLM',
      contract_in: 'alien.worlds',
      precision_in: 4,
      amount_out: '10.00000000',
      code_out: 'WAX',
      contract_out: 'eosio.token',
      precision_out: 8,
    });
    expect(tradePriceText(readTradeRow(sellTlm))).toBe('0.0501504513540621');
    expect(tradePriceText(readTradeRow(rawTrade({ amount_in: '20.00000000', amount_out: '1.0000' })))).toBe('20');
    expect(tradePriceText(readTradeRow(rawTrade({ amount_out: '0.0000' })))).toBe('');
  });
});

describe('trade CSV records', () => {
  it('write the amounts exactly as the service sent them, through the lists worker', () => {
    const trade = readTradeRow(rawTrade({ wax_value: null }));
    const [row] = listed([trade]);
    expect(tradeCsvRecord(row!, tradeDetails([trade]).get(row!.key)!)).toEqual([
      '2026-01-20T10:30:00.000Z',
      'alice',
      'defibox',
      'pools',
      'TLM/WAX',
      'swap',
      '10.00000000',
      'WAX',
      'eosio.token',
      '199.4000',
      'TLM',
      'alien.worlds',
      '0.0501504513540621',
      '',
      '0.5',
      'ab'.repeat(32),
    ]);
  });

  it('any amount at any precision comes back digit for digit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n }), fc.integer({ min: 0, max: 18 }), (units, precision) => {
        const text = unitsToDecimalString(units, precision);
        const trade = readTradeRow(rawTrade({ amount_out: text, precision_out: precision }));
        const [row] = listed([trade]);
        expect(tradeCsvRecord(row!, tradeDetails([trade]).get(row!.key)!)[9]).toBe(text);
      }),
      fuzzParams(0x7ade02, 300),
    );
  });

  it('marks trades under 1 WAX as small, and unknown worth as not small', () => {
    const rows = listed([readTradeRow(rawTrade({ global_sequence: 1, wax_value: 0.5 })), readTradeRow(rawTrade({ global_sequence: 2, wax_value: null }))]);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.small]))).toEqual({ '1': 'yes', '2': 'no' });
  });
});

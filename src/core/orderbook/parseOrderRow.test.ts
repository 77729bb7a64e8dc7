import { describe, expect, it } from 'vitest';
import { parseOrderbookDelta, parseOrderRow } from './parseOrderRow';

const row = { id: 12, account: 'alice.wam', bid: '12.00000000 WAX', ask: '2400.0000 TLM', unit_price: '500000', timestamp: 1760000000 };

describe('parseOrderRow', () => {
  it('reads a buyorder row into exact amounts and a bigint price', () => {
    const order = parseOrderRow(row)!;
    expect(order.id).toBe(12n);
    expect(order.account).toBe('alice.wam');
    expect(order.bid).toEqual({ amount: { units: 1_200_000_000n, precision: 8 }, ticker: 'WAX' });
    expect(order.ask).toEqual({ amount: { units: 24_000_000n, precision: 4 }, ticker: 'TLM' });
    expect(order.unitPrice).toBe(500000n);
    expect(order.timestamp).toBe(1_760_000_000);
  });

  it('accepts ids as strings and unit prices as little-endian hex', () => {
    const order = parseOrderRow({ ...row, id: '18446744073709551615', unit_price: '0x2ca10700000000000000000000000000' })!;
    expect(order.id).toBe(18446744073709551615n);
    expect(order.unitPrice).toBe(500012n);
  });

  it.each([
    ['a missing field', { ...row, timestamp: undefined }],
    ['a bad account', { ...row, account: 'Alice' }],
    ['a negative asset', { ...row, bid: '-1.00000000 WAX' }],
    ['an asset without a symbol', { ...row, ask: '2400.0000' }],
    ['a zero price', { ...row, unit_price: 0 }],
    ['a float id', { ...row, id: 1.5 }],
    ['an array', [row]],
    ['a string', 'row'],
  ])('rejects %s', (_name, raw) => {
    expect(parseOrderRow(raw)).toBeNull();
  });
});

describe('parseOrderbookDelta', () => {
  it('reads table, present flag, row, sequence number and market id', () => {
    const delta = parseOrderbookDelta({ table: 'sellorder', present: false, value: row, seq: 41, market_id: 7 })!;
    expect(delta.table).toBe('sellorder');
    expect(delta.present).toBe(false);
    expect(delta.value.id).toBe(12n);
    expect(delta.seq).toBe(41);
    expect(delta.marketId).toBe(7);
  });

  it('leaves seq and marketId out when the server does not send them, and takes 1/0 for present', () => {
    const delta = parseOrderbookDelta({ table: 'buyorder', present: 1, value: row })!;
    expect(delta).not.toHaveProperty('seq');
    expect(delta).not.toHaveProperty('marketId');
    expect(delta.present).toBe(true);
  });

  it.each([
    ['an unknown table', { table: 'orders', present: true, value: row }],
    ['a present flag that is not a flag', { table: 'buyorder', present: 'yes', value: row }],
    ['a malformed row', { table: 'buyorder', present: true, value: { ...row, bid: 'lots' } }],
    ['a negative sequence number', { table: 'buyorder', present: true, value: row, seq: -1 }],
    ['a market id that is not a count', { table: 'buyorder', present: true, value: row, market_id: 'seven' }],
    ['null', null],
  ])('rejects %s', (_name, raw) => {
    expect(parseOrderbookDelta(raw)).toBeNull();
  });
});

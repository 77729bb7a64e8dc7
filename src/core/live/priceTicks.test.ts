import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKlineClose, parseMatchPrice } from './priceTicks';

const row = { time: 1_767_225_600, open: 2, high: 4, low: 2, close: 4, volume: 30 };

describe('parseMatchPrice', () => {
  it('reads the market and unit_price / 10^8 from a match', () => {
    expect(parseMatchPrice({ market_id: 3, unit_price: '500012', side: 'buy' })).toEqual({ marketId: 3, price: 0.00500012 });
    expect(parseMatchPrice({ market_id: '12', unit_price: 20_000_000 })).toEqual({ marketId: 12, price: 0.2 });
  });

  it('drops a match without a market or a positive price', () => {
    for (const bad of [null, [], { unit_price: '1' }, { market_id: -1, unit_price: '1' }, { market_id: 1, unit_price: '0' }, { market_id: 1, unit_price: 'x' }])
      expect(parseMatchPrice(bad)).toBeNull();
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void parseMatchPrice(raw)));
  });
});

describe('parseKlineClose', () => {
  it('reads a 1-minute kline’s room and close', () => {
    expect(parseKlineClose({ operation: 'update', row, src: 'defibox', market_id: 12, resolution: '1' })).toEqual({ marketId: 12, src: 'defibox', price: 4 });
  });

  it('skips other resolutions and drops malformed rows', () => {
    expect(parseKlineClose({ operation: 'update', row, src: 'defibox', market_id: 12, resolution: '5' })).toBeNull();
    expect(parseKlineClose({ operation: 'update', row, market_id: 12, resolution: '1' })).toBeNull();
    expect(parseKlineClose({ operation: 'update', row: { ...row, close: 0, low: 0 }, src: 'defibox', market_id: 12, resolution: '1' })).toBeNull();
    expect(parseKlineClose({ operation: 'swap', row, src: 'defibox', market_id: 12, resolution: '1' })).toBeNull();
    fc.assert(fc.property(fc.anything(), (raw) => void parseKlineClose(raw)));
  });
});

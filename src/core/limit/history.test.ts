import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../amount';
import { mergeLimitHistory, readLimitClose, readLimitFill } from './history';

const tokens = { bid_contract: 'eosio.token', bid_code: 'WAX', bid_precision: 8, ask_contract: 'alien.worlds', ask_code: 'TLM', ask_precision: 4 };
const fill = (seq: number) => ({
  owner: 'sybil',
  order_id: '3',
  ...tokens,
  prev_bid: '10.00000000',
  new_bid: '4.00000000',
  prev_ask: '200.0000',
  new_ask: '80.0000',
  fee_taker: '0.00150000 WAX',
  fee_maker: '0.0120 TLM',
  global_sequence: seq,
  updated_at_time: '2026-11-27T10:00:00.000Z',
  trx_id: 'ab'.repeat(32),
});
const close = (seq: number, bid: string, ask: string) => ({
  owner: 'sybil',
  order_id: '3',
  ...tokens,
  initial_bid: '10.00000000',
  initial_ask: '200.0000',
  bid,
  ask,
  global_sequence: seq,
  updated_at_time: '2026-11-27T10:00:01.000',
  trx_id: 'cd'.repeat(32),
});

describe('limit history records', () => {
  it('reads a fill as what the order gave and got in it', () => {
    const item = readLimitFill(fill(7));
    expect(item.gave.amount).toEqual(makeAmount(600_000_000n, 8));
    expect(item.got.amount).toEqual(makeAmount(1_200_000n, 4));
    expect(item).toMatchObject({ kind: 'fill', orderId: 3n, fee: '0.0120 TLM', cancelled: false, sequence: 7, time: Date.UTC(2026, 10, 27, 10) });
  });

  it('reads a close that still asked as cancelled, with the bid it returned', () => {
    const cancelled = readLimitClose(close(9, '4.00000000', '80.0000'));
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.returned?.amount).toEqual(makeAmount(400_000_000n, 8));
    expect(cancelled.gave.amount).toEqual(makeAmount(600_000_000n, 8));
    expect(cancelled.time).toBe(Date.UTC(2026, 10, 27, 10, 0, 1));
    expect(readLimitClose(close(9, '0.00000000', '0.0000'))).toMatchObject({ cancelled: false, returned: null });
  });

  it('merges newest first, a close before the fill of the same sequence, skipping malformed records', () => {
    const warn = vi.fn();
    const merged = mergeLimitHistory(
      [fill(5), fill(8), { ...fill(9), prev_bid: 'x' }],
      [close(8, '0.00000000', '0.0000'), close(6, '1.00000000', '1.0000')],
      warn,
    );
    expect(merged.map((item) => item.key)).toEqual(['close:8', 'fill:8', 'close:6', 'fill:5']);
    expect(warn).toHaveBeenCalledOnce();
    expect(() => readLimitFill({ ...fill(1), new_bid: '11.00000000' })).toThrow('a fill cannot grow an order');
    expect(() => readLimitClose({ ...close(1, '0', '0'), bid_contract: 'Bad' })).toThrow('bid token is malformed');
  });
});

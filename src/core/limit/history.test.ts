import { describe, expect, it, vi } from 'vitest';
import { makeAmount } from '../amount';
import fc from 'fast-check';
import { limitFillPayout } from '../actions/limit';
import { limitCloseStatus, mergeLimitHistory, readLimitClose, readLimitFill } from './history';

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
    expect(item).toMatchObject({ kind: 'fill', orderId: 3n, fee: '0.0120 TLM', status: null, sequence: 7, time: Date.UTC(2026, 10, 27, 10) });
  });

  it('reads a close part-filled and then cancelled as Partial, with what filled of what it bid and the bid it returned', () => {
    const partial = readLimitClose(close(9, '4.00000000', '80.0000'));
    expect(partial.status).toBe('partial');
    expect(partial.returned?.amount).toEqual(makeAmount(400_000_000n, 8));
    expect(partial.gave.amount).toEqual(makeAmount(600_000_000n, 8));
    expect(partial.got.amount).toEqual(makeAmount(1_200_000n, 4));
    expect(partial.initial?.amount).toEqual(makeAmount(1_000_000_000n, 8));
    expect(partial.time).toBe(Date.UTC(2026, 10, 27, 10, 0, 1));
  });

  it('reads a close with nothing left as Completed and one with the whole bid left as Cancelled', () => {
    expect(readLimitClose(close(9, '0.00000000', '0.0000'))).toMatchObject({ status: 'completed', returned: null });
    const cancelled = readLimitClose(close(9, '10.00000000', '200.0000'));
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.returned?.amount).toEqual(makeAmount(1_000_000_000n, 8));
    expect(cancelled.gave.amount).toEqual(makeAmount(0n, 8));
  });

  it('says Completed, Cancelled or Partial for any order the contract fills in steps and then closes', () => {
    const order = fc.record({ initialBid: fc.bigInt({ min: 1n, max: 10n ** 15n }), initialAsk: fc.bigInt({ min: 1n, max: 10n ** 15n }) });
    const steps = fc.array(fc.bigInt({ min: 1n, max: 10n ** 15n }), { maxLength: 6 });
    fc.assert(
      fc.property(order, steps, fc.boolean(), ({ initialBid, initialAsk }, payments, cancel) => {
        let state = { initialBid, initialAsk, bid: initialBid, ask: initialAsk };
        let filled = false;
        for (const payment of payments) {
          if (state.ask === 0n) break;
          const paid = payment < state.ask ? payment : state.ask;
          const out = limitFillPayout(state, paid);
          // The contract refuses a fill that buys nothing.
          if (out === 0n) continue;
          state = { ...state, bid: state.bid - out, ask: state.ask - paid };
          filled = true;
        }
        if (state.ask > 0n && !cancel) return;
        const status = limitCloseStatus(initialBid, state.bid, state.ask);
        if (state.ask === 0n) expect(status).toBe('completed');
        else expect(status).toBe(filled ? 'partial' : 'cancelled');
      }),
    );
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

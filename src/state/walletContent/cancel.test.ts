import { describe, expect, it, vi } from 'vitest';
import { bookOpenOrder, limitOpenOrder, type OrderToken } from '../../core/walletOrders';
import { TLM, WAX } from '../../core/walletPositions/positions.testutil';
import type { SendActionsRequest } from '../transactions';
import { createOrderCanceller } from './cancel';

const book = bookOpenOrder(
  { id: 5, account: 'heidi', bid: '10.00000000 WAX', ask: '50.0000 TLM', unit_price: '20000000', timestamp: 1, scope: '0' },
  'buyorder',
  new Map([[0, { id: 0, base: WAX, quote: TLM }]]),
)!;
const limit = limitOpenOrder(
  {
    id: 2,
    owner: 'heidi',
    bid: '5.0000 TLM',
    ask: '1.00000000 WAX',
    initial_bid: '5.0000 TLM',
    initial_ask: '1.00000000 WAX',
    bid_token: 1,
    ask_token: 0,
    timestamp: 2,
  },
  new Map<number, OrderToken>([
    [0, WAX],
    [1, TLM],
  ]),
)!;

function setup(account: string | null) {
  const requests: SendActionsRequest[] = [];
  const afterCancel = vi.fn();
  const refuse = vi.fn();
  const canceller = createOrderCanceller({
    account: () => account,
    limitContract: () => 'calcormining',
    sendActions: async (request) => {
      requests.push(request);
      expect(canceller.cancelling.value.has(book.key)).toBe(true);
      await request.refresh?.();
      return { ok: true, txIds: ['aa'] };
    },
    afterCancel,
    refuse,
  });
  return { canceller, requests, afterCancel, refuse };
}

describe('order canceller', () => {
  it('cancels book and limit orders in one transaction, then reads the orders again', async () => {
    const { canceller, requests, afterCancel } = setup('heidi');
    expect(await canceller.cancelOrders([book, limit])).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.actions.map((action) => action.name)).toEqual(['cancelbuy', 'cancelorders']);
    expect(requests[0]?.title).toBe('Cancel 2 orders');
    expect(afterCancel).toHaveBeenCalledWith('heidi');
    expect(canceller.cancelling.value.size).toBe(0);
  });

  it("signs nothing for someone else's orders or without a wallet, and says why", async () => {
    const other = setup('ivan');
    expect(await other.canceller.cancelOrders([book])).toBe(false);
    expect(other.refuse).toHaveBeenCalledWith('Order 5 belongs to heidi, not ivan');
    const nobody = setup(null);
    expect(await nobody.canceller.cancelOrders([book])).toBe(false);
    expect(other.requests.length + nobody.requests.length).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { decodeOrderMemo } from '../../core/actions/orderbook';
import type { BookMarket } from '../../core/domain';
import type { SideFrame } from '../../core/orderbook';
import type { SendActionsRequest } from '../transactions';
import { createBookOrders, ORDER_FAILED, QUANTITY_MUST_BE_POSITIVE } from './bookOrders';

const TLM_WAX: BookMarket = {
  id: 3,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};

const side = (unitPrices: string[], amountText: string[]) => ({ count: unitPrices.length, unitPrices, amountText }) as unknown as SideFrame;

function setup(account: string | null = 'peggy') {
  const sent: SendActionsRequest[] = [];
  const notify = vi.fn(() => 1);
  const afterOrder = vi.fn();
  const confirmation = { open: 0, close: 0 };
  const orders = createBookOrders({
    market: () => TLM_WAX,
    account: () => account,
    asks: () => side(['21000000'], ['1,000.0000']),
    bids: () => side(['20000000', '19000000'], ['100.0000', '500.0000']),
    sendActions: async (request) => {
      sent.push(request);
      await request.refresh?.();
      return { ok: true, txIds: ['ab'.repeat(32)] };
    },
    notify,
    openConfirmation: () => void (confirmation.open += 1),
    closeConfirmation: () => void (confirmation.close += 1),
    afterOrder,
  });
  const transfer = (index = 0) =>
    sent[index]!.actions[0] as { account: string; name: string; data: { from: string; to: string; quantity: string; memo: string } };
  return { orders, sent, notify, afterOrder, confirmation, transfer };
}

describe('placing orders on the watched market', () => {
  it('a limit buy gives the base at the price and asks the quote amount; it resolves with the transaction id', async () => {
    const { orders, transfer, afterOrder } = setup();
    const result = await orders.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 1_000_000n });
    expect(result).toEqual({ ok: true, trxId: 'ab'.repeat(32) });
    expect(transfer()).toEqual({
      account: 'eosio.token',
      name: 'transfer',
      data: { from: 'peggy', to: 'alcordexmain', quantity: '20.00000000 WAX', memo: '100.0000 TLM@alien.worlds' },
    });
    expect(afterOrder).toHaveBeenCalledWith(TLM_WAX, 'peggy');
  });

  it('a limit sell gives the quote and asks the base; a market sell asks zero with its worst price', async () => {
    const { orders, transfer } = setup();
    await orders.placeBookOrder({ side: 'sell', kind: 'limit', unitPrice: '20000000', quoteUnits: 1_000_000n });
    expect(transfer(0).data).toMatchObject({ quantity: '100.0000 TLM', memo: '20.00000000 WAX@eosio.token' });
    await orders.placeBookOrder({ side: 'sell', kind: 'market', unitPrice: '19000000', quoteUnits: 1_000_000n });
    expect(transfer(1).data).toMatchObject({ quantity: '100.0000 TLM', memo: '0.00000000 WAX@eosio.token#19000000' });
    const memo = decodeOrderMemo(transfer(1).data.memo);
    expect(memo.ok && memo.memo.worstUnitPrice).toBe(19_000_000n);
  });

  it('refuses a zero quantity (SPEC §5), a bad price and a signed-out user, without signing', async () => {
    const { orders, sent, notify } = setup();
    expect(await orders.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '20000000', quoteUnits: 0n })).toEqual({
      ok: false,
      error: QUANTITY_MUST_BE_POSITIVE,
    });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: ORDER_FAILED, text: QUANTITY_MUST_BE_POSITIVE });
    expect((await orders.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '0', quoteUnits: 1n })).ok).toBe(false);
    expect((await orders.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '1e5', quoteUnits: 1n })).ok).toBe(false);
    expect((await setup(null).orders.placeBookOrder({ side: 'buy', kind: 'limit', unitPrice: '1', quoteUnits: 1n })).ok).toBe(false);
    expect(sent).toEqual([]);
  });

  it('cancels an order by side and id', async () => {
    const { orders, sent } = setup();
    expect((await orders.cancelBookOrder({ side: 'sell', orderId: '42' })).ok).toBe(true);
    expect(sent[0]!.actions).toEqual([{ account: 'alcordexmain', name: 'cancelsell', data: { executor: 'peggy', market_id: '3', order_id: '42' } }]);
    expect((await orders.cancelBookOrder({ side: 'buy', orderId: 'x' })).ok).toBe(false);
  });

  it('prices a market order on the book shown, then places it only once confirmed', async () => {
    const { orders, sent, transfer, confirmation } = setup();
    // 300 TLM to sell: the two bids hold 600; the second completes it, less 0.5 %.
    orders.openMarketOrder('sell', 3_000_000n);
    expect(orders.marketOrderRequest.value).toEqual({ market: TLM_WAX, side: 'sell', quoteUnits: 3_000_000n, worstUnitPrice: 18_905_000n });
    expect(confirmation.open).toBe(1);
    expect(await orders.confirmMarketOrder(false)).toBeNull();
    expect(sent).toEqual([]);
    orders.openMarketOrder('buy', 3_000_000n);
    expect((await orders.confirmMarketOrder(true))?.ok).toBe(true);
    // Buying back 300 TLM at up to 0.21105 WAX: 63.315 WAX given, what is not spent comes back.
    expect(transfer().data).toMatchObject({ quantity: '63.31500000 WAX', memo: '0.0000 TLM@alien.worlds#21105000' });
    expect([orders.marketOrderRequest.value, confirmation.close]).toEqual([null, 2]);
  });
});

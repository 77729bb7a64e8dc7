import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookOpenOrder, ORDER_LIST_SCHEMA, orderListColumns, type WalletOpenOrder } from '../../../core/walletOrders';
import { TLM, WAX } from '../../../core/walletPositions/positions.testutil';
import { orderCanceller, ORDERS_LIST } from '../../../state/walletContent';
import { listsClient } from '../../../state/lists';
import { OrdersPanel } from './OrdersPanel';

const MARKETS = new Map([[0, { id: 0, base: WAX, quote: TLM }]]);
const order = (id: number, wax: string): WalletOpenOrder =>
  bookOpenOrder(
    { id, account: 'heidi', bid: `${wax} WAX`, ask: '50.0000 TLM', unit_price: String(Number(wax) * 2_000_000), timestamp: 1_700_000_000 + id, scope: '0' },
    'buyorder',
    MARKETS,
  )!;
const ORDERS = [order(1, '10.00000000'), order(2, '20.00000000'), order(3, '30.00000000')];

async function renderOrders(canCancel: boolean) {
  await listsClient().load(ORDERS_LIST, ORDER_LIST_SCHEMA, orderListColumns(ORDERS));
  render(<OrdersPanel orders={ORDERS} revision={1} canCancel={canCancel} narrow={false} />);
  await screen.findByText('30.00000000 WAX');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OrdersPanel', () => {
  it("shows someone else's orders newest first, without a way to cancel them", async () => {
    await renderOrders(false);
    const rows = within(screen.getByRole('table', { name: 'Open orders' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['30.00000000 WAX', '20.00000000 WAX', '10.00000000 WAX']);
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('cancels one order at once, and several only after a confirmation that says it cannot be reversed', async () => {
    const cancel = vi.spyOn(orderCanceller, 'cancelOrders').mockResolvedValue(true);
    await renderOrders(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the buy order of TLM/WAX at 0.40000000' }));
    expect(cancel).toHaveBeenLastCalledWith([ORDERS[1]]);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /at 0\.20000000/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /at 0\.60000000/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel 2 orders?' });
    expect(dialog.textContent).toContain('Cancelling cannot be reversed');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BidsTLM/WAX10.00000000 WAX at 0.20000000', 'BidsTLM/WAX30.00000000 WAX at 0.60000000']);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel 2 orders' })));
    expect(cancel).toHaveBeenLastCalledWith([ORDERS[0], ORDERS[2]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Sent: the choice is cleared.
    expect((screen.getByRole('button', { name: 'Cancel selected (0)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Keep them" closes the confirmation without cancelling', async () => {
    const cancel = vi.spyOn(orderCanceller, 'cancelOrders').mockResolvedValue(true);
    await renderOrders(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /at 0\.20000000/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /at 0\.40000000/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
  });
});

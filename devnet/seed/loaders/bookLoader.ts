/**
 * A genesis-only stand-in for `alcordexmain`: it writes resting orders straight into the order-book
 * tables (rows exactly as the contract writes them), so a deep world book costs a row insert per
 * order instead of a transfer, a notification and a log. Genesis deploys it, loads the books, and
 * deploys the real contract again; it never runs on a live chain.
 */
import { defineContract, type ActionContext } from '../../chain/exec/framework';
import { makeAbi, struct } from '../../chain/abi/types';
import { ORDERBOOK_ABI } from '../../contracts/orderbook/abi';
import { buyOrderTable, marketsTable, orderTableOf, sellOrderTable, sequencesTable, type OrderRow } from '../../contracts/orderbook/tables';

interface LoadOrdersData {
  readonly market_id: bigint;
  readonly side: string;
  readonly orders: readonly OrderRow[];
}

/** Inserts the rows (paid by the contract, as placed orders are) and moves the market's next order id past them. */
function loadorders(ctx: ActionContext, { market_id, side, orders }: LoadOrdersData): void {
  ctx.requireAuth(ctx.self);
  ctx.check(side === 'buy' || side === 'sell', 'side must be buy or sell');
  const table = ctx.table(orderTableOf(side as 'buy' | 'sell'), market_id);
  let maxId = 0n;
  for (const order of orders) {
    table.insert(ctx.self, order);
    if (order.id > maxId) maxId = order.id;
  }
  const sequences = ctx.table(sequencesTable, ctx.self);
  const row = sequences.get(market_id, `market ${market_id} has no order sequence`);
  if (row.next_order_id <= maxId) sequences.modify(row, null, { ...row, next_order_id: maxId + 1n });
}

/** The loader's module (registry id `waxwing.world.bookloader`). */
export const bookLoaderContract = defineContract({
  id: 'waxwing.world.bookloader',
  abi: makeAbi({
    structs: [...ORDERBOOK_ABI.structs, struct('loadorders', { market_id: 'uint64', side: 'name', orders: 'order[]' })],
    actions: ['loadorders'],
    tables: ORDERBOOK_ABI.tables.map((t) => ({ name: t.name, type: t.type })),
  }),
  tables: [marketsTable, buyOrderTable, sellOrderTable, sequencesTable],
  actions: { loadorders },
});

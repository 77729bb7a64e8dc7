/**
 * Genesis: `alcordexmain` with the world's markets (listed by the real `newmarket`) and their deep
 * books, loaded row by row through the book loader while it stands in for the contract.
 */
import { canonicalKey } from '../../chain/abi/keys';
import { orderBookContract } from '../../contracts/orderbook/orderbook';
import type { OrderRow } from '../../contracts/orderbook/tables';
import { WAX } from '../catalog';
import { bookLoaderContract } from '../loaders/bookLoader';
import type { WorldPlan } from '../plan';
import type { BookOrder, MarketPlan } from '../plan/books';
import { assetOf, sourceOf, transferOf, type GenesisContext } from './context';

/** The order-book contract account (SPEC §9: source alcormarket). */
export const BOOK_CONTRACT = 'alcordexmain';

function rows(market: MarketPlan, side: 'buy' | 'sell', orders: readonly BookOrder[], timestamp: number): OrderRow[] {
  const [bidToken, askToken] = side === 'buy' ? [WAX, market.quote] : [market.quote, WAX];
  return orders.map((o) => ({
    id: o.id,
    account: o.account,
    bid: assetOf(bidToken, o.bid),
    ask: assetOf(askToken, o.ask),
    unit_price: o.unitPrice,
    timestamp,
  }));
}

/** Creates and deploys alcordexmain, lists the markets, funds and loads their books. */
export function seedBooksWorld(g: GenesisContext, plan: WorldPlan): void {
  g.createAccount(BOOK_CONTRACT, 'contracts');
  const auth = {
    threshold: 1,
    keys: [{ key: canonicalKey(g.publicKey('contracts')), weight: 1 }],
    accounts: [{ permission: { actor: BOOK_CONTRACT, permission: 'eosio.code' }, weight: 1 }],
    waits: [],
  };
  g.push([
    {
      account: 'eosio',
      name: 'updateauth',
      authorization: [`${BOOK_CONTRACT}@owner`],
      data: { account: BOOK_CONTRACT, permission: 'active', parent: 'owner', auth },
    },
  ]);
  g.api.deploy(BOOK_CONTRACT, orderBookContract, g.block);
  g.pushChunked(
    plan.markets.map((m) => ({
      account: BOOK_CONTRACT,
      name: 'newmarket',
      authorization: [`${BOOK_CONTRACT}@active`],
      data: {
        base_token: { sym: { precision: 8, code: 'WAX' }, contract: WAX.contract },
        quote_token: { sym: { precision: m.quote.precision, code: m.quote.code }, contract: m.quote.contract },
        min_buy: assetOf(WAX, 100n),
        min_sell: assetOf(m.quote, 1n),
        fee: m.fee,
      },
    })),
    50,
  );
  g.advance(1);
  // The loader stands in while the books' funds arrive (plain transfers, not orders) and the rows are written.
  g.api.deploy(BOOK_CONTRACT, bookLoaderContract, g.block);
  const timestamp = Math.floor(g.api.blockTime(g.block) / 1000);
  const funding = plan.markets.flatMap((m) => [
    transferOf(
      WAX,
      sourceOf(WAX),
      BOOK_CONTRACT,
      m.buys.reduce((sum, o) => sum + o.bid, 0n),
      `book ${m.id}`,
    ),
    transferOf(
      m.quote,
      sourceOf(m.quote),
      BOOK_CONTRACT,
      m.sells.reduce((sum, o) => sum + o.bid, 0n),
      `book ${m.id}`,
    ),
  ]);
  g.pushChunked(funding.filter((t) => (t.data as { quantity: { amount: bigint } }).quantity.amount > 0n));
  for (const market of plan.markets) {
    for (const side of ['buy', 'sell'] as const) {
      const orders = rows(market, side, side === 'buy' ? market.buys : market.sells, timestamp);
      for (let i = 0; i < orders.length; i += 1000) {
        g.push([
          {
            account: BOOK_CONTRACT,
            name: 'loadorders',
            authorization: [`${BOOK_CONTRACT}@active`],
            data: { market_id: BigInt(market.id), side, orders: orders.slice(i, i + 1000) },
          },
        ]);
      }
    }
  }
  g.api.deploy(BOOK_CONTRACT, orderBookContract, g.block);
}

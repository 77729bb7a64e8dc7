/**
 * The market-maker bot: keeps every book near its seeded depth by cancelling its own orders near the
 * top and placing new ones around the mid, one order-book delta per operation. It reads the book
 * right before building a batch and the batch runs in the same tick, so its view is never stale.
 */
import { encodePlaceOrder, orderUnitPrice } from '../../src/core/actions/orderbook';
import { makeAmount } from '../../src/core/amount';
import type { ActionInput, Chain } from '../chain';
import { orderTableOf, type OrderRow } from '../contracts/orderbook/tables';
import { WAX, type WorldToken } from '../seed/catalog';
import { MARKET_MAKERS } from '../seed/plan/accounts';
import type { MarketPlan } from '../seed/plan/books';
import { botFunding } from '../seed/plan';
import { weightedSampler, type Rng } from '../seed/random';
import { BOOK_CONTRACT } from '../seed/genesis/books';

type Side = 'buy' | 'sell';

interface Book {
  readonly id: number;
  readonly quote: WorldToken;
  readonly target: Record<Side, number>;
  /** Largest order in WAX units: a share of what one maker holds of the token. */
  readonly maxWax: bigint;
}

const MAKERS = new Set<string>(MARKET_MAKERS);
const BPS = 10_000n;

/** Places and cancels on the world's books. */
export class MarketMaker {
  private readonly books: Book[];
  private readonly pickBook: (u: number) => number;
  /** Sides read in the batch being built (see sideView). */
  private readonly views = new Map<string, { best: OrderRow | undefined; levels: number }>();

  constructor(
    private readonly chain: Chain,
    markets: readonly MarketPlan[],
    private readonly rng: Rng,
  ) {
    this.books = markets.map((m) => {
      const fundingWax = (Number(botFunding(m.quote)) / 10 ** m.quote.precision) * (Number(m.quote.waxPriceE8) / 1e8);
      return {
        id: m.id,
        quote: m.quote,
        target: { buy: m.buys.length, sell: m.sells.length },
        maxWax: BigInt(Math.max(1, Math.floor(Math.min(2_000, fundingWax / 50)))) * 100_000_000n,
      };
    });
    // Busy books (the deep ones, listed first) take most of the flow, as on a real exchange.
    this.pickBook = weightedSampler(this.books.map((b) => Math.sqrt(b.target.buy + b.target.sell)));
  }

  /**
   * The best order and the depth of a side, read once per batch: the batch runs after it is built,
   * so the books do not move while it is (busy books are drawn many times in one batch).
   */
  private sideView(book: Book, side: Side): { best: OrderRow | undefined; levels: number } {
    const key = `${book.id}:${side}`;
    let view = this.views.get(key);
    if (view === undefined) {
      const table = this.chain.table(BOOK_CONTRACT, orderTableOf(side), BigInt(book.id));
      view = { best: table.index('byprice').rows().next().value ?? undefined, levels: table.count() };
      this.views.set(key, view);
    }
    return view;
  }

  private best(book: Book, side: Side): OrderRow | undefined {
    return this.sideView(book, side).best;
  }

  /**
   * One of the first `depth` maker orders of a side not already taken in this batch, uniformly. The
   * pick is drawn first and the walk stops there (half the rows on average: deep books make every
   * row read count); with fewer candidates than the draw, one of those found is picked instead.
   */
  private ownNearTop(book: Book, side: Side, taken: Set<OrderRow>, depth = 20): OrderRow | undefined {
    const wanted = this.rng.int(0, depth - 1);
    const candidates: OrderRow[] = [];
    // Stored rows are the same objects until changed, and the batch runs after it is built: identity is the key.
    for (const row of this.chain.table(BOOK_CONTRACT, orderTableOf(side), BigInt(book.id)).index('byprice').rows()) {
      if (!MAKERS.has(row.account) || taken.has(row)) continue;
      if (candidates.length === wanted) return row;
      candidates.push(row);
    }
    return candidates.length > 0 ? this.rng.pick(candidates) : undefined;
  }

  private place(book: Book, side: Side): ActionInput | undefined {
    const [bid, ask] = [this.best(book, 'buy'), this.best(book, 'sell')];
    const mid = bid && ask ? (bid.unit_price + ask.unit_price) / 2n : (bid?.unit_price ?? ask?.unit_price ?? book.quote.waxPriceE8);
    const offsetBps = BigInt(Math.round(this.rng.logUniform(2, 150)));
    let price = side === 'buy' ? (mid * (BPS - offsetBps)) / BPS : (mid * (BPS + offsetBps)) / BPS;
    // One basis point clear of the other side: a maker adds depth, it does not take.
    if (side === 'buy' && ask) price = price < (ask.unit_price * 9_999n) / BPS ? price : (ask.unit_price * 9_999n) / BPS;
    if (side === 'sell' && bid) price = price > (bid.unit_price * 10_001n) / BPS + 1n ? price : (bid.unit_price * 10_001n) / BPS + 1n;
    const base = (book.maxWax * BigInt(this.rng.int(20, 1_000))) / 1_000n;
    const quoteUnits = price > 0n ? (base * 10n ** BigInt(book.quote.precision)) / price : 0n;
    if (quoteUnits <= 0n || base < 100n || orderUnitPrice(base, quoteUnits, 8, book.quote.precision) <= 0n) return undefined;
    const owner = this.rng.pick(MARKET_MAKERS);
    const wax = { amount: makeAmount(base, WAX.precision), ticker: WAX.code, contract: WAX.contract };
    const token = { amount: makeAmount(quoteUnits, book.quote.precision), ticker: book.quote.code, contract: book.quote.contract };
    const transfer =
      side === 'buy' ? encodePlaceOrder({ owner, give: wax, ask: token }, BOOK_CONTRACT) : encodePlaceOrder({ owner, give: token, ask: wax }, BOOK_CONTRACT);
    return { ...transfer, authorization: [`${owner}@active`] };
  }

  /** About `count` operations (each one delta), as actions for one transaction. */
  operations(count: number): ActionInput[] {
    const actions: ActionInput[] = [];
    const taken = new Set<OrderRow>();
    this.views.clear();
    for (let i = 0; i < count; i++) {
      const book = this.books[this.pickBook(this.rng.float())]!;
      const side: Side = this.rng.chance(0.5) ? 'buy' : 'sell';
      const levels = this.sideView(book, side).levels;
      // Cancel more when the side is deeper than seeded, place more when thinner.
      const cancelOdds = Math.min(0.9, Math.max(0.1, 0.5 + ((levels - book.target[side]) / Math.max(1, book.target[side])) * 5));
      const own = this.rng.chance(cancelOdds) ? this.ownNearTop(book, side, taken) : undefined;
      if (own) {
        taken.add(own);
        actions.push({
          account: BOOK_CONTRACT,
          name: side === 'buy' ? 'cancelbuy' : 'cancelsell',
          authorization: [`${own.account}@active`],
          data: { executor: own.account, market_id: BigInt(book.id), order_id: own.id },
        });
      } else {
        const placed = this.place(book, side);
        if (placed) actions.push(placed);
      }
    }
    this.views.clear();
    return actions;
  }
}

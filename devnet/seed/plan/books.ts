/**
 * The order-book markets of the world (alcordexmain, every market against WAX) and their resting
 * orders: a few deep books (≥ 1,000 price levels a side) and many thinner ones, owned by the
 * market-maker accounts so their bots can later cancel them.
 */
import { orderUnitPrice } from '../../../src/core/actions/orderbook';
import { WAX, type WorldToken } from '../catalog';
import { Rng } from '../random';
import type { WorldSize } from '../size';
import { MARKET_MAKERS } from './accounts';

/** A listed market and its book. */
export interface MarketPlan {
  /** Market id (the order of listing, from 0). */
  readonly id: number;
  readonly quote: WorldToken;
  /** Base (WAX) per 1 quote × 10^8: the token's world price. */
  readonly midUnitPrice: bigint;
  readonly fee: number;
  readonly buys: readonly BookOrder[];
  readonly sells: readonly BookOrder[];
}

/** A resting order as the `buyorder`/`sellorder` row holds it (units). */
export interface BookOrder {
  readonly id: bigint;
  readonly account: string;
  readonly bid: bigint;
  readonly ask: bigint;
  readonly unitPrice: bigint;
}

function ladder(
  rng: Rng,
  quote: WorldToken,
  mid: bigint,
  levels: number,
  stepBps: number,
  levelWax: number,
  nextId: () => bigint,
): { buys: BookOrder[]; sells: BookOrder[] } {
  const buys: BookOrder[] = [];
  const sells: BookOrder[] = [];
  const scale = 10n ** BigInt(quote.precision);
  for (let level = 1; level <= levels; level++) {
    for (const side of ['buy', 'sell'] as const) {
      const offset = BigInt(side === 'buy' ? -stepBps * level : stepBps * level);
      const price = (mid * (1_000_000n + offset * 100n)) / 1_000_000n;
      // Sizes grow away from the top and jitter, so the depth chart is not a wall.
      const base = BigInt(Math.round(levelWax * (0.4 + rng.float() * 1.2) * (1 + level / (levels * 0.7)) * 1e8));
      const quoteUnits = (base * scale) / price;
      if (price <= 0n || quoteUnits <= 0n) continue;
      const account = rng.pick(MARKET_MAKERS);
      const row = side === 'buy' ? { bid: base, ask: quoteUnits } : { bid: quoteUnits, ask: base };
      (side === 'buy' ? buys : sells).push({ id: nextId(), account, ...row, unitPrice: orderUnitPrice(base, quoteUnits, 8, quote.precision) });
    }
  }
  return { buys, sells };
}

/** The markets, deterministic from the seed: the well-known tokens first (the busiest), then generated ones by rank. */
export function planMarkets(seed: string, size: WorldSize, tokens: readonly WorldToken[]): MarketPlan[] {
  const rng = new Rng(seed, 'world:books');
  const listed = tokens.filter((t) => t !== WAX && t.waxPriceE8 >= 10_000n).slice(0, size.markets);
  return listed.map((quote, id) => {
    const busy = id < size.busyMarkets;
    const levels = busy ? size.busyLevels + rng.int(0, size.busyLevels / 5) : rng.int(size.quietLevels[0], size.quietLevels[1]);
    // Deep books step 4 bps (1,000 levels reach ±40 %), thin ones 15–60 bps.
    const stepBps = busy ? 4 : rng.int(15, 60);
    let next = 0n;
    const book = ladder(rng, quote, quote.waxPriceE8, levels, stepBps, busy ? rng.logUniform(200, 2_000) : rng.logUniform(20, 600), () => (next += 1n));
    return { id, quote, midUnitPrice: quote.waxPriceE8, fee: 20, ...book };
  });
}

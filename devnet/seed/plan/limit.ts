/** Seeded calcormining orders: a few on each side of every well-known token, close enough to the price that the keeper bot finds work. */
import { WAX, type WorldToken } from '../catalog';
import { Rng } from '../random';
import { unitsForWax, wax } from './amounts';

/** One order to open: the maker gives `bid` of one token and asks `ask` of the other (units). */
export interface LimitOrderPlan {
  readonly bidToken: WorldToken;
  readonly askToken: WorldToken;
  readonly bid: bigint;
  readonly ask: bigint;
}

/** Orders per well-known token: buys (bid WAX) below and sells (bid token) above its price, 0.5–4 % away. */
export function planLimitOrders(seed: string, tokens: readonly WorldToken[]): LimitOrderPlan[] {
  const rng = new Rng(seed, 'world:limit');
  const orders: LimitOrderPlan[] = [];
  for (const token of tokens.filter((t) => t.known && t !== WAX)) {
    for (let i = 0; i < 3; i++) {
      const waxUnits = wax(rng.logUniform(50, 2_000));
      const awayBps = BigInt(rng.int(50, 400));
      // A buy asks for more token than the price gives (a lower price); a sell asks for more WAX.
      orders.push({ bidToken: WAX, askToken: token, bid: waxUnits, ask: unitsForWax(token, waxUnits, 10_000n - awayBps) });
      const tokenUnits = unitsForWax(token, waxUnits);
      orders.push({ bidToken: token, askToken: WAX, bid: tokenUnits, ask: (waxUnits * (10_000n + awayBps)) / 10_000n });
    }
  }
  return orders;
}

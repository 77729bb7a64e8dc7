/**
 * A devnet-sized venue world for the router bench and its integration test (test-only): about 200
 * tokens and 500 venues — v2 pools on four exchanges (most against WAX, some cross pairs), Alcor v3
 * pools with about 100 initialized ticks each, and a few order books with 1,000 levels a side.
 * Prices agree to within about 1 % across venues, as they do between arbitraged exchanges.
 */
import { MAX_TICK, MIN_TICK } from '../v3';
import type { Exchange } from '../urlParams/exchanges';
import { makeBookVenue } from './bookVenue';
import type { RouteBookLevel } from './bookWalk';
import { type Range, SeededRandom, v2, v3, WAX } from './fixtures.testutil';
import type { Venue } from './types';
import type { Token } from '../domain';

/** A token of the world and its value in WAX. */
export interface WorldToken {
  readonly token: Token;
  readonly waxPrice: number;
}

/** Tokens and venues. */
export interface World {
  readonly tokens: readonly WorldToken[];
  readonly venues: readonly Venue[];
}

/** How big a world to make. */
export interface WorldShape {
  readonly tokens: number;
  readonly v2WaxPools: number;
  readonly v2CrossPools: number;
  readonly v3Pools: number;
  readonly books: number;
  readonly bookLevels: number;
  readonly v3Positions: number;
}

/** 200 tokens, 500 venues. */
export const DEVNET_SHAPE: WorldShape = { tokens: 200, v2WaxPools: 335, v2CrossPools: 100, v3Pools: 60, books: 5, bookLevels: 1000, v3Positions: 50 };

const V2_EXCHANGES: readonly Exchange[] = ['defibox', 'taco', 'adex', 'neftyblocks'];
const letters = (n: number, width: number): string =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join('');
const units = (value: number): bigint => BigInt(Math.max(1, Math.round(value)));

function makeTokens(rng: SeededRandom, count: number): WorldToken[] {
  const tokens: WorldToken[] = [{ token: WAX, waxPrice: 1 }];
  for (let i = 1; i < count; i += 1) {
    const code = letters(i, 3);
    tokens.push({
      token: { ticker: `T${code}`, contract: `tk${code.toLowerCase()}`, precision: rng.pick([0, 4, 4, 4, 6, 8, 8]) },
      waxPrice: rng.logUniform(1e-3, 50),
    });
  }
  return tokens;
}

/** Units of `token` worth `wax` WAX, with up to 1 % price noise. */
function worth(rng: SeededRandom, token: WorldToken, wax: number): bigint {
  return units((wax / token.waxPrice) * 10 ** token.token.precision * rng.logUniform(0.99, 1.01));
}

function makeV3(rng: SeededRandom, id: number, a: WorldToken, b: WorldToken, tvlWax: number, positions: number): Venue {
  const fee = rng.pick([500, 3000, 3000, 10000] as const);
  const spacing = fee === 500 ? 10 : fee === 3000 ? 60 : 200;
  const amount0 = worth(rng, a, 1);
  const amount1 = worth(rng, b, 1);
  const center = Math.round(Math.log(Number(amount1) / Number(amount0)) / Math.log(1.0001) / spacing) * spacing;
  // Liquidity of a v2 pool holding the same value: √(x·y) in units.
  const equivalent = Math.sqrt(Number(worth(rng, a, tvlWax / 2)) * Number(worth(rng, b, tvlWax / 2)));
  const ranges: Range[] = [];
  const usable = (tick: number) => Math.min(Math.max(tick, Math.ceil(MIN_TICK / spacing) * spacing), Math.floor(MAX_TICK / spacing) * spacing);
  for (let i = 0; i < positions; i += 1) {
    const lower = usable(center - rng.int(1, 400) * spacing);
    const upper = usable(center + rng.int(1, 400) * spacing);
    ranges.push({ lower, upper, liquidity: units(equivalent * rng.logUniform(0.02, 0.4)) });
  }
  return v3(String(id), a.token, b.token, fee, amount0, amount1, units(equivalent * 0.2), ranges);
}

function bookSide(rng: SeededRandom, quote: WorldToken, side: 'bids' | 'asks', levels: number, depthWax: number): RouteBookLevel[] {
  const mid = quote.waxPrice * 1e8;
  return Array.from({ length: levels }, (_, j) => {
    const unitPrice = units(mid * (side === 'bids' ? 1 - 0.001 - 0.0004 * j : 1 + 0.001 + 0.0004 * j));
    const quoteUnits = units((((depthWax / levels) * rng.logUniform(0.2, 5)) / quote.waxPrice) * 10 ** quote.token.precision);
    // Base (WAX, 8 decimals) for the quote units at the unit price.
    const baseUnits = units((Number(quoteUnits) / 10 ** quote.token.precision) * Number(unitPrice));
    return side === 'bids' ? { unitPrice, bid: baseUnits, ask: quoteUnits } : { unitPrice, bid: quoteUnits, ask: baseUnits };
  });
}

/** A deterministic world for `seed`. */
export function makeWorld(seed: number, shape: WorldShape = DEVNET_SHAPE): World {
  const rng = new SeededRandom(seed);
  const tokens = makeTokens(rng, shape.tokens);
  const wax = tokens[0] as WorldToken;
  const others = tokens.slice(1);
  const venues: Venue[] = [];
  let id = 1;
  const v2Pool = (a: WorldToken, b: WorldToken) => {
    const tvl = rng.logUniform(2e3, 2e7);
    const exchange = rng.pick(V2_EXCHANGES);
    venues.push(
      v2(String(id++), exchange, a.token, b.token, worth(rng, a, tvl / 2), worth(rng, b, tvl / 2), exchange === 'adex' ? 25 : 30, exchange === 'adex' ? 5 : 0),
    );
  };
  // Every token trades against WAX at least once; popular ones (low indexes) more often.
  others.forEach((token) => v2Pool(token, wax));
  for (let i = others.length; i < shape.v2WaxPools; i += 1) v2Pool(others[Math.floor(rng.next() ** 2 * others.length)] as WorldToken, wax);
  for (let i = 0; i < shape.v2CrossPools; i += 1) {
    const a = others[Math.floor(rng.next() ** 2 * others.length)] as WorldToken;
    const b = others[Math.floor(rng.next() * others.length)] as WorldToken;
    if (a !== b) v2Pool(a, b);
    else i -= 1;
  }
  for (let i = 0; i < shape.v3Pools; i += 1) {
    const a = others[Math.floor(rng.next() ** 2 * others.length)] as WorldToken;
    const b = rng.next() < 0.8 ? wax : (others[Math.floor(rng.next() * others.length)] as WorldToken);
    if (a === b) i -= 1;
    else venues.push(makeV3(rng, id++, b === wax ? wax : a, b === wax ? a : b, rng.logUniform(1e4, 5e6), shape.v3Positions));
  }
  for (let i = 0; i < shape.books; i += 1) {
    const quote = others[i] as WorldToken;
    const depth = rng.logUniform(1e4, 1e6);
    venues.push(
      makeBookVenue({
        id: String(id++),
        base: WAX,
        quote: quote.token,
        bids: bookSide(rng, quote, 'bids', shape.bookLevels, depth),
        asks: bookSide(rng, quote, 'asks', shape.bookLevels, depth),
        takerFeeBps: 10,
      }),
    );
  }
  return { tokens, venues };
}

/** A random request: two different tokens and an amount worth 1 to 50,000 WAX. */
export function randomRequest(rng: SeededRandom, world: World): { tokenIn: Token; tokenOut: Token; units: bigint } {
  const from = rng.pick(world.tokens);
  let to = rng.pick(world.tokens);
  while (to === from) to = rng.pick(world.tokens);
  return { tokenIn: from.token, tokenOut: to.token, units: worth(rng, from, rng.logUniform(1, 5e4)) };
}

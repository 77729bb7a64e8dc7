/**
 * Opening a concentrated pool that does not exist yet (docs/decisions/0037): the three fee tiers of
 * `swap.alcor`, the pair in the contract's token order, the starting sqrt price of a price people
 * type (rounded down), the price a swap route suggests, the id the new pool will get, and the
 * `createpool` action that goes first in the same transaction as the first deposit.
 */
import { ALCOR_V3_CONTRACT, encodeCreatePool } from '../actions/alcorv3';
import { makeAmount } from '../amount';
import type { Token } from '../domain';
import { encodeSqrtRatioX64, FEE_TIERS, MAX_SQRT_RATIO, MIN_SQRT_RATIO, sortsBefore, type PriceFraction } from '../v3';
import type { LiquidityAction } from './actions';

/** The contract's fee tiers in pips, lowest first (0.05 %, 0.3 %, 1 %). */
export const V3_FEE_TIERS: readonly number[] = Object.keys(FEE_TIERS)
  .map(Number)
  .sort((x, y) => x - y);

/** The tick spacing of a fee tier; throws RangeError for a fee that is no tier. */
export function tickSpacingOf(fee: number): number {
  const spacing = FEE_TIERS[fee];
  if (spacing === undefined) throw new RangeError(`Fee ${fee} is not a fee tier (${V3_FEE_TIERS.join(', ')})`);
  return spacing;
}

/** The pair in the contract's order: tokenA sorts first (`createpool` refuses the other order). */
export function poolOrder(x: Token, y: Token): { tokenA: Token; tokenB: Token } {
  const id = (t: Token) => ({ contract: t.contract, code: t.ticker, precision: t.precision });
  return sortsBefore(id(x), id(y)) ? { tokenA: x, tokenB: y } : { tokenA: y, tokenB: x };
}

/**
 * The starting sqrt price of a price of whole B per whole A: ⌊√(price · 10^pB / 10^pA) · 2^64⌋, or
 * null when it lies outside the prices a pool can hold.
 */
export function sqrtPriceX64AtPriceRoundedDown(price: PriceFraction, precisionA: number, precisionB: number): bigint | null {
  if (price.numerator <= 0n || price.denominator <= 0n) return null;
  const sqrt = encodeSqrtRatioX64(price.numerator * 10n ** BigInt(precisionB), price.denominator * 10n ** BigInt(precisionA));
  return sqrt >= MIN_SQRT_RATIO && sqrt < MAX_SQRT_RATIO ? sqrt : null;
}

/** What a swap route says about the price: its input less the venues' fees, and what it receives (exact units). */
export interface RouteQuote {
  readonly tokenIn: Token;
  readonly amountIn: bigint;
  readonly fees: bigint;
  readonly received: bigint;
}

/**
 * The price (whole B per whole A) a route traded at, its fees taken out: received / (input − fees),
 * exactly. Null when the route moved nothing. Either direction of route is read.
 */
export function routePrice(route: RouteQuote, tokenA: Token, tokenB: Token): PriceFraction | null {
  const spent = route.amountIn - route.fees;
  if (spent <= 0n || route.received <= 0n) return null;
  const inIsA = route.tokenIn.contract === tokenA.contract && route.tokenIn.ticker === tokenA.ticker;
  const [unitsA, unitsB] = inIsA ? [spent, route.received] : [route.received, spent];
  return { numerator: unitsB * 10n ** BigInt(tokenA.precision), denominator: unitsA * 10n ** BigInt(tokenB.precision) };
}

/** The id `createpool` gives the next pool: one above the largest (the table's next primary key), 0 for the first. */
export function nextV3PoolId(ids: readonly number[]): number {
  return ids.length === 0 ? 0 : Math.max(...ids) + 1;
}

/** A new pool: its sorted tokens, fee tier and starting sqrt price. */
export interface CreatePoolInput {
  readonly account: string;
  readonly tokenA: Token;
  readonly tokenB: Token;
  readonly fee: number;
  readonly sqrtPriceX64: bigint;
}

/** `createpool` with zero quantities (they carry only symbol and precision); throws RangeError for an unsorted pair or a fee that is no tier. */
export function createPoolAction({ account, tokenA, tokenB, fee, sqrtPriceX64 }: CreatePoolInput): LiquidityAction {
  tickSpacingOf(fee);
  if (poolOrder(tokenA, tokenB).tokenA !== tokenA) throw new RangeError(`${tokenA.ticker} must sort after ${tokenB.ticker}: swap them and invert the price`);
  const zero = (token: Token) => ({ amount: makeAmount(0n, token.precision), ticker: token.ticker, contract: token.contract });
  return { account: ALCOR_V3_CONTRACT, name: 'createpool', data: encodeCreatePool({ account, tokenA: zero(tokenA), tokenB: zero(tokenB), sqrtPriceX64, fee }) };
}

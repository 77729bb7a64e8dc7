/**
 * Venues rebuilt from contract table rows exactly as `get_table_rows` answers them (NOTES "Real
 * formats on WAX mainnet"): v2 pairs of each exchange, `swap.alcor` pools and ticks, `alcordexmain`
 * markets and orders. The route re-check quotes these with src/core/swapRouting's venues, so what it
 * trusts is the chain's state, not the swap service's; v3 pools quote on the WASM maths.
 */
import type { AssetParts, ExtendedAssetParts } from '../src/core/amount';
import { readExtendedAsset, readExtendedSymbol, readInt, readUint128 } from '../src/core/actions/json';
import { readAssetJson, readExtendedAssetJson, readObject, readUint32Json } from '../src/core/actions/v2/json';
import { defaultV2Fee } from '../src/core/v2';
import type { PoolState, SwapQuote, TickState } from '../src/core/v3';
import { defineVenue, makeBookVenue, makeV2Venue, makeV3Venue, type RouteBookLevel, type Venue } from '../src/core/swapRouting';
import type { Token } from '../src/core/domain';

/** What quotes a v3 pool: the WASM build in the quotes worker (wasm/v3.ts); the bigint reference has the same shape. */
export interface V3Quoter {
  quoteExactIn(pool: PoolState, zeroForOne: boolean, amountIn: bigint): SwapQuote;
}

/** The v2 exchanges and how their pair rows are laid out. */
export type V2Exchange = 'defibox' | 'taco' | 'neftyblocks' | 'adex' | 'waxfusion';

/** Rows of one venue as the chain answered them; `id` is the venue id the route names. */
export type VenueRows =
  | { readonly kind: 'v2'; readonly exchange: V2Exchange; readonly id: string; readonly row: unknown }
  | { readonly kind: 'v3'; readonly id: string; readonly pool: unknown; readonly ticks: readonly unknown[] }
  | { readonly kind: 'book'; readonly id: string; readonly market: unknown; readonly buyOrders: readonly unknown[]; readonly sellOrders: readonly unknown[] };

const tokenOf = (asset: ExtendedAssetParts): Token => ({ ticker: asset.ticker, contract: asset.contract, precision: asset.amount.precision });

/** A Defibox side: `{contract, symbol: "4,TLM"}` with its reserve asset. */
function defiboxSide(token: unknown, reserve: unknown, field: string): ExtendedAssetParts {
  const { contract, symbol } = readObject(token, field);
  const parsed = readExtendedSymbol({ sym: symbol, contract }, field);
  const asset: AssetParts = readAssetJson(reserve, `${field} reserve`);
  if (asset.ticker !== parsed.ticker || asset.amount.precision !== parsed.precision)
    throw new RangeError(`${field} reserve ${asset.ticker} does not match its symbol`);
  return { ...asset, contract: parsed.contract };
}

/** The two reserves of a v2 pair row, token0 first, and the fee rule of its exchange. */
function v2Reserves(exchange: V2Exchange, raw: unknown): { side0: ExtendedAssetParts; side1: ExtendedAssetParts; feeBps: number; platformFeeBps: number } {
  const row = readObject(raw, `${exchange} pair`);
  const fee = defaultV2Fee(exchange);
  switch (exchange) {
    case 'defibox':
      return { side0: defiboxSide(row.token0, row.reserve0, 'token0'), side1: defiboxSide(row.token1, row.reserve1, 'token1'), feeBps: fee, platformFeeBps: 0 };
    case 'taco':
      return { side0: readExtendedAssetJson(row.pool1, 'pool1'), side1: readExtendedAssetJson(row.pool2, 'pool2'), feeBps: fee, platformFeeBps: 0 };
    case 'adex': {
      // Adex charges its platform fee on top of the pool fee (devnet/contracts/v2/adex).
      const poolFee = readUint32Json(row.pool_fee, 'pool_fee');
      const platformFee = row.platform_fee === undefined ? 0 : readUint32Json(row.platform_fee, 'platform_fee');
      return {
        side0: readExtendedAssetJson(row.base_token, 'base_token'),
        side1: readExtendedAssetJson(row.quote_token, 'quote_token'),
        feeBps: poolFee + platformFee,
        platformFeeBps: platformFee,
      };
    }
    case 'neftyblocks':
      if (row.active === false || row.active === 0) throw new RangeError('the pair is not active');
      return { side0: readExtendedAssetJson(row.reserve0, 'reserve0'), side1: readExtendedAssetJson(row.reserve1, 'reserve1'), feeBps: fee, platformFeeBps: 0 };
    case 'waxfusion':
      return { side0: readExtendedAssetJson(row.reserve0, 'reserve0'), side1: readExtendedAssetJson(row.reserve1, 'reserve1'), feeBps: fee, platformFeeBps: 0 };
  }
}

function v2Venue(exchange: V2Exchange, id: string, raw: unknown): Venue {
  const { side0, side1, feeBps, platformFeeBps } = v2Reserves(exchange, raw);
  return makeV2Venue({
    id,
    exchange,
    token0: tokenOf(side0),
    token1: tokenOf(side1),
    reserve0: side0.amount.units,
    reserve1: side1.amount.units,
    feeBps,
    platformFeeBps,
  });
}

/** nodeos writes int128 as 0x + 16 little-endian bytes, two's complement. */
const readInt128 = (raw: unknown, field: string): bigint => BigInt.asIntN(128, readUint128(raw, field));

function tickOf(raw: unknown): TickState {
  const row = readObject(raw, 'tick');
  return {
    index: readInt(row.id, 'tick.id', -(2 ** 31), 2 ** 31 - 1),
    liquidityGross: readUint128(row.liquidityGross, 'tick.liquidityGross'),
    liquidityNet: readInt128(row.liquidityNet, 'tick.liquidityNet'),
    feeGrowthOutsideAX64: readUint128(row.feeGrowthOutsideAX64, 'tick.feeGrowthOutsideAX64'),
    feeGrowthOutsideBX64: readUint128(row.feeGrowthOutsideBX64, 'tick.feeGrowthOutsideBX64'),
  };
}

function v3Venue(id: string, rawPool: unknown, rawTicks: readonly unknown[], v3: V3Quoter): Venue {
  const pool = readObject(rawPool, 'pool');
  if (pool.active === false || pool.active === 0) throw new RangeError('the pool is not active');
  const slot = readObject(pool.currSlot, 'currSlot');
  const tokenA = readExtendedAsset(pool.tokenA, 'tokenA');
  const tokenB = readExtendedAsset(pool.tokenB, 'tokenB');
  const ticks = rawTicks.map(tickOf).sort((a, b) => a.index - b.index);
  const state: PoolState = {
    sqrtPriceX64: readUint128(slot.sqrtPriceX64, 'currSlot.sqrtPriceX64'),
    tick: readInt(slot.tick, 'currSlot.tick', -(2 ** 31), 2 ** 31 - 1),
    liquidity: readUint128(pool.liquidity, 'liquidity'),
    fee: readInt(pool.fee, 'fee', 0, 1_000_000),
    tickSpacing: readInt(pool.tickSpacing, 'tickSpacing', 1, 1_000_000),
    feeGrowthGlobalAX64: readUint128(pool.feeGrowthGlobalAX64, 'feeGrowthGlobalAX64'),
    feeGrowthGlobalBX64: readUint128(pool.feeGrowthGlobalBX64, 'feeGrowthGlobalBX64'),
    feeProtocol: pool.feeProtocol === undefined ? 0 : readInt(pool.feeProtocol, 'feeProtocol', 0, 255),
    ticks,
  };
  // The routing venue checks the pool and describes it; its quotes come from `v3` instead of the bigint reference.
  const venue = makeV3Venue({ id, token0: tokenOf(tokenA), token1: tokenOf(tokenB), pool: state });
  return defineVenue({
    ...venue,
    quoteDirected(zeroForOne, amountIn) {
      const quote = v3.quoteExactIn(state, zeroForOne, amountIn);
      // The pool ran out of liquidity (or hit the price bound) before taking the whole input: the contract would not fill it.
      return quote.complete ? quote.amountOut : null;
    },
  });
}

/** Orders of one side as price levels, best first (bids highest price first, asks lowest first). */
export function levelsOf(rawOrders: readonly unknown[], side: 'bids' | 'asks'): RouteBookLevel[] {
  const byPrice = new Map<bigint, { bid: bigint; ask: bigint }>();
  for (const raw of rawOrders) {
    const order = readObject(raw, 'order');
    const unitPrice = readUint128(order.unit_price, 'order.unit_price');
    const level = byPrice.get(unitPrice) ?? { bid: 0n, ask: 0n };
    level.bid += readAssetJson(order.bid, 'order.bid').amount.units;
    level.ask += readAssetJson(order.ask, 'order.ask').amount.units;
    byPrice.set(unitPrice, level);
  }
  const levels = [...byPrice].map(([unitPrice, { bid, ask }]) => ({ unitPrice, bid, ask }));
  return levels.sort((a, b) => (a.unitPrice === b.unitPrice ? 0 : a.unitPrice > b.unitPrice === (side === 'bids') ? -1 : 1));
}

function bookVenue(id: string, rawMarket: unknown, buyOrders: readonly unknown[], sellOrders: readonly unknown[]): Venue {
  const market = readObject(rawMarket, 'market');
  if (market.frozen === 1 || market.frozen === true) throw new RangeError('the market is frozen');
  const base = readExtendedSymbol(market.base_token, 'base_token');
  const quote = readExtendedSymbol(market.quote_token, 'quote_token');
  return makeBookVenue({
    id,
    base,
    quote,
    bids: levelsOf(buyOrders, 'bids'),
    asks: levelsOf(sellOrders, 'asks'),
    takerFeeBps: readUint32Json(market.fee, 'fee'),
  });
}

/** A venue from its rows, v3 pools quoted by `v3`; throws RangeError naming what is malformed. */
export function venueFromRows(rows: VenueRows, v3: V3Quoter): Venue {
  switch (rows.kind) {
    case 'v2':
      return v2Venue(rows.exchange, rows.id, rows.row);
    case 'v3':
      return v3Venue(rows.id, rows.pool, rows.ticks, v3);
    case 'book':
      return bookVenue(rows.id, rows.market, rows.buyOrders, rows.sellOrders);
  }
}

/**
 * The exchange services wired to a chain: the world reader, the price book, the indexer (caught up
 * with every transaction so far, then fed live), the swap API and the light API. devnet/main.ts
 * mounts `handlers`; the live socket subscribes to `indexer.onTrade`.
 */
import { join } from 'node:path';
import type { Chain } from '../chain/index';
import type { Handler } from '../http/types';
import { createIndexer, type Indexer } from '../indexer/indexer';
import type { PairInfo } from '../indexer/types';
import { createLightApi } from '../lightapi/lightApi';
import { createPriceBook } from './priceBook';
import { createSwapApi, type SwapApi } from './swapApi';
import { createChainWorld, type ChainWorld } from './world/chainWorld';
import type { WorldReader } from './world/types';

/** The pair of a pool, v3 pool or market the indexer has not seen listed, from live state. */
export function worldPairResolver(world: WorldReader): (src: string, pairId: string) => PairInfo | undefined {
  return (src, pairId) => {
    if (src === 'alcorv2') {
      const pool = world.v3Pools().find((p) => String(p.id) === pairId);
      return pool && { src, srcType: 'poolsv3', pairId, token0: pool.tokenA, token1: pool.tokenB, fee: pool.fee };
    }
    if (src === 'alcormarket') {
      const market = world.markets().find((m) => String(m.id) === pairId);
      return market && { src, srcType: 'markets', pairId, token0: market.base, token1: market.quote, fee: market.feeBps };
    }
    const pool = world.v2Pools().find((p) => p.src === src && p.id === pairId);
    return pool && { src: pool.src, srcType: 'pools', pairId, token0: pool.token0, token1: pool.token1, fee: pool.feeBps };
  };
}

/** Where and how to run the services. */
export interface ExchangeServicesOptions {
  readonly chain: Chain;
  /** Directory for `index.sqlite` (omit for an in-memory index rebuilt at each start). */
  readonly dataDir?: string;
  /** Start the index empty: pass the chain's reset flag. */
  readonly reset?: boolean;
  readonly warn?: (message: string) => void;
}

/** The running services. */
export interface ExchangeServices {
  readonly world: ChainWorld;
  readonly indexer: Indexer;
  readonly swapApi: SwapApi;
  /** Swap API under /api/ and /api2/, light API under /lightapi/ and /lightapi2/. */
  readonly handlers: readonly Handler[];
  close(): void;
}

/** Builds and connects everything; transactions the index already holds are skipped. */
export function createExchangeServices(options: ExchangeServicesOptions): ExchangeServices {
  const { chain } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const world = createChainWorld(chain);
  const prices = createPriceBook(world);
  const indexer = createIndexer({
    ...(options.dataDir !== undefined ? { path: join(options.dataDir, 'index.sqlite') } : {}),
    reset: options.reset ?? false,
    waxPriceOf: prices.waxPriceOf,
    usdPerWax: () => world.waxUsd(),
    resolvePair: worldPairResolver(world),
    balanceOf: world.tokenBalance,
    warn,
  });
  indexer.catchUp(chain.transactions());
  const unsubscribe = chain.onTransaction((tx) => {
    try {
      indexer.ingest(tx);
    } catch (error) {
      // The transaction is applied whatever the index does; say what it missed.
      warn(`indexer: transaction ${tx.id} not indexed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const swapApi = createSwapApi({ indexer, world, prices, warn });
  const lightApi = createLightApi({ indexer, world, chainId: chain.chainId });
  return {
    world,
    indexer,
    swapApi,
    handlers: [swapApi.handler, swapApi.mount('/api2/'), lightApi.handler, lightApi.mount('/lightapi2/')],
    close: () => {
      unsubscribe();
      world.close();
      swapApi.close();
      indexer.close();
    },
  };
}

/**
 * The exchange services over the world's chain — world reader, price book, indexer, swap API (/api/,
 * /api2/) and light API (/lightapi/, /lightapi2/). The caller decides when the index catches up (the
 * start does after the seeded history) and feeds live transactions through `ingest`, so one
 * transaction listener serves both the index and the live socket.
 */
import { join } from 'node:path';
import type { Chain, ExecutedTransaction } from '../chain';
import { createPriceBook } from './swapApi/priceBook';
import { createSwapApi } from './swapApi/swapApi';
import { createChainWorld, type ChainWorld } from './world/chainWorld';
import type { WorldReader } from './world/types';
import type { Handler } from '../http/types';
import { createIndexer, type Indexer } from './indexer/indexer';
import type { PairInfo } from './indexer/types';
import { createLightApi } from './lightApi/lightApi';

/** The pair of a pool, v3 pool or market the indexer has not seen listed, from live state. */
function worldPairResolver(world: WorldReader): (src: string, pairId: string) => PairInfo | undefined {
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

/** The running services. */
export interface WorldServices {
  readonly world: ChainWorld;
  readonly indexer: Indexer;
  readonly handlers: readonly Handler[];
  /** Indexes a live transaction; a failure is reported, never thrown (the chain applied it anyway). */
  ingest(tx: ExecutedTransaction): void;
  close(): void;
}

/** Opens the index in `dataDir` (empty when `reset`) and builds the APIs. */
export function openServices(chain: Chain, dataDir: string, reset: boolean, warn: (message: string) => void): WorldServices {
  const world = createChainWorld(chain);
  const prices = createPriceBook(world);
  const indexer = createIndexer({
    path: join(dataDir, 'index.sqlite'),
    reset,
    waxPriceOf: prices.waxPriceOf,
    usdPerWax: () => world.waxUsd(),
    resolvePair: worldPairResolver(world),
    balanceOf: world.tokenBalance,
    warn,
  });
  // Volumes, price changes and candle defaults go by chain time, which the clock knob may move ahead.
  const swapApi = createSwapApi({ indexer, world, prices, warn, now: () => chain.clock.now() });
  const lightApi = createLightApi({ indexer, world, chainId: chain.chainId });
  return {
    world,
    indexer,
    handlers: [swapApi.handler, swapApi.mount('/api2/'), lightApi.handler, lightApi.mount('/lightapi2/')],
    ingest(tx) {
      try {
        indexer.ingest(tx);
      } catch (error) {
        warn(`indexer: transaction ${tx.id} not indexed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    close() {
      swapApi.close();
      world.close();
      indexer.close();
    },
  };
}

/**
 * The exchange services over the world's chain — world reader, price book, indexer, swap API (/api/,
 * /api2/) and light API (/lightapi/, /lightapi2/) — built from the API's parts rather than
 * createExchangeServices so that the start decides when the index catches up (after the seeded
 * history) and one transaction listener feeds both the index and the live socket.
 */
import { join } from 'node:path';
import type { Chain, ExecutedTransaction } from '../chain';
import { createPriceBook } from '../api/priceBook';
import { worldPairResolver } from '../api/services';
import { createSwapApi } from '../api/swapApi';
import { createChainWorld, type ChainWorld } from '../api/world/chainWorld';
import type { Handler } from '../http/types';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { createLightApi } from '../lightapi/lightApi';

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

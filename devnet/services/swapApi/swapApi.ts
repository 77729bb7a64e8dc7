/**
 * The swap-service API (SPEC §7's table) as a devnet Handler. One instance can be mounted under
 * several prefixes (`/api/` and the second endpoint `/api2/`) and shares its caches between them.
 * `status/` and `socket-session-token` are left to their own handlers. Shapes: devnet/API.md.
 */
import type { RouterOptions } from '../../../src/core/swapRouting';
import type { Handler } from '../../http/types';
import type { Indexer } from '../indexer/indexer';
import type { ApiContext } from './context';
import { createPriceBook, type PriceBook } from './priceBook';
import { createRouteGraphCache } from './routeGraph';
import { routeHandler, type Route } from './router';
import { historyRoutes } from './routes/history';
import { poolRoutes } from './routes/pools';
import { rowRoutes } from './routes/rows';
import { statsRoutes } from './routes/stats';
import { swapRoutesRoutes } from './routes/swap';
import { tokenRoutes } from './routes/tokens';
import type { WorldReader } from '../world/types';

/** Paths under the prefix that other handlers answer. */
export const PASSED_ON = ['status', 'socket-session-token'];

/** What the API is built from. */
export interface SwapApiOptions {
  readonly indexer: Indexer;
  readonly world: WorldReader;
  /** Share the indexer's price book (the default builds one over `world`). */
  readonly prices?: PriceBook;
  /** Epoch ms (default Date.now): volumes, changes and candle defaults are relative to it. */
  readonly now?: () => number;
  /** The prefix of `handler` (default `/api/`). */
  readonly prefix?: string;
  readonly routerOptions?: RouterOptions;
  readonly warn?: (message: string) => void;
}

/** A running swap API. */
export interface SwapApi {
  /** Answers under the default prefix. */
  readonly handler: Handler;
  /** Answers under another prefix (e.g. `/api2/`), same data and caches. */
  mount(prefix: string): Handler;
  readonly prices: PriceBook;
  /** Drops the caches; the indexer and the world stay the caller's to close. */
  close(): void;
}

/** Builds the API. */
export function createSwapApi(options: SwapApiOptions): SwapApi {
  const seen = new Set<string>();
  const log = options.warn ?? ((message: string) => console.warn(message));
  // A venue the router cannot model is reported once, not at every rebuild.
  const warn = (message: string) => {
    if (seen.has(message)) return;
    seen.add(message);
    log(message);
  };
  const prices = options.prices ?? createPriceBook(options.world);
  let graph: (() => ReturnType<ApiContext['graph']>) | null = createRouteGraphCache(options.world, warn);
  const context: ApiContext = {
    indexer: options.indexer,
    world: options.world,
    prices,
    graph: () => {
      if (graph === null) throw new Error('swap API closed');
      return graph();
    },
    now: options.now ?? Date.now,
    ...(options.routerOptions ? { routerOptions: options.routerOptions } : {}),
  };
  const routes: Route[] = [
    ...tokenRoutes(context),
    ...poolRoutes(context),
    ...statsRoutes(context),
    ...rowRoutes(context),
    ...swapRoutesRoutes(context),
    ...historyRoutes(context),
  ];
  const mount = (prefix: string) => routeHandler(prefix, routes, PASSED_ON);
  return {
    handler: mount(options.prefix ?? '/api/'),
    mount,
    prices,
    close: () => {
      graph = null;
      seen.clear();
    },
  };
}

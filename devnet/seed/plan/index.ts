/** The whole seeded world as data, deterministic from (seed, size): what genesis builds and history is generated from. */
import type { SeedPool } from '../../contracts/alcorv3/seed';
import { buildTokens, WAX, type WorldToken } from '../catalog';
import type { WorldSize } from '../size';
import { planMarkets, type MarketPlan } from './books';
import { planHolders, planWallets, type HolderPlan } from './holders';
import { planLimitOrders, type LimitOrderPlan } from './limit';
import { planV2Pools, type V2PoolPlan } from './v2';
import { planV3Pools } from './v3';

/** Everything genesis and the history generator need. */
export interface WorldPlan {
  readonly seed: string;
  readonly size: WorldSize;
  readonly tokens: readonly WorldToken[];
  readonly v2Pools: readonly V2PoolPlan[];
  readonly v3Pools: readonly SeedPool[];
  readonly markets: readonly MarketPlan[];
  readonly limitOrders: readonly LimitOrderPlan[];
  /** Wallet accounts that hold tokens and fill the trade history. */
  readonly wallets: readonly string[];
  readonly holders: readonly HolderPlan[];
}

/** Units of a well-known token in the chain's genesis that the world issues on top (its pools, books, bots and holders). */
export function topUp(token: WorldToken): bigint {
  return token.inChainGenesis && token !== WAX ? token.maxSupply / 4n : 0n;
}

/** Units each bot account receives of a token. */
export function botFunding(token: WorldToken): bigint {
  if (token === WAX) return 5_000_000n * 100_000_000n;
  return token.inChainGenesis ? token.maxSupply / 400n : token.issued / 100n;
}

/** Units handed to the holders of a token. */
export function holderBudget(token: WorldToken): bigint {
  return token.inChainGenesis ? token.maxSupply / 16n : token.issued / 10n;
}

/** Plans the world. */
export function planWorld(seed: string, size: WorldSize): WorldPlan {
  const tokens = buildTokens(seed, size);
  const wallets = planWallets(seed, Math.max(size.tlmHolders, 5_000));
  return {
    seed,
    size,
    tokens,
    v2Pools: planV2Pools(seed, size, tokens),
    v3Pools: planV3Pools(seed, size, tokens),
    markets: planMarkets(seed, size, tokens),
    limitOrders: planLimitOrders(seed, tokens),
    wallets,
    holders: planHolders(seed, size, tokens, wallets, holderBudget),
  };
}

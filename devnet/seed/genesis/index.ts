/**
 * The world's genesis extension (createChain's `genesis` hook): rebuilt deterministically at every
 * start instead of journaled, so a restart replays only what happened since.
 */
import type { ContractDefinition, GenesisApi } from '../../chain';
import { deployRouterGenesis } from '../../contracts/router/deploy';
import { routerContract } from '../../contracts/router/router';
import { alcorV3Contract } from '../../contracts/alcorv3/alcorv3';
import { seedAlcorGenesis } from '../../contracts/alcorv3/seed';
import { limitOrderContract } from '../../contracts/limit/limit';
import { orderBookContract } from '../../contracts/orderbook/orderbook';
import { V2_CONTRACTS } from '../../contracts/v2/seed/deploy';
import { balanceLoaderContract } from '../loaders/balanceLoader';
import { bookLoaderContract } from '../loaders/bookLoader';
import type { WorldPlan } from '../plan';
import { seedBooksWorld } from './books';
import { GenesisContext } from './context';
import { seedHoldersWorld } from './holders';
import { seedLimitWorld } from './limit';
import { createTokens, fundBots } from './tokens';
import { seedV2World } from './v2';
import { seedWalletAccounts } from './wallets';

/** Every contract module the world deploys: pass them to createChain on every start so the journal replays. */
export const WORLD_CONTRACTS: readonly ContractDefinition[] = [
  ...V2_CONTRACTS,
  alcorV3Contract,
  orderBookContract,
  limitOrderContract,
  routerContract,
  bookLoaderContract,
  balanceLoaderContract,
];

/** What the genesis run reports: ms per phase, and the last block it wrote (later blocks are journaled). */
export interface GenesisReport {
  readonly timings: Record<string, number>;
  endBlock: number;
}

/** The genesis hook building `plan`; fills `report` as it goes. */
export function worldGenesis(plan: WorldPlan, report: GenesisReport = { timings: {}, endBlock: 0 }): (api: GenesisApi) => void {
  const timings = report.timings;
  return (api) => {
    const g = new GenesisContext(api);
    const phase = (name: string, run: () => void) => {
      const started = performance.now();
      run();
      timings[name] = Math.round(performance.now() - started);
      g.advance();
    };
    phase('tokens', () => createTokens(g, plan));
    phase('bots', () => fundBots(g, plan.tokens));
    phase('v2', () => seedV2World(g, plan));
    phase('v3', () => void seedAlcorGenesis(api, g.block, { pools: plan.v3Pools }));
    phase('books', () => seedBooksWorld(g, plan));
    phase('limit', () => seedLimitWorld(g, plan));
    phase('router', () => deployRouterGenesis(api, g.block));
    phase('wallets', () => void seedWalletAccounts(g, plan));
    phase('holders', () => seedHoldersWorld(g, plan));
    report.endBlock = g.block;
  };
}

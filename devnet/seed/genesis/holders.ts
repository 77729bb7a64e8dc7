/** Genesis: the planned holders' balances, written through the balance loader while it stands in for each token contract. */
import { tokenContract } from '../../chain';
import { balanceLoaderContract } from '../loaders/balanceLoader';
import type { WorldPlan } from '../plan';
import type { GenesisContext } from './context';

const CHUNK = 10_000;

/** Loads every holder plan (one loader deployment per token contract). */
export function seedHoldersWorld(g: GenesisContext, plan: WorldPlan): void {
  for (const holders of plan.holders) {
    const { token } = holders;
    g.api.deploy(token.contract, balanceLoaderContract, g.block);
    for (let i = 0; i < holders.owners.length; i += CHUNK) {
      const data = {
        from: token.issuer,
        symbol: { precision: token.precision, code: token.code },
        owners: holders.owners.slice(i, i + CHUNK),
        amounts: holders.amounts.slice(i, i + CHUNK),
      };
      g.push([{ account: token.contract, name: 'loadbalances', authorization: [`${token.contract}@active`], data }]);
    }
    g.api.deploy(token.contract, tokenContract, g.block);
  }
}

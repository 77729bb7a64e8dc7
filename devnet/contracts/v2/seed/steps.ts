/**
 * Seeding as a plan of steps, so the same plan runs on a live chain (journaled pushes) or inside a
 * genesis extension (GenesisApi: rebuilt at every start, not journaled), as swap.alcor's seeder does.
 */
import type { ActionInput, Chain, ContractDefinition, GenesisApi } from '../../../chain';
import { nameToU64 } from '../../../chain/core/name';
import { userResourcesTable } from '../../system/tables';

/** One step: create an account, deploy a contract module, or push actions as one transaction. */
export type SeedStep =
  | { readonly account: string; readonly publicKey: string }
  | { readonly deploy: string; readonly contract: ContractDefinition }
  | { readonly actions: readonly ActionInput[] };

/** Runs steps on a live chain; accounts that already exist are kept (another seeder may share them). */
export async function runOnChain(chain: Chain, steps: readonly SeedStep[]): Promise<void> {
  for (const step of steps) {
    if ('account' in step) {
      if (chain.table('eosio', userResourcesTable, step.account).find(nameToU64(step.account)) === undefined)
        await chain.createAccount(step.account, step.publicKey);
    } else if ('deploy' in step) await chain.deployContract(step.deploy, step.contract);
    else await chain.pushActions(step.actions);
  }
}

/** Runs steps in a genesis extension, all in `blockNum`. */
export function runInGenesis(api: GenesisApi, blockNum: number, steps: readonly SeedStep[]): void {
  for (const step of steps) {
    if ('account' in step) api.createAccount(step.account, step.publicKey, blockNum);
    else if ('deploy' in step) api.deploy(step.deploy, step.contract, blockNum);
    else api.push(step.actions, blockNum);
  }
}

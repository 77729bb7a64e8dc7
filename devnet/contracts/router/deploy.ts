/** Creating `swap.we` with `swap.we@eosio.code` in its active permission and deploying the router, on a live chain or in genesis. */
import { deriveKey, type ActionInput, type Chain, type GenesisApi } from '../../chain';
import { canonicalKey } from '../../chain/abi/keys';
import { SWAP_CONTRACT } from '../../../src/core/swapRouting';
import { routerContract } from './router';

function publicKey(seed: string): string {
  return deriveKey(seed, `contract:${SWAP_CONTRACT}`).publicKey;
}

/** The updateauth that lets the router's code send its hops, payouts and logs. */
function codePermission(seed: string): ActionInput {
  const auth = {
    threshold: 1,
    keys: [{ key: canonicalKey(publicKey(seed)), weight: 1 }],
    accounts: [{ permission: { actor: SWAP_CONTRACT, permission: 'eosio.code' }, weight: 1 }],
    waits: [],
  };
  return {
    account: 'eosio',
    name: 'updateauth',
    authorization: [`${SWAP_CONTRACT}@owner`],
    data: { account: SWAP_CONTRACT, permission: 'active', parent: 'owner', auth },
  };
}

/** Creates `swap.we` and deploys the router on a live chain (pass `routerContract` in `contracts` on every start). */
export async function deployRouter(chain: Chain, seed = 'waxwing'): Promise<void> {
  await chain.createAccount(SWAP_CONTRACT, publicKey(seed));
  await chain.pushActions([codePermission(seed)]);
  await chain.deployContract(SWAP_CONTRACT, routerContract);
}

/** The same inside a genesis extension, all in `blockNum`. */
export function deployRouterGenesis(api: GenesisApi, blockNum: number): void {
  api.createAccount(SWAP_CONTRACT, publicKey(api.seed), blockNum);
  api.push([codePermission(api.seed)], blockNum);
  api.deploy(SWAP_CONTRACT, routerContract, blockNum);
}

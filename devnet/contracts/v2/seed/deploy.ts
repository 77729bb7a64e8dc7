/**
 * Creates the v2 venues' accounts and deploys their contracts: each swap contract's active
 * permission includes its own `eosio.code` (inline payouts and logs), each separate LP token
 * contract's active includes the swap contract's (it creates and issues LP symbols), and
 * `token.fusion@minter` lets `dapp.fusion` issue LSWAX.
 */
import {
  DEFIBOX_CONTRACT,
  DEFIBOX_LP_CONTRACT,
  FUSION_CONTRACT,
  FUSION_LP_CONTRACT,
  FUSION_TOKEN_CONTRACT,
  NEFTY_CONTRACT,
  NEFTY_LP_CONTRACT,
  TACO_CONTRACT,
  ADEX_CONTRACT,
} from '../../../../src/core/actions/v2';
import { canonicalKey } from '../../../chain/abi/keys';
import { deriveKey, tokenContract, type ActionInput, type Chain, type ContractDefinition } from '../../../chain';
import { adexContract } from '../adex/adex';
import { defiboxContract } from '../defibox/defibox';
import { fusionContract } from '../fusion/fusion';
import { FUSION_MINTER_PERMISSION } from '../fusion/staking';
import { neftyContract } from '../nefty/nefty';
import { tacoContract } from '../taco/taco';
import { runOnChain, type SeedStep } from './steps';

/** Every v2 contract module: pass them to createChain/startTestChain as `contracts`. */
export const V2_CONTRACTS: readonly ContractDefinition[] = [defiboxContract, tacoContract, neftyContract, adexContract, fusionContract];

const VENUES: readonly { account: string; contract: ContractDefinition; lp?: string }[] = [
  { account: DEFIBOX_CONTRACT, contract: defiboxContract, lp: DEFIBOX_LP_CONTRACT },
  { account: TACO_CONTRACT, contract: tacoContract },
  { account: NEFTY_CONTRACT, contract: neftyContract, lp: NEFTY_LP_CONTRACT },
  { account: ADEX_CONTRACT, contract: adexContract },
  { account: FUSION_CONTRACT, contract: fusionContract, lp: FUSION_LP_CONTRACT },
];

/** LSWAX's rate at genesis: 1.05 WAX (swap.alcor's seeded LSWAX/WAX price), growing ≈ 10 % a year (1.05e8 × 0.1 / 365 units a day). */
export const DEFAULT_FUSION_RATE = { rateBase: 105_000_000n, growthPerDay: 28_767n };

const codePermission = (actor: string) => ({ permission: { actor, permission: 'eosio.code' }, weight: 1 });
const updateAuth = (account: string, permission: string, parent: string, auth: unknown): ActionInput => ({
  account: 'eosio',
  name: 'updateauth',
  authorization: [`${account}@${parent}`],
  data: { account, permission, parent, auth },
});

/** Creates `name` with a devnet key; its active is also satisfied by `codeOf@eosio.code`. */
function accountSteps(seed: string, name: string, codeOf: string): SeedStep[] {
  const key = deriveKey(seed, `v2:${name}`).publicKey;
  const auth = { threshold: 1, keys: [{ key: canonicalKey(key), weight: 1 }], accounts: [codePermission(codeOf)], waits: [] };
  return [{ account: name, publicKey: key }, { actions: [updateAuth(name, 'active', 'owner', auth)] }];
}

/** Lets dapp.fusion's code issue and transfer LSWAX as token.fusion (a permission linked to those actions). */
function minterSteps(): SeedStep {
  const auth = { threshold: 1, keys: [], accounts: [codePermission(FUSION_CONTRACT)], waits: [] };
  const link = (type: string): ActionInput => ({
    account: 'eosio',
    name: 'linkauth',
    authorization: [`${FUSION_TOKEN_CONTRACT}@active`],
    data: { account: FUSION_TOKEN_CONTRACT, code: FUSION_TOKEN_CONTRACT, type, requirement: FUSION_MINTER_PERMISSION },
  });
  return { actions: [updateAuth(FUSION_TOKEN_CONTRACT, FUSION_MINTER_PERMISSION, 'active', auth), link('issue'), link('transfer')] };
}

/** Options of the deployment. */
export interface DeployV2Options {
  /** Seed for the accounts' devnet keys (default "waxwing", the chain's). */
  readonly seed?: string;
  /** LSWAX's rate model (default DEFAULT_FUSION_RATE). */
  readonly fusionRate?: { readonly rateBase: bigint; readonly growthPerDay: bigint };
}

/** The steps that create the accounts, deploy the five contracts and eosio.token on the LP contracts, and initialise WaxFusion. */
export function deploySteps(options: DeployV2Options = {}): SeedStep[] {
  const seed = options.seed ?? 'waxwing';
  const steps: SeedStep[] = [];
  for (const venue of VENUES) {
    steps.push(...accountSteps(seed, venue.account, venue.account), { deploy: venue.account, contract: venue.contract });
    if (venue.lp) steps.push(...accountSteps(seed, venue.lp, venue.account), { deploy: venue.lp, contract: tokenContract });
  }
  const rate = options.fusionRate ?? DEFAULT_FUSION_RATE;
  const init: ActionInput = {
    account: FUSION_CONTRACT,
    name: 'init',
    authorization: [`${FUSION_CONTRACT}@active`],
    data: { rate_base: rate.rateBase, growth_per_day: rate.growthPerDay },
  };
  steps.push(minterSteps(), { actions: [init] });
  return steps;
}

/** Deploys the v2 venues on a live chain (once per chain). */
export async function deployV2Venues(chain: Chain, options: DeployV2Options = {}): Promise<void> {
  await runOnChain(chain, deploySteps(options));
}

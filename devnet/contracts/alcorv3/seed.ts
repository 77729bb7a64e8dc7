/**
 * Deploying `swap.alcor` and seeding it for tests and genesis: pools at realistic prices, each with
 * several positions (full range, narrow and wide ranges, one-sided ranges above and below the
 * price), made through the same actions the app sends. The work is a deterministic plan of steps,
 * run on a live chain (seedAlcorPools) or inside a genesis extension (seedAlcorGenesis).
 */
import { deriveKey, type ActionInput, type Chain, type GenesisApi } from '../../chain';
import { canonicalKey } from '../../chain/abi/keys';
import { formatAsset, makeAmount, type AssetParts } from '../../../src/core/amount';
import { ALCOR_V3_CONTRACT as ALCOR, DEPOSIT_MEMO, encodeAddLiquid, encodeCreatePool, encodeWithdraw } from '../../../src/core/actions/alcorv3';
import { encodeSqrtRatioX64, FEE_TIERS, getTickAtSqrtRatio, inPoolOrder, MAX_TICK, MIN_TICK, nearestUsableTick } from '../../../src/core/v3';
import { alcorV3Contract } from './alcorv3';
import { poolsTable } from './tables';

/** A token of a seeded pool. */
export interface SeedToken {
  readonly contract: string;
  readonly code: string;
  readonly precision: number;
}

/**
 * A pool to seed: its tokens, fee tier, price (whole B per whole A) and value per position (whole B).
 * A and B are the spec's own order, any order: the seeder stores the pool in the contract's order.
 */
export interface SeedPool {
  readonly tokenA: SeedToken;
  readonly tokenB: SeedToken;
  readonly fee: 500 | 3000 | 10000;
  readonly price: string;
  readonly depth: string;
}

const WAX: SeedToken = { contract: 'eosio.token', code: 'WAX', precision: 8 };
const USDT: SeedToken = { contract: 'usdt.alcor', code: 'USDT', precision: 4 };
const TLM: SeedToken = { contract: 'alien.worlds', code: 'TLM', precision: 4 };
const token = (contract: string, code: string, precision: number): SeedToken => ({ contract, code, precision });

/** The genesis pools, on the genesis tokens (WAX at 0.05 USDT, as the oracle quotes it). */
export const ALCOR_SEED_POOLS: readonly SeedPool[] = [
  { tokenA: WAX, tokenB: USDT, fee: 3000, price: '0.05', depth: '20000' },
  { tokenA: WAX, tokenB: USDT, fee: 500, price: '0.05', depth: '5000' },
  { tokenA: TLM, tokenB: WAX, fee: 3000, price: '0.2', depth: '200000' },
  { tokenA: TLM, tokenB: WAX, fee: 10000, price: '0.2', depth: '50000' },
  { tokenA: TLM, tokenB: USDT, fee: 3000, price: '0.01', depth: '5000' },
  { tokenA: token('token.nefty', 'NEFTY', 8), tokenB: WAX, fee: 10000, price: '0.08', depth: '30000' },
  { tokenA: token('e.rplanet', 'AETHER', 4), tokenB: WAX, fee: 3000, price: '0.012', depth: '20000' },
  { tokenA: token('token.fusion', 'LSWAX', 8), tokenB: WAX, fee: 500, price: '1.05', depth: '100000' },
  { tokenA: token('wombattokens', 'WOMBAT', 4), tokenB: WAX, fee: 3000, price: '0.04', depth: '10000' },
];

/** Position ranges around the starting tick, in ticks (≈ 0.01 % each): [lower offset, upper offset]; null = the full range. */
const RANGES: readonly ([number, number] | null)[] = [null, [-200, 200], [-1000, 1000], [-2600, 2600], [100, 1500], [-1500, -100]];

/** Options of the seeders. */
export interface SeedOptions {
  /** Liquidity provider, created by the seeder (default `alcorlpmaker`). */
  readonly provider?: string;
  readonly pools?: readonly SeedPool[];
  /** Key seed (default `waxwing`, the chain's). */
  readonly seed?: string;
  /** Who funds the provider with a token (default: eosio for WAX, else the token contract, its genesis issuer). */
  readonly funder?: (token: SeedToken) => string;
}

/** One step of a plan. */
type Step = { account: string; publicKey: string } | { deploy: string } | { actions: ActionInput[] };

const asset = (units: bigint, t: SeedToken): string => formatAsset(makeAmount(units, t.precision), t.code);
const part = (units: bigint, t: SeedToken): AssetParts => ({ amount: makeAmount(units, t.precision), ticker: t.code });
const transfer = (t: SeedToken, from: string, to: string, units: bigint, memo: string): ActionInput => ({
  account: t.contract,
  name: 'transfer',
  authorization: [`${from}@active`],
  data: { from, to, quantity: asset(units, t), memo },
});

/** A decimal string as an exact fraction. */
function fraction(text: string): [numerator: bigint, denominator: bigint] {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a decimal number`);
  const decimals = match[2] ?? '';
  return [BigInt(`${match[1]}${decimals}`), 10n ** BigInt(decimals.length)];
}

/** The usable ticks for one of RANGES around `tick`. */
function rangeTicks(range: [number, number] | null, tick: number, spacing: number): [number, number] {
  if (range === null) return [nearestUsableTick(MIN_TICK, spacing), nearestUsableTick(MAX_TICK, spacing)];
  return [Math.floor((tick + range[0]) / spacing) * spacing, Math.ceil((tick + range[1]) / spacing) * spacing];
}

/** Steps that create `swap.alcor` with eosio.code in its active permission and deploy the contract. */
function deploySteps(seed: string): Step[] {
  const key = deriveKey(seed, `contract:${ALCOR}`);
  const auth = {
    threshold: 1,
    keys: [{ key: canonicalKey(key.publicKey), weight: 1 }],
    accounts: [{ permission: { actor: ALCOR, permission: 'eosio.code' }, weight: 1 }],
    waits: [],
  };
  return [
    { account: ALCOR, publicKey: key.publicKey },
    {
      actions: [
        { account: 'eosio', name: 'updateauth', authorization: [`${ALCOR}@owner`], data: { account: ALCOR, permission: 'active', parent: 'owner', auth } },
      ],
    },
    { deploy: ALCOR },
  ];
}

/**
 * Steps that fund the provider, open one pool (which gets `poolId`) and mint its positions. The spec
 * may name its tokens in either order: the pool takes them in the contract's order (`inPoolOrder`),
 * with the price inverted and the budgets swapped when they had to be.
 */
function poolSteps(spec: SeedPool, poolId: bigint, provider: string, funder: (t: SeedToken) => string): Step[] {
  const [num, den] = fraction(spec.price);
  const [scaleX, scaleY] = [10n ** BigInt(spec.tokenA.precision), 10n ** BigInt(spec.tokenB.precision)];
  const [depthNum, depthDen] = fraction(spec.depth);
  const budgetY = (depthNum * scaleY) / depthDen;
  const budgetX = (budgetY * den * scaleX) / (num * scaleY);
  // In the spec's order, den·10^precisionX units of X trade for num·10^precisionY units of Y.
  const order = inPoolOrder({ ...spec.tokenA, budget: budgetX, units: den * scaleX }, { ...spec.tokenB, budget: budgetY, units: num * scaleY });
  const [a, b] = [order.tokenA, order.tokenB];
  const [budgetA, budgetB] = [a.budget, b.budget];
  const sqrtPriceX64 = encodeSqrtRatioX64(b.units, a.units);
  const count = BigInt(RANGES.length);
  const as = (action: string, data: Record<string, unknown>): ActionInput => ({ account: ALCOR, name: action, authorization: [`${provider}@active`], data });
  const steps: Step[] = [
    { actions: [transfer(a, funder(a), provider, budgetA * count, 'alcor seed'), transfer(b, funder(b), provider, budgetB * count, 'alcor seed')] },
    {
      actions: [
        as(
          'createpool',
          encodeCreatePool({
            account: provider,
            tokenA: { ...part(0n, a), contract: a.contract },
            tokenB: { ...part(0n, b), contract: b.contract },
            sqrtPriceX64,
            fee: spec.fee,
          }),
        ),
      ],
    },
  ];
  for (const range of RANGES) {
    const [tickLower, tickUpper] = rangeTicks(range, getTickAtSqrtRatio(sqrtPriceX64), FEE_TIERS[spec.fee] as number);
    const add = encodeAddLiquid({
      poolId: Number(poolId),
      owner: provider,
      tokenADesired: part(budgetA, a),
      tokenBDesired: part(budgetB, b),
      tickLower,
      tickUpper,
      tokenAMin: part(0n, a),
      tokenBMin: part(0n, b),
      deadline: 0,
    });
    steps.push({
      actions: [
        transfer(a, provider, ALCOR, budgetA, DEPOSIT_MEMO),
        transfer(b, provider, ALCOR, budgetB, DEPOSIT_MEMO),
        as('addliquid', add),
        as('withdraw', encodeWithdraw({ owner: provider })),
      ],
    });
  }
  return steps;
}

/** The whole seeding plan for pools numbered from `firstPoolId`, and their ids. */
function seedPlan(options: SeedOptions, firstPoolId: bigint): { steps: Step[]; ids: bigint[] } {
  const provider = options.provider ?? 'alcorlpmaker';
  const funder = options.funder ?? ((t: SeedToken) => (t.contract === 'eosio.token' ? 'eosio' : t.contract));
  const steps: Step[] = [{ account: provider, publicKey: deriveKey(options.seed ?? 'waxwing', `lp:${provider}`).publicKey }];
  const ids = (options.pools ?? ALCOR_SEED_POOLS).map((spec, i) => {
    steps.push(...poolSteps(spec, firstPoolId + BigInt(i), provider, funder));
    return firstPoolId + BigInt(i);
  });
  return { steps, ids };
}

async function runOnChain(chain: Chain, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    if ('account' in step) await chain.createAccount(step.account, step.publicKey);
    else if ('deploy' in step) await chain.deployContract(step.deploy, alcorV3Contract);
    else await chain.pushActions(step.actions);
  }
}

/** Creates `swap.alcor` (active permission includes swap.alcor@eosio.code) and deploys the contract on a live chain. */
export async function deployAlcorV3(chain: Chain, seed = 'waxwing'): Promise<void> {
  await runOnChain(chain, deploySteps(seed));
}

/** Seeds pools on a live chain where the contract is deployed; returns the new pool ids in order. */
export async function seedAlcorPools(chain: Chain, options: SeedOptions = {}): Promise<bigint[]> {
  const { steps, ids } = seedPlan(options, chain.table(ALCOR, poolsTable, ALCOR).availablePrimaryKey());
  await runOnChain(chain, steps);
  return ids;
}

/** A genesis extension's part: deploys `swap.alcor` and seeds its pools, all in `blockNum`; returns the pool ids (0, 1, …). */
export function seedAlcorGenesis(api: GenesisApi, blockNum: number, options: SeedOptions = {}): bigint[] {
  const { steps, ids } = seedPlan({ seed: api.seed, ...options }, 0n);
  for (const step of [...deploySteps(options.seed ?? api.seed), ...steps]) {
    if ('account' in step) api.createAccount(step.account, step.publicKey, blockNum);
    else if ('deploy' in step) api.deploy(step.deploy, alcorV3Contract, blockNum);
    else api.push(step.actions, blockNum);
  }
  return ids;
}

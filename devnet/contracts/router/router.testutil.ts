/** A chain with every venue the router reaches, seeded small, plus the router; balances, quotes and route pushes (tests and bench). */
import type { ActionInput, Chain, ContractDefinition, PushResult, TableDef } from '../../chain';
import type { ExecutedAction } from '../../chain/node/create';
import { accountsTable } from '../token/tables';
import { symbolCodeToU64 } from '../../chain/core/asset';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { formatAsset, makeAmount } from '../../../src/core/amount';
import { encodeSwapMemo, parseHopCode, SWAP_CONTRACT, type RouteTransfer } from '../../../src/core/swapRouting';
import { alcorV3Contract } from '../alcorv3/alcorv3';
import { ALCOR_SEED_POOLS, deployAlcorV3, seedAlcorPools } from '../alcorv3/seed';
import { poolsTable, ticksTable } from '../alcorv3/tables';
import { orderBookContract } from '../orderbook/orderbook';
import { marketsTable, orderTableOf } from '../orderbook/tables';
import { adexPoolsTable } from '../v2/adex/tables';
import { defiboxPairsTable } from '../v2/defibox/tables';
import { fusionPoolsTable } from '../v2/fusion/tables';
import { neftyPairsTable } from '../v2/nefty/tables';
import { tacoPairsTable } from '../v2/taco/tables';
import { DEFAULT_BOOK_MARKETS, seedOrderBooks } from '../orderbook/seed';
import { V2_CONTRACTS } from '../v2/seed/deploy';
import { DEFAULT_V2_SEED_TOKENS, seedV2Venues } from '../v2/seed/seed';
import type { PoolRef } from '../v2/seed/types';
import { venueOf } from './chainVenues.testutil';
import { deployRouter } from './deploy';
import { routerContract } from './router';
import { swapsTable } from './tables';

/** A token as tests name it, with its precision. */
export interface Token {
  readonly contract: string;
  readonly code: string;
  readonly precision: number;
}

export const WAX: Token = { contract: 'eosio.token', code: 'WAX', precision: 8 };
export const USDT: Token = { contract: 'usdt.alcor', code: 'USDT', precision: 4 };
export const TLM: Token = { contract: 'alien.worlds', code: 'TLM', precision: 4 };
export const NEFTY: Token = { contract: 'token.nefty', code: 'NEFTY', precision: 8 };
export const LSWAX: Token = { contract: 'token.fusion', code: 'LSWAX', precision: 8 };
export const TOKENS: readonly Token[] = [WAX, USDT, TLM, NEFTY, LSWAX];

/** Accounts whose balances a route may touch: the trader, the router and every venue. */
export const WATCHED = ['alice', SWAP_CONTRACT, 'swap.alcor', 'alcordexmain', 'swap.box', 'swap.taco', 'swap.nefty', 'swap.adex', 'dapp.fusion', 'bookmaker'];

/** What the test world holds: the v2 pools the seeder made (ids as hop codes need them). */
export interface RouterWorld {
  readonly t: TestChain;
  readonly v2Pools: readonly PoolRef[];
}

/** Every contract module of the router's world: pass them in `contracts`. */
export const ROUTER_WORLD_CONTRACTS: readonly ContractDefinition[] = [alcorV3Contract, orderBookContract, ...V2_CONTRACTS, routerContract];

/**
 * Pools WAX/USDT (id 0), TLM/WAX (1), TLM/USDT (2) and NEFTY/WAX (3) on swap.alcor; TLM (market 0)
 * and USDT (market 1) books against WAX; every v2 venue with TLM, USDT and NEFTY pools against WAX,
 * Defibox's TLM/USDT cross pair and WaxFusion's WAX/LSWAX pool; then the router. Returns the v2 pools.
 */
export async function seedRouterWorld(chain: Chain): Promise<PoolRef[]> {
  await deployAlcorV3(chain);
  const wanted = ['WAX/USDT/3000', 'TLM/WAX/3000', 'TLM/USDT/3000', 'NEFTY/WAX/10000'];
  await seedAlcorPools(chain, { pools: ALCOR_SEED_POOLS.filter((p) => wanted.includes(`${p.tokenA.code}/${p.tokenB.code}/${p.fee}`)) });
  await seedOrderBooks(chain, { markets: DEFAULT_BOOK_MARKETS.filter((m) => m.ticker === 'TLM' || m.ticker === 'USDT') });
  const v2Pools = await seedV2Venues(
    chain,
    DEFAULT_V2_SEED_TOKENS.filter((token) => ['4,TLM', '4,USDT', '8,NEFTY'].includes(token.symbol)),
  );
  await deployRouter(chain);
  return v2Pools;
}

/** A test chain with the router's world. */
export async function startRouterWorld(): Promise<RouterWorld> {
  const t = await startTestChain({ contracts: ROUTER_WORLD_CONTRACTS });
  return { t, v2Pools: await seedRouterWorld(t.chain) };
}

/** The hop code of the seeded v2 pool of `venue` trading `code`. */
export function v2Hop(world: { readonly v2Pools: readonly PoolRef[] }, venue: PoolRef['venue'], code: string, other = 'WAX'): string {
  const suffix = { defibox: 'd', taco: 't', neftyblocks: 'n', adex: 'a', waxfusion: 'wf' }[venue];
  const pool = world.v2Pools.find((p) => p.venue === venue && [p.token0, p.token1].every((a) => [code, other].some((c) => a.quantity.endsWith(` ${c}`))));
  if (!pool) throw new Error(`no ${venue} pool for ${code}/${other}`);
  return `${pool.poolId}@${suffix}`;
}

/** An account's units of a token (0 without a row). */
export function balance(chain: Chain, owner: string, token: Token): bigint {
  return chain.table(token.contract, accountsTable, owner).find(symbolCodeToU64(token.code))?.balance.amount ?? 0n;
}

/** Every watched account's balance of every token, keyed `owner:CODE`. */
export function snapshot(chain: Chain): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const owner of WATCHED) for (const token of TOKENS) out[`${owner}:${token.code}`] = balance(chain, owner, token);
  return out;
}

/** `units` of a token as asset text. */
export function asset(units: bigint, token: Token): string {
  return formatAsset(makeAmount(units, token.precision), token.code);
}

/** Output units of a route, hop by hop, as the routing engine's venues quote it on the current tables. */
export function quoteRoute(chain: Chain, tokenIn: Token, unitsIn: bigint, hops: readonly string[]): bigint {
  let [token, units] = [{ ticker: tokenIn.code, contract: tokenIn.contract }, unitsIn];
  for (const code of hops) {
    const venue = venueOf(chain, code);
    const out = venue.quoteExactIn(token, units);
    if (out === null) throw new Error(`${code} cannot take ${units} units`);
    const next = venue.token0.ticker === token.ticker && venue.token0.contract === token.contract ? venue.token1 : venue.token0;
    [token, units] = [{ ticker: next.ticker, contract: next.contract }, out];
  }
  return units;
}

/** The transfer of one split: `units` of tokenIn to the router with a route memo. */
export function routeTransfer(tokenIn: Token, units: bigint, tokenOut: Token, minOutUnits: bigint, hops: readonly string[]): RouteTransfer {
  const memo = encodeSwapMemo({ minOutUnits, tokenOut: { ticker: tokenOut.code, contract: tokenOut.contract }, hops: hops.map((code) => parseHopCode(code)!) });
  return { contract: tokenIn.contract, to: SWAP_CONTRACT, quantity: asset(units, tokenIn), memo };
}

/** An action with a plain permission level, so wallets' encoders take it as is. */
export type RouteAction = ActionInput & { readonly authorization: { actor: string; permission: string }[]; readonly data: Record<string, unknown> };

/** madeonwoe then the transfers, as `owner` (what a wallet signs). */
export function routeActions(owner: string, transfers: readonly RouteTransfer[]): RouteAction[] {
  const authorization = [{ actor: owner, permission: 'active' }];
  return [
    { account: SWAP_CONTRACT, name: 'madeonwoe', authorization, data: {} },
    ...transfers.map((t) => ({ account: t.contract, name: 'transfer', authorization, data: { from: owner, to: t.to, quantity: t.quantity, memo: t.memo } })),
  ];
}

/** Pushes madeonwoe then the transfers, as `owner`, in one transaction. */
export function pushRoute(chain: Chain, owner: string, transfers: readonly RouteTransfer[]): Promise<PushResult> {
  return chain.pushActions(routeActions(owner, transfers));
}

/** What the router still holds: swaps in flight and token balances (empty after every route). */
export function routerHoldings(chain: Chain): string[] {
  const held = [...chain.table(SWAP_CONTRACT, swapsTable, SWAP_CONTRACT).rows()].map((row) => `swap ${row.id} in flight`);
  for (const token of TOKENS) if (balance(chain, SWAP_CONTRACT, token) !== 0n) held.push(asset(balance(chain, SWAP_CONTRACT, token), token));
  return held;
}

/** Differences after − before, zero entries dropped. */
export function changes(before: Record<string, bigint>, after: Record<string, bigint>): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const key of Object.keys(after)) if (after[key] !== before[key]) out[key] = after[key]! - (before[key] ?? 0n);
  return out;
}

/** Rows of every venue table a route can change, to compare before and after a refused route. */
export function venueRows(chain: Chain): unknown[] {
  const rows: unknown[] = [];
  const read = <Row>(code: string, table: TableDef<Row>, scope: string | bigint) => rows.push(code, scope, [...chain.table(code, table, scope).rows()]);
  read('swap.alcor', poolsTable, 'swap.alcor');
  for (const pool of chain.table('swap.alcor', poolsTable, 'swap.alcor').rows()) read('swap.alcor', ticksTable, pool.id);
  for (const market of chain.table('alcordexmain', marketsTable, 'alcordexmain').rows())
    for (const side of ['buy', 'sell'] as const) read('alcordexmain', orderTableOf(side), market.id);
  read('swap.box', defiboxPairsTable, 'swap.box');
  read('swap.taco', tacoPairsTable, 'swap.taco');
  read('swap.nefty', neftyPairsTable, 'swap.nefty');
  read('swap.adex', adexPoolsTable, 'swap.adex');
  read('dapp.fusion', fusionPoolsTable, 'dapp.fusion');
  read(SWAP_CONTRACT, swapsTable, SWAP_CONTRACT);
  return rows;
}

/** Records the actions of every later transaction. */
export function recordActions(chain: Chain): () => readonly ExecutedAction[] {
  let last: readonly ExecutedAction[] = [];
  chain.onTransaction((tx) => {
    last = tx.actions;
  });
  return () => last;
}

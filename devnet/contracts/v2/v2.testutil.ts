/** Test helpers for the v2 contracts: a chain with the venues deployed, balances, transfers, logs. */
import { symbolCodeToU64 } from '../../chain/core/asset';
import { accountsTable } from '../token/tables';
import type { Chain, PushResult } from '../../chain';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { deployV2Venues, V2_CONTRACTS, type DeployV2Options } from './seed/deploy';

/** A fresh test chain with the five v2 venues deployed. */
export async function startV2Chain(options: DeployV2Options = {}): Promise<TestChain> {
  const t = await startTestChain({ contracts: V2_CONTRACTS });
  await deployV2Venues(t.chain, options);
  return t;
}

/** Raw units of `code` that `owner` holds on `contract` (0 without a row). */
export function balanceOf(chain: Chain, contract: string, owner: string, code: string): bigint {
  return chain.table(contract, accountsTable, owner).find(symbolCodeToU64(code))?.balance.amount ?? 0n;
}

/** Pushes a token transfer signed by `from`. */
export function transfer(chain: Chain, contract: string, from: string, to: string, quantity: string, memo: string): Promise<PushResult> {
  return chain.pushAction(contract, 'transfer', { from, to, quantity, memo }, `${from}@active`);
}

/** An action in a push's traces, as nodeos renders it. */
export interface TracedAction {
  readonly receiver: string;
  readonly act: {
    readonly account: string;
    readonly name: string;
    readonly data: Record<string, unknown>;
    readonly authorization: readonly { actor: string; permission: string }[];
  };
}

/** The data of every `name` action the contract ran on itself (its logs), in execution order. */
export function logsOf(result: PushResult, contract: string, name: string): Record<string, unknown>[] {
  const traces = result.processed.action_traces as TracedAction[];
  return traces.filter((t) => t.receiver === contract && t.act.account === contract && t.act.name === name).map((t) => t.act.data);
}

/** A uint64 as nodeos renders it in JSON: a number up to 2^32 − 1, a decimal string above. */
export function u64Json(value: bigint): number | string {
  return value <= 0xffff_ffffn ? Number(value) : String(value);
}

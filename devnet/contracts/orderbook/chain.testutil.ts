/** Test helpers for the devnet contracts: balances, transfers, captured inline logs, table reads over RPC. */
import type { ExecutedAction } from '../../chain/node/create';
import type { TestChain } from '../../chain/testing/harness';
import { rpc } from '../../chain/testing/harness';
import { accountsTable } from '../token/tables';
import { symbolCodeToU64 } from '../../chain/core/asset';

/** A token as tests name it. */
export interface TestToken {
  readonly contract: string;
  readonly code: string;
}

export const WAX: TestToken = { contract: 'eosio.token', code: 'WAX' };
export const TLM: TestToken = { contract: 'alien.worlds', code: 'TLM' };
export const USDT: TestToken = { contract: 'usdt.alcor', code: 'USDT' };

/** An account's balance in units (0 without a row). */
export function balance(t: TestChain, owner: string, token: TestToken): bigint {
  return t.chain.table(token.contract, accountsTable, owner).find(symbolCodeToU64(token.code))?.balance.amount ?? 0n;
}

/** Balances of several accounts in several tokens, keyed `owner:CODE`. */
export function balances(t: TestChain, owners: readonly string[], tokens: readonly TestToken[]): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const owner of owners) for (const token of tokens) out[`${owner}:${token.code}`] = balance(t, owner, token);
  return out;
}

/** Differences `after − before` of two balance snapshots, zero entries dropped. */
export function changes(before: Record<string, bigint>, after: Record<string, bigint>): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const key of Object.keys(after)) {
    const delta = after[key]! - (before[key] ?? 0n);
    if (delta !== 0n) out[key] = delta;
  }
  return out;
}

/** Pushes a transfer as `from`. */
export async function transfer(t: TestChain, token: TestToken, from: string, to: string, quantity: string, memo: string): Promise<void> {
  await t.chain.pushAction(token.contract, 'transfer', { from, to, quantity, memo }, `${from}@active`);
}

/** Records the actions a contract sent to itself (its logs) in every later transaction. */
export function captureLogs(t: TestChain, contract: string): { take(): ExecutedAction[] } {
  let seen: ExecutedAction[] = [];
  t.chain.onTransaction((tx) => {
    seen.push(...tx.actions.filter((a) => a.receiver === contract && a.account === contract && a.authorization.some((l) => l.actor === contract)));
  });
  return {
    take() {
      const out = seen;
      seen = [];
      return out;
    },
  };
}

/** get_table_rows over HTTP, as a client reads it. */
export async function tableRows(t: TestChain, params: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const { body } = await rpc(t.url, '/v1/chain/get_table_rows', { json: true, limit: 100, ...params });
  if (body.error) throw new Error(JSON.stringify(body.error));
  return body.rows as Record<string, unknown>[];
}

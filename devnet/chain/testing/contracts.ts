/** A contract for tests: a big table with every secondary index kind, inline transfers and a deposit notification. */
import { createHash } from 'node:crypto';
import { makeAbi, struct } from '../abi/types';
import type { AssetValue } from '../core/asset';
import { nameToU64 } from '../core/name';
import { defineContract, defineTable, type ActionContext } from '../exec/framework';

/** `ledger` row: one of each index kind. */
export interface LedgerRow {
  readonly id: bigint;
  readonly owner: string;
  readonly price: bigint;
  readonly hash: string;
  readonly ratio: number;
  readonly amount: AssetValue;
}

/** `deposits` row: transfers this contract was notified of. */
export interface DepositRow {
  readonly id: bigint;
  readonly from: string;
  readonly quantity: AssetValue;
  readonly token: string;
}

export const ledgerTable = defineTable<LedgerRow>({
  name: 'ledger',
  type: 'ledger',
  primaryKey: (r) => r.id,
  indexes: [
    { name: 'byowner', kind: 'i64', key: (r) => nameToU64(r.owner) },
    { name: 'byprice', kind: 'i128', key: (r) => r.price },
    { name: 'byhash', kind: 'sha256', key: (r) => r.hash },
    { name: 'byratio', kind: 'float64', key: (r) => r.ratio },
  ],
});
export const depositsTable = defineTable<DepositRow>({ name: 'deposits', type: 'deposit', primaryKey: (r) => r.id });

const OWNERS = ['alice', 'bob', 'carol'];

/** Row i of `fill`: deterministic values spread over every index. */
export function ledgerRow(i: number): LedgerRow {
  return {
    id: BigInt(i),
    owner: OWNERS[i % 3]!,
    price: (BigInt((i * 7919) % 2503) << 64n) + BigInt(i),
    hash: createHash('sha256').update(String(i)).digest('hex'),
    ratio: ((i * 37) % 101) / 7,
    amount: { amount: BigInt(i) * 10_000n, symbol: { precision: 4, code: 'TLM' } },
  };
}

function fill(ctx: ActionContext, { count, scope }: { count: number; scope: string }): void {
  ctx.requireAuth(ctx.self);
  const table = ctx.table(ledgerTable, scope);
  const start = Number(table.availablePrimaryKey());
  for (let i = start; i < start + count; i++) table.insert(ctx.self, ledgerRow(i));
}

function forward(ctx: ActionContext, { from, to, quantity, token }: { from: string; to: string; quantity: AssetValue; token: string }): void {
  ctx.requireAuth(from);
  ctx.sendInline({ account: token, name: 'transfer', authorization: [{ actor: from, permission: 'active' }], data: { from, to, quantity, memo: 'forwarded' } });
}

function onTransfer(ctx: ActionContext, { from, to, quantity }: { from: string; to: string; quantity: AssetValue }): void {
  if (to !== ctx.self) return;
  const deposits = ctx.table(depositsTable, ctx.self);
  deposits.insert(ctx.self, { id: deposits.availablePrimaryKey(), from, quantity, token: ctx.code });
  ctx.print(`deposit of ${quantity.amount} from ${from}`);
}

/** The test contract. */
export const testContract = defineContract({
  id: 'test.ledger',
  abi: makeAbi({
    structs: [
      struct('ledger', { id: 'uint64', owner: 'name', price: 'uint128', hash: 'checksum256', ratio: 'float64', amount: 'asset' }),
      struct('deposit', { id: 'uint64', from: 'name', quantity: 'asset', token: 'name' }),
      struct('fill', { count: 'uint32', scope: 'name' }),
      struct('forward', { from: 'name', to: 'name', quantity: 'asset', token: 'name' }),
    ],
    actions: ['fill', 'forward'],
    tables: [
      { name: 'ledger', type: 'ledger' },
      { name: 'deposits', type: 'deposit' },
    ],
  }),
  tables: [ledgerTable, depositsTable],
  actions: { fill, forward },
  notifications: { '*::transfer': onTransfer },
});

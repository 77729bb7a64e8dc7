/**
 * Genesis accounts in bulk: what `newaccount` (plus a RAM purchase) leaves on chain for each —
 * owner and active permissions of one key, a creation time, a `userres` row and its RAM — written
 * as one account batch instead of a transaction each, so 100,000 holders cost a fraction of a second.
 */
import { canonicalKey } from '../abi/keys';
import { deepFreeze } from '../core/freeze';
import { nameToU64 } from '../core/name';
import { NEW_ACCOUNT_RAM } from '../exec/native';
import type { ChainState } from '../exec/state';
import { ROW_OVERHEAD, TABLE_OVERHEAD } from '../state/database';
import { AccountBatch } from '../state/accountBatch';
import { CORE_SYMBOL, RAM_GIFT_BYTES, userResourcesTable } from '../../contracts/system/tables';

/** The accounts to create. */
export interface GenesisAccounts {
  /** Account names; names that already exist are left alone. */
  readonly names: readonly string[];
  /** Public keys (any format nodeos takes); each account's owner and active permissions use one. */
  readonly keys: readonly string[];
  /** The index in `keys` of an account's key. */
  keyOf(name: string): number;
  /** An account's creation time, epoch ms. */
  createdAt(name: string): number;
  /** RAM each account bought (its `userres.ram_bytes`); the quota adds the system's gift. */
  readonly ramBytes: bigint;
}

/** Creates the accounts as one batch (outside any transaction); answers how many were created. */
export function createGenesisAccounts(state: ChainState, spec: GenesisAccounts): number {
  if (spec.keys.length === 0 || spec.keys.length > 256) throw new Error('genesis accounts: 1 to 256 keys');
  const keys = spec.keys.map(canonicalKey);
  const fresh = spec.names
    .filter((name) => !state.accounts.has(name))
    .map((name) => ({ name, key: nameToU64(name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const codec = state.codecOf('eosio');
  if (!codec) throw new Error('genesis accounts: the system contract is not deployed');
  const zero = { amount: 0n, symbol: CORE_SYMBOL };
  const template = codec.coerce(userResourcesTable.type, { owner: 'eosio', net_weight: zero, cpu_weight: zero, ram_bytes: spec.ramBytes }) as Record<
    string,
    unknown
  >;
  const rowSize = codec.encodedSize(userResourcesTable.type, template);
  // Its assets are shared by every row: frozen once, each row then only freezes its own object.
  deepFreeze(template);
  const noSecondary = Object.freeze([]) as [];
  const keyIndex = new Uint8Array(fresh.length);
  const createdMs = new Float64Array(fresh.length);
  fresh.forEach(({ name, key }, i) => {
    const k = spec.keyOf(name);
    if (!Number.isInteger(k) || k < 0 || k >= keys.length) throw new Error(`genesis accounts: no key ${k} for ${name}`);
    keyIndex[i] = k;
    createdMs[i] = spec.createdAt(name);
    // Scopes come in ascending order, so each table is appended; the account carries the row's RAM.
    const value = Object.freeze({ ...template, owner: name });
    state.db.restoreTable('eosio', userResourcesTable.name, key, [], [[key, { value, payer: name, size: rowSize, secondary: noSecondary }]]);
  });
  state.accounts.addBatch(
    new AccountBatch({
      names: fresh.map((f) => f.name).join(' '),
      keys,
      keyIndex,
      createdMs,
      ramQuota: spec.ramBytes + RAM_GIFT_BYTES,
      ramUsage: NEW_ACCOUNT_RAM + rowSize + ROW_OVERHEAD + TABLE_OVERHEAD,
    }),
  );
  return fresh.length;
}

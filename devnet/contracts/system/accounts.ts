/** Native account actions on eosio: newaccount, updateauth, deleteauth, linkauth, unlinkauth. */
import { nodeosError } from '../../chain/core/errors';
import { nameToU64 } from '../../chain/core/name';
import { keyToBinary } from '../../chain/abi/keys';
import { CORE_SYMBOL, userResourcesTable } from './tables';
import type { ActionContext } from '../../chain/exec/framework';
import type { Authority } from '../../chain/state/accounts';

interface NewAccountData {
  readonly creator: string;
  readonly name: string;
  readonly owner: Authority;
  readonly active: Authority;
}

const invalid = (message: string) => nodeosError('actionValidate', message, 'eosio_contract.cpp', 1, 'apply_eosio_newaccount');

/** Orders public keys by their binary form (type, then point bytes), as authorities must list them. */
export function compareKeys(a: string, b: string): number {
  const x = keyToBinary(a);
  const y = keyToBinary(b);
  if (x.type !== y.type) return x.type - y.type;
  return Buffer.compare(Buffer.from(x.data), Buffer.from(y.data));
}

/** nodeos's validate(authority): threshold > 0, keys and accounts strictly ascending, weights reach the threshold. */
export function validAuthority(auth: Authority): boolean {
  if (auth.threshold === 0 || auth.keys.length + auth.accounts.length + auth.waits.length > 1 << 16) return false;
  let total = 0;
  for (let i = 0; i < auth.keys.length; i++) {
    if (i > 0 && compareKeys(auth.keys[i - 1]!.key, auth.keys[i]!.key) >= 0) return false;
    total += auth.keys[i]!.weight;
  }
  for (let i = 0; i < auth.accounts.length; i++) {
    if (i > 0) {
      const p = auth.accounts[i - 1]!.permission;
      const c = auth.accounts[i]!.permission;
      const pa = nameToU64(p.actor);
      const ca = nameToU64(c.actor);
      if (pa > ca || (pa === ca && nameToU64(p.permission) >= nameToU64(c.permission))) return false;
    }
    total += auth.accounts[i]!.weight;
  }
  for (const wait of auth.waits) total += wait.weight;
  return total >= auth.threshold;
}

function checkReferences(ctx: ActionContext, auth: Authority): void {
  for (const { permission } of auth.accounts) {
    const account = ctx.native.account(permission.actor);
    if (!account) throw invalid(`account '${permission.actor}' does not exist`);
    if (['owner', 'active', 'eosio.code'].includes(permission.permission)) continue;
    if (!account.permissions.has(permission.permission)) throw invalid(`permission '${JSON.stringify(permission)}' does not exist`);
  }
}

/** newaccount: the native checks, then the system contract's name rules and resource row. */
export function newaccount(ctx: ActionContext, { creator, name, owner, active }: NewAccountData): void {
  ctx.requireAuth(creator);
  if (!validAuthority(owner)) throw invalid('Invalid owner authority');
  if (!validAuthority(active)) throw invalid('Invalid active authority');
  if (name === '') throw invalid('account name cannot be empty');
  if (name.length > 12) throw invalid('account names can only be 12 chars long');
  const creatorAccount = ctx.native.account(creator);
  if (!creatorAccount?.privileged && name.startsWith('eosio.')) throw invalid("only privileged accounts can have names that start with 'eosio.'");
  checkReferences(ctx, owner);
  checkReferences(ctx, active);
  if (creator !== ctx.self) {
    const dot = name.lastIndexOf('.');
    if (dot >= 0) ctx.check(creator === name.slice(dot + 1), 'only suffix may create this account');
    else ctx.check(name.length === 12, 'no active bid for name');
  }
  ctx.native.createAccount(name, owner, active);
  ctx
    .table(userResourcesTable, name)
    .insert(name, { owner: name, net_weight: { amount: 0n, symbol: CORE_SYMBOL }, cpu_weight: { amount: 0n, symbol: CORE_SYMBOL }, ram_bytes: 0n });
  ctx.native.setResourceLimits(name, 0n, 0n, 0n);
}

/** nodeos's check for updateauth/deleteauth: the declared permission is `target` or one of its ancestors. */
function requireDeclaredAncestor(ctx: ActionContext, account: string, target: string, action: string): void {
  const permissions = ctx.native.account(account)?.permissions;
  const declared = ctx.authorization.filter((l) => l.actor === account).map((l) => l.permission);
  for (let p: string | undefined = target, hops = 0; p && hops < 32; hops++, p = permissions?.get(p)?.parent) if (declared.includes(p)) return;
  throw nodeosError(
    'irrelevantAuth',
    `${action} action declares irrelevant authority '${JSON.stringify(ctx.authorization[0] ?? {})}'; minimum authority is ${JSON.stringify({ actor: account, permission: target })}`,
    'authorization_manager.cpp',
    1,
    `check_${action}_authorization`,
  );
}

interface UpdateAuthData {
  readonly account: string;
  readonly permission: string;
  readonly parent: string;
  readonly auth: Authority;
}

/** updateauth: creates or replaces a permission (its parent cannot change). */
export function updateauth(ctx: ActionContext, { account, permission, parent, auth }: UpdateAuthData): void {
  const fail = (message: string) => nodeosError('actionValidate', message, 'eosio_contract.cpp', 1, 'apply_eosio_updateauth');
  ctx.requireAuth(account);
  if (permission === '') throw fail('Cannot create authority with empty name');
  if (permission.startsWith('eosio.')) throw fail("Permission names that start with 'eosio.' are reserved");
  if (permission === parent) throw fail('Cannot set an authority as its own parent');
  const record = ctx.native.account(account);
  if (!record) throw fail(`account ${account} does not exist`);
  if (!validAuthority(auth)) throw fail(`Invalid authority: ${JSON.stringify(auth)}`);
  if (permission === 'active' && parent !== 'owner') throw fail("Cannot change active authority's parent from owner");
  if (permission === 'owner' && parent !== '') throw fail("Cannot change owner authority's parent");
  if (permission !== 'owner' && parent === '') throw fail('Only owner permission can have empty parent');
  if (auth.waits.length > 0) throw fail('delayed permissions (waits) are not supported: deferred transactions are disabled');
  checkReferences(ctx, auth);
  const existing = record.permissions.get(permission);
  if (permission !== 'owner' && !record.permissions.has(parent))
    throw nodeosError(
      'permissionQuery',
      `Failed to retrieve permission: ${JSON.stringify({ actor: account, permission: parent })}`,
      'authorization_manager.cpp',
      1,
      'get_permission',
    );
  if (existing && existing.parent !== parent) throw fail('Changing parent authority is not currently supported');
  requireDeclaredAncestor(ctx, account, existing ? permission : parent, 'updateauth');
  ctx.native.updateAuth(account, permission, parent, auth);
}

/** deleteauth: removes a permission that has no children and no links. */
export function deleteauth(ctx: ActionContext, { account, permission }: { account: string; permission: string }): void {
  const fail = (message: string) => nodeosError('actionValidate', message, 'eosio_contract.cpp', 1, 'apply_eosio_deleteauth');
  ctx.requireAuth(account);
  if (permission === 'active' || permission === 'owner') throw fail(`Cannot delete ${permission} authority`);
  const record = ctx.native.account(account);
  if (!record?.permissions.has(permission))
    throw nodeosError(
      'permissionQuery',
      `Failed to retrieve permission: ${JSON.stringify({ actor: account, permission })}`,
      'authorization_manager.cpp',
      1,
      'get_permission',
    );
  if ([...record.permissions.values()].some((p) => p.parent === permission))
    throw fail('Cannot remove a permission which has children. Remove the children first.');
  if ([...record.links.values()].includes(permission))
    throw fail('Cannot delete a linked authority. Unlink the authority first. This authority is linked to some action.');
  requireDeclaredAncestor(ctx, account, permission, 'deleteauth');
  ctx.native.deleteAuth(account, permission);
}

const UNLINKABLE = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth', 'canceldelay']);

/** linkauth: makes `requirement` the minimum permission for code::type (type '' = every action). */
export function linkauth(ctx: ActionContext, { account, code, type, requirement }: { account: string; code: string; type: string; requirement: string }): void {
  const fail = (message: string) => nodeosError('actionValidate', message, 'eosio_contract.cpp', 1, 'apply_eosio_linkauth');
  ctx.requireAuth(account);
  if (requirement === '') throw fail('Required permission cannot be empty');
  if (!ctx.isAccount(code)) throw fail(`Failed to retrieve code for account: ${code}`);
  if (code === 'eosio' && UNLINKABLE.has(type)) throw fail(`Cannot link eosio::${type} to a minimum permission`);
  if (requirement !== 'eosio.any' && !ctx.native.account(account)?.permissions.has(requirement)) throw fail(`Failed to retrieve permission: ${requirement}`);
  ctx.native.linkAuth(account, code, type, requirement);
}

/** unlinkauth: removes a link. */
export function unlinkauth(ctx: ActionContext, { account, code, type }: { account: string; code: string; type: string }): void {
  ctx.requireAuth(account);
  if (!ctx.native.account(account)?.links.has(`${code}::${type}`))
    throw nodeosError('actionValidate', 'Attempting to unlink authority, but no link found', 'eosio_contract.cpp', 1, 'apply_eosio_unlinkauth');
  ctx.native.unlinkAuth(account, code, type);
}

/** nodeos's authorization checks: weighted keys and account permissions, minimum permissions, eosio.code. */
import { nodeosError, unsatisfiedAuthorization } from '../core/errors';
import { displayKey } from '../abi/keys';
import type { Accounts, Authority, PermissionLevel } from '../state/accounts';

/** nodeos's max_authority_depth. */
const MAX_AUTHORITY_DEPTH = 6;

/** An action's account, name and declared authorizations (what authorization checks look at). */
export interface AuthorizedAction {
  readonly account: string;
  readonly name: string;
  readonly authorization: readonly PermissionLevel[];
}

const levelKey = (level: PermissionLevel): string => `${level.actor}@${level.permission}`;
const levelJson = (level: PermissionLevel): string => JSON.stringify({ actor: level.actor, permission: level.permission });

/** Walks an authority like nodeos's authority_checker: stops adding weights once the threshold is met. */
class AuthorityChecker {
  readonly usedKeys = new Set<string>();

  constructor(
    private readonly accounts: Accounts,
    private readonly keys: ReadonlySet<string>,
    private readonly permissions: ReadonlySet<string>,
  ) {}

  satisfied(level: PermissionLevel, depth = 0): boolean {
    if (this.permissions.has(levelKey(level))) return true;
    const permission = this.accounts.get(level.actor)?.permissions.get(level.permission);
    if (!permission || depth > MAX_AUTHORITY_DEPTH) return false;
    return this.authoritySatisfied(permission.auth, depth);
  }

  private authoritySatisfied(auth: Authority, depth: number): boolean {
    let total = 0;
    const used: string[] = [];
    for (const { key, weight } of auth.keys) {
      if (!this.keys.has(key)) continue;
      used.push(key);
      total += weight;
      if (total >= auth.threshold) break;
    }
    if (total < auth.threshold) {
      for (const { permission, weight } of auth.accounts) {
        if (!this.satisfied(permission, depth + 1)) continue;
        total += weight;
        if (total >= auth.threshold) break;
      }
    }
    if (total < auth.threshold) return false;
    for (const key of used) this.usedKeys.add(key);
    return true;
  }
}

/** The permission an action needs at least: linkauth links, else `active`. */
function minimumPermission(accounts: Accounts, actor: string, action: AuthorizedAction): string {
  const links = accounts.get(actor)?.links;
  return links?.get(`${action.account}::${action.name}`) ?? links?.get(`${action.account}::`) ?? 'active';
}

/** True when `declared` is `minimum` or one of its ancestors (owner satisfies active). */
function satisfiesMinimum(accounts: Accounts, actor: string, declared: string, minimum: string): boolean {
  const permissions = accounts.get(actor)?.permissions;
  for (let p: string | undefined = minimum, hops = 0; p && hops < 32; hops++) {
    if (p === declared) return true;
    p = permissions?.get(p)?.parent;
  }
  return false;
}

/** Checks that every declared authorization exists, meets its minimum and is satisfied; returns the keys used. */
export function checkAuthorization(
  accounts: Accounts,
  actions: readonly AuthorizedAction[],
  keys: ReadonlySet<string>,
  permissions: readonly PermissionLevel[] = [],
  checkMinimum = true,
): Set<string> {
  const checker = new AuthorityChecker(accounts, keys, new Set(permissions.map(levelKey)));
  for (const action of actions) {
    for (const level of action.authorization) {
      const account = accounts.get(level.actor);
      if (!account)
        throw nodeosError(
          'transaction',
          `action's authorizing actor '${level.actor}' does not exist`,
          'transaction_context.cpp',
          690,
          'validate_referenced_accounts',
        );
      if (!account.permissions.has(level.permission))
        throw nodeosError(
          'transaction',
          `action's authorizations include a non-existent permission: ${levelJson(level)}`,
          'transaction_context.cpp',
          696,
          'validate_referenced_accounts',
        );
      // updateauth/deleteauth check their own minimum (the permission being changed), as nodeos does.
      const selfChecked = action.account === 'eosio' && (action.name === 'updateauth' || action.name === 'deleteauth');
      if (checkMinimum && !selfChecked) {
        const minimum = minimumPermission(accounts, level.actor, action);
        if (!satisfiesMinimum(accounts, level.actor, level.permission, minimum)) {
          throw nodeosError(
            'irrelevantAuth',
            `action declares irrelevant authority '${levelJson(level)}'; minimum authority is ${levelJson({ actor: level.actor, permission: minimum })}`,
            'authorization_manager.cpp',
            577,
            'check_authorization',
          );
        }
      }
      if (!checker.satisfied(level)) {
        throw unsatisfiedAuthorization(level.actor, level.permission, permissions.map(levelJson), [...keys].map(displayKey));
      }
    }
  }
  return checker.usedKeys;
}

/** Keys among `available` that would satisfy every declared authorization (get_required_keys). */
export function requiredKeys(accounts: Accounts, actions: readonly AuthorizedAction[], available: ReadonlySet<string>): Set<string> {
  return checkAuthorization(accounts, actions, available);
}

/** Checks an inline action's authorizations: satisfiable only through `<sender>@eosio.code`. */
export function checkInlineAuthorization(accounts: Accounts, action: AuthorizedAction, sender: string): void {
  checkAuthorization(accounts, [action], new Set(), [{ actor: sender, permission: 'eosio.code' }], false);
}

/** Chain-level operations behind the privileged NativeApi (what nodeos does natively for eosio). */
import { nodeosError } from '../core/errors';
import type { NativeApi } from './framework';
import { newAccountRecord, type Authority } from '../state/accounts';
import type { ChainState } from './state';

/** RAM a new account uses before any table row (nodeos: account overhead + owner and active permissions). */
export const NEW_ACCOUNT_RAM = 2996;

/** The native API bound to the state at a block time. */
export function nativeApi(state: ChainState, now: number): NativeApi {
  const accounts = state.accounts;
  const mustGet = (name: string) => {
    const account = accounts.get(name);
    if (!account) throw nodeosError('unknownAccount', `unknown key (eosio::chain::name): ${name}`, 'chainbase.hpp', 1, 'get');
    return account;
  };
  return {
    account: (name) => accounts.get(name),
    createAccount(name: string, owner: Authority, active: Authority) {
      if (accounts.has(name))
        throw nodeosError(
          'accountExists',
          `Cannot create account named ${name}, as that name is already taken`,
          'eosio_contract.cpp',
          1,
          'apply_eosio_newaccount',
        );
      accounts.create({ ...newAccountRecord(name, now, owner, active), ramUsage: NEW_ACCOUNT_RAM });
    },
    setResourceLimits(name, ramBytes, netWeight, cpuWeight) {
      mustGet(name);
      accounts.update(name, { ramQuota: ramBytes, netWeight, cpuWeight });
    },
    updateAuth(account, permission, parent, auth) {
      const record = mustGet(account);
      const permissions = new Map(record.permissions);
      permissions.set(permission, { name: permission, parent, auth, lastUpdated: now });
      accounts.update(account, { permissions });
    },
    deleteAuth(account, permission) {
      const record = mustGet(account);
      const permissions = new Map(record.permissions);
      permissions.delete(permission);
      accounts.update(account, { permissions });
    },
    linkAuth(account, code, type, requirement) {
      const record = mustGet(account);
      const links = new Map(record.links);
      links.set(`${code}::${type}`, requirement);
      accounts.update(account, { links });
    },
    unlinkAuth(account, code, type) {
      const record = mustGet(account);
      const links = new Map(record.links);
      links.delete(`${code}::${type}`);
      accounts.update(account, { links });
    },
  };
}

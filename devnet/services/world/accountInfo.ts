/**
 * The light API's accinfo from the chain: resources and permissions as get_account shows them,
 * delegations from the system contract's `delband` tables.
 */
import { formatAsset, type Chain } from '../../chain/index';
import { delegatedBandwidthTable, type DelegatedBandwidthRow } from '../../contracts/system/tables';
import type { WorldAccount } from './types';

const delegation = (account_name: string, row: DelegatedBandwidthRow) => ({
  account_name,
  cpu_weight: formatAsset(row.cpu_weight),
  net_weight: formatAsset(row.net_weight),
});

/** An account's accinfo fields, or null when it does not exist. */
export function readAccount(chain: Chain, name: string): WorldAccount | null {
  const account = chain.getAccount(name);
  if (account === undefined) return null;
  const resources = account.total_resources;
  const delband = (scope: string) => [...chain.table('eosio', delegatedBandwidthTable, scope).rows()];
  // delband is scoped by the delegator: whoever delegated to `name` has a row in their own scope.
  const delegatedFrom = chain
    .tableScopes('eosio', delegatedBandwidthTable.name)
    .filter((scope) => scope !== name)
    .flatMap((scope) => delband(scope).filter((row) => row.to === name));
  return {
    resources: {
      cpu_weight: resources?.cpu_weight ?? '0.00000000 WAX',
      net_weight: resources?.net_weight ?? '0.00000000 WAX',
      ram_bytes: String(resources?.ram_bytes ?? 0),
    },
    permissions: account.permissions,
    delegated_to: delband(name)
      .filter((row) => row.to !== name)
      .map((row) => delegation(row.to, row)),
    delegated_from: delegatedFrom.map((row) => delegation(row.from, row)),
  };
}

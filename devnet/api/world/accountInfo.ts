/**
 * The light API's accinfo from the chain: resources and permissions as get_account shows them
 * (asked in-process through the chain's own RPC handler), delegations from the system contract's
 * `delband` tables.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Chain } from '../../chain/index';
import type { WorldAccount } from './types';

/** POSTs a JSON body to the chain's RPC handler without a socket; the parsed answer, or null on an error status. */
export async function callChainRpc(chain: Chain, path: string, body: unknown): Promise<Record<string, unknown> | null> {
  const req = Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), { method: 'POST', headers: {} }) as unknown as IncomingMessage;
  let status = 0;
  let text = '';
  const res = {
    headersSent: false,
    writeHead(code: number) {
      status = code;
      return this;
    },
    setHeader() {
      return this;
    },
    end(chunk?: string | Buffer) {
      text = chunk === undefined ? '' : chunk.toString();
    },
  } as unknown as ServerResponse;
  const handled = await chain.rpcHandler(req, res, new URL(`http://devnet.local${path}`));
  return handled && status === 200 ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** Every scope holding a delband table, paged by `more` as nodeos returns at most 1,000 entries a call. */
async function delbandScopes(chain: Chain): Promise<string[]> {
  const scopes = new Set<string>();
  let lower = '';
  for (;;) {
    const page = await callChainRpc(chain, '/v1/chain/get_table_by_scope', { code: 'eosio', table: 'delband', limit: 1000, lower_bound: lower });
    for (const row of (page?.rows ?? []) as { scope: string }[]) scopes.add(row.scope);
    const more = page?.more;
    if (typeof more !== 'string' || more === '' || more === lower) return [...scopes];
    lower = more;
  }
}

type DelbandRow = { from: string; to: string; net_weight: string; cpu_weight: string };
const rowsOf = (rows: unknown[]) => rows as DelbandRow[];

/** An account's accinfo fields, or null when it does not exist. */
export async function readAccount(chain: Chain, name: string): Promise<WorldAccount | null> {
  const account = await callChainRpc(chain, '/v1/chain/get_account', { account_name: name });
  if (account === null) return null;
  const resources = (account.total_resources ?? {}) as { cpu_weight?: string; net_weight?: string; ram_bytes?: number | string };
  const delegatedTo = rowsOf(chain.getTableRows({ code: 'eosio', table: 'delband', scope: name, json: true, limit: 10_000 }).rows).filter(
    (row) => row.to !== name,
  );
  // delband is scoped by the delegator: whoever delegated to `name` has a row in their own scope.
  const delegatedFrom = (await delbandScopes(chain))
    .filter((scope) => scope !== name)
    .flatMap((scope) =>
      rowsOf(chain.getTableRows({ code: 'eosio', table: 'delband', scope, json: true, limit: 10_000 }).rows).filter((row) => row.to === name),
    );
  return {
    resources: {
      cpu_weight: resources.cpu_weight ?? '0.00000000 WAX',
      net_weight: resources.net_weight ?? '0.00000000 WAX',
      ram_bytes: String(resources.ram_bytes ?? 0),
    },
    permissions: (account.permissions as unknown[] | undefined) ?? [],
    delegated_to: delegatedTo.map((row) => ({ account_name: row.to, cpu_weight: row.cpu_weight, net_weight: row.net_weight })),
    delegated_from: delegatedFrom.map((row) => ({ account_name: row.from, cpu_weight: row.cpu_weight, net_weight: row.net_weight })),
  };
}

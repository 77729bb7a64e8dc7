/**
 * get_indexed_rows/{code}/{scopes} — rows of a contract's scoped tables (ticks and positions of
 * swap.alcor pools, buyorder and sellorder of alcordexmain markets), by scope — and
 * get_mapped_rows/{account}[/{code}[/{table}]] — rows naming an account, by contract and table.
 */
import { isAccountName } from '../../../../src/core/domain';
import type { ApiContext } from '../context';
import { badParameter } from '../params';
import type { Route } from '../router';

/** Most scopes one get_indexed_rows call reads. */
export const MAX_SCOPES = 100;

function indexedRows(context: ApiContext, code: string, scopesText: string): Record<string, Record<string, unknown[]>> {
  const scopes = scopesText
    .split(',')
    .map((scope) => scope.trim())
    .filter((scope) => scope !== '');
  if (scopes.length === 0 || scopes.length > MAX_SCOPES) throw badParameter('indexes', `give 1 to ${MAX_SCOPES} comma-separated scopes`);
  const out: Record<string, Record<string, unknown[]>> = {};
  for (const scope of scopes) {
    if (!/^\d{1,20}$/.test(scope) && !isAccountName(scope)) throw badParameter('indexes', `"${scope}" is neither an id nor a name`);
    const rows = context.world.scopedRows(code, scope);
    if (rows === null) throw badParameter('code', `${code} has no indexed tables; try ${Object.keys(context.world.scopedTables()).join(', ')}`);
    out[scope] = rows;
  }
  return out;
}

function mappedRows(context: ApiContext, [account = '', code, table]: readonly string[]): Record<string, Record<string, unknown[]>> {
  if (!isAccountName(account)) throw badParameter('name', `"${account}" is not an account name`);
  const mapped = context.world.mappedTables();
  if (code !== undefined && mapped[code] === undefined) throw badParameter('code', `must be one of ${Object.keys(mapped).join(', ')}`);
  if (code !== undefined && table !== undefined && !mapped[code]?.includes(table)) throw badParameter('table', `${code} maps ${mapped[code]?.join(', ')}`);
  return context.world.accountRows(account, code, table);
}

/** The two row paths. */
export function rowRoutes(context: ApiContext): Route[] {
  return [
    {
      name: 'get_indexed_rows',
      methods: ['GET'],
      minSegments: 2,
      maxSegments: 2,
      answer: ({ segments }) => indexedRows(context, segments[0] ?? '', segments[1] ?? ''),
    },
    { name: 'get_mapped_rows', methods: ['GET'], minSegments: 1, maxSegments: 3, answer: ({ segments }) => mappedRows(context, segments) },
  ];
}

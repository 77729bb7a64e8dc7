/** Test-only: a network whose chain answers the trade screen's table reads (markets row, the account's orders). */
import type { NetworkConfig } from '../../core/config/types';

export const TEST_NETWORK: NetworkConfig = {
  name: 'devnet',
  desc: 'test',
  chainId: 'f'.repeat(64),
  host: 'devnet',
  port: 80,
  protocol: 'http',
  client_nodes: { 'http://chain/': 'test' },
  rpcNodes: ['http://chain/'],
  lightApiHosts: ['http://chain/lightapi/'],
  swapEndpoints: [],
  explorerTxUrl: 'http://explorer/tx/{id}',
  isDevnet: true,
};

/** Rows per `${table}@${scope}` the fake chain answers (a bounded read gets the row of that id, or that account's by index 3). */
export type ChainTables = Record<string, unknown[]>;

/** Answers a chain RPC request, or null when `url` is not the chain's. */
export function chainAnswer(url: string, init: RequestInit | undefined, tables: ChainTables): Response | null {
  if (!url.startsWith('http://chain/v1/chain/')) return null;
  if (url.endsWith('/get_info')) {
    const now = new Date().toISOString().replace('Z', '');
    return new Response(JSON.stringify({ head_block_time: now, head_block_num: 1, chain_id: TEST_NETWORK.chainId }));
  }
  const body = JSON.parse(String(init?.body ?? '{}')) as { table: string; scope: string; index_position?: number; lower_bound?: string };
  let rows = tables[`${body.table}@${body.scope}`] ?? [];
  if (body.index_position === 3) rows = rows.filter((row) => (row as { account?: string }).account === body.lower_bound);
  else if (body.lower_bound !== undefined) rows = rows.filter((row) => String((row as { id?: unknown }).id) === String(body.lower_bound));
  return new Response(JSON.stringify({ rows, more: false, next_key: '' }));
}

/** The `markets` row of market `id` trading WAX for `quote` (4 decimals) at a 0.2 % fee. */
export function marketsRow(id: number, quote: string) {
  return {
    id,
    base_token: { sym: '8,WAX', contract: 'eosio.token' },
    quote_token: { sym: `4,${quote}`, contract: 'x' },
    min_buy: '0.00000100 WAX',
    min_sell: `0.0001 ${quote}`,
    frozen: 0,
    fee: 20,
  };
}

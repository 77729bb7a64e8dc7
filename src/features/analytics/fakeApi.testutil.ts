/**
 * A small devnet for the analytics pages' tests: the swap service, chain RPC and light API answers
 * they read, in the devnet's shapes (devnet/API.md), served through a fake `fetch`.
 */
import type { NetworkConfig } from '../../core/config/types';

const WAX = { contract: 'eosio.token', symbol: { ticker: 'WAX', precision: 8 }, hash: 'wax_eosio.token' };
const TLM = { contract: 'alien.worlds', symbol: { ticker: 'TLM', precision: 4 }, hash: 'tlm_alien.worlds' };

export const ORIGIN = 'http://waxwing.test';

/** The network the tests run on: everything on one origin, two light API hosts. */
export const TEST_NETWORK: NetworkConfig = {
  name: 'devnet',
  desc: 'test',
  chainId: '8a34ec7df1b8cd06ff4a8abbaa7cc50300823350cadc59ab296cb00d104d2b8f',
  host: 'waxwing.test',
  port: 80,
  protocol: 'http',
  client_nodes: { [`${ORIGIN}/`]: 'node' },
  rpcNodes: [`${ORIGIN}/`],
  lightApiHosts: [`${ORIGIN}/lightapi/`, `${ORIGIN}/lightapi2/`],
  topHoldersLimit: 1_000_000,
  swapEndpoints: [
    { flag: 'devnet', name: 'Devnet', url: `${ORIGIN}/api/`, url_socketio: `${ORIGIN}/`, is_dev: false, status: { ready: true }, last_status_update: 0 },
  ],
  explorerTxUrl: `${ORIGIN}/explorer/tx/{id}`,
  isDevnet: true,
};

const venues = [
  { vstoken: 'WAX_eosio.token', src: 'defibox', src_type: 'pools', pairid: '1' },
  { vstoken: 'WAX_eosio.token', src: 'alcorv2', src_type: 'poolsv3', pairid: '2' },
];

export const TLM_ROW = {
  ...TLM,
  img: null,
  logo: null,
  is_wax: false,
  is_lptoken: false,
  wax_price: 0.2,
  price: 0.01,
  in_pool: venues,
  in_market: [{ vstoken: 'WAX_eosio.token', src: 'alcormarket', src_type: 'markets', pairid: '0' }],
  liquidity: 2_000_000,
  tvl: 800_000,
  volume24h: 1500,
  volume7d: 9000,
  volume30d: 30000,
  price_changes: { '24h': 0.05 },
  rank: 1,
};

export const POOL_ROW = {
  pairid: '1',
  src: 'defibox',
  src_type: 'pools',
  fee: 30,
  token0: WAX,
  token1: TLM,
  reserve0: '400000.00000000',
  reserve1: '2000000.0000',
  price: 0.2,
  tvl: 800000,
  volume24h: 700,
  volume7d: 4700,
  volume30d: 23000,
  volume24h_usd: 35,
  price_change24h: 0.05,
  tokenA_wax_price: 1,
  tokenB_wax_price: 0.2,
};

export const MARKET_ROW = {
  id: 0,
  src: 'alcormarket',
  src_type: 'markets',
  token0: WAX,
  token1: TLM,
  frozen: false,
  fee: 20,
  best_bid: 0.1999,
  best_ask: 0.2001,
  last_price: 0.2,
  orderbook: { bids: [], asks: [], total_bid: '1000.00000000', total_ask: '5000.0000', bid_levels: 12, ask_levels: 14 },
  tvl: 2000,
  volume24h: 100,
  volume7d: 700,
  volume30d: 3000,
  volume24h_usd: 5,
};

/** 25 TLM holders: holder k (a…y) holds (26−k)·1000 TLM, and eosio.null is the 3rd. */
export function tlmHolders(): [string, string][] {
  const names = 'abcdefghijklmnopqrstuvwxy'.split('').map((letter) => `holder${letter}.wam`);
  names[2] = 'eosio.null';
  return names.map((name, k) => [name, `${(25 - k) * 1000}.0000`]);
}

function trade(seq: number, bought: boolean, src = 'defibox', pairId = '1', srcType = 'pools') {
  const wax = { amount: '10.00000000', code: 'WAX', contract: 'eosio.token', precision: 8 };
  const tlm = { amount: `${50 + seq}.0000`, code: 'TLM', contract: 'alien.worlds', precision: 4 };
  const [tokenIn, tokenOut] = bought ? [wax, tlm] : [tlm, wax];
  return {
    src_type: srcType,
    src,
    pair_id: pairId,
    maker: `trader${seq}`,
    amount_in: tokenIn.amount,
    amount_out: tokenOut.amount,
    code_in: tokenIn.code,
    code_out: tokenOut.code,
    contract_in: tokenIn.contract,
    contract_out: tokenOut.contract,
    precision_in: tokenIn.precision,
    precision_out: tokenOut.precision,
    wax_value: 10,
    usd_value: 0.5,
    global_sequence: seq,
    updated_at_time: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
    trx_id: `trx${seq}`,
  };
}

export type FakeApiOptions = {
  /** The stat rows of TLM (default: supply 5,000,000,000.0000 of 10,000,000,000.0000). */
  stat?: Record<string, unknown>[] | 'fail';
  /** Light API hosts that fail (HTTP 500). */
  failingLightApis?: readonly string[];
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering the analytics pages' requests; `asked` records each URL (and POST path). */
export function fakeApi(options: FakeApiOptions = {}) {
  const asked: string[] = [];
  const holders = tlmHolders();
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), ORIGIN);
    asked.push(url.pathname + url.search);
    const path = url.pathname;
    const light = /^\/(lightapi2?)\/(\w+)\/wax\/(.*)$/.exec(path);
    if (light) {
      if (options.failingLightApis?.includes(light[1]!)) return new Response('busy', { status: 500 });
      if (light[2] === 'holdercount') return new Response(light[3] === 'alien.worlds/TLM' ? String(holders.length) : '0');
      if (light[2] === 'topholders') return json(light[3]!.startsWith('alien.worlds/TLM/') ? holders : []);
    }
    if (path === '/v1/chain/get_info')
      return json({ chain_id: TEST_NETWORK.chainId, head_block_num: 10, head_block_time: new Date().toISOString().replace('Z', '') });
    if (path === '/v1/chain/get_table_rows') {
      const body = JSON.parse(String(init?.body)) as { code: string; table: string };
      if (options.stat === 'fail') return json({ code: 500, message: 'Internal Service Error', error: { what: 'boom' } }, 500);
      const rows = body.code === 'alien.worlds' ? (options.stat ?? [{ supply: '100000.0000 TLM', max_supply: '200000.0000 TLM', issuer: 'alien.worlds' }]) : [];
      return json({ rows, more: false, next_key: '' });
    }
    if (path === '/api/tokens/') return json([TLM_ROW]);
    if (path === '/api/pools/') return json([POOL_ROW]);
    if (path === '/api/poolsv3/') return json([]);
    if (path === '/api/markets/') return json([MARKET_ROW]);
    if (path.startsWith('/api/pairDirectSources/'))
      return json([
        {
          src: 'defibox',
          src_type: 'pools',
          pair_id: '1',
          token0: WAX,
          token1: TLM,
          is_reversed: false,
          fee: 30,
          price: 0.2,
          reserve0: '400000.00000000',
          reserve1: '2000000.0000',
        },
        {
          src: 'taco',
          src_type: 'pools',
          pair_id: 'WAXTLM',
          token0: WAX,
          token1: TLM,
          is_reversed: false,
          fee: 30,
          price: 0.21,
          reserve0: '1000.00000000',
          reserve1: '4800.0000',
        },
        {
          src: 'alcormarket',
          src_type: 'markets',
          pair_id: '0',
          token0: WAX,
          token1: TLM,
          is_reversed: false,
          fee: 20,
          price: 0.1999,
          reserve0: '1000.00000000',
          reserve1: '5000.0000',
        },
      ]);
    if (path === '/api/trades') {
      const srcType = url.searchParams.get('src_type');
      if (srcType === 'pools') return json([trade(9, true), trade(7, false), trade(5, true)]);
      if (srcType === 'markets') return json([trade(8, false, 'alcormarket', '0', 'markets')]);
      return json([]);
    }
    if (path === '/api/candles') return json([]);
    return json({ error: 'not found', path }, 404);
  };
  return { fetchFn, asked };
}

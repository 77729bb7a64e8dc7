import { describe, expect, it } from 'vitest';
import type { FetchFn } from './http';
import { fetchTokenDetails, readTokenDetails } from './tokenDetails';

/** A tokens/ row as the devnet answers it (devnet/API.md). */
const TLM_ROW = {
  contract: 'alien.worlds',
  symbol: { ticker: 'TLM', precision: 4 },
  hash: 'tlm_alien.worlds',
  img: null,
  logo: '/devnet/logos/alien.worlds/TLM.svg',
  is_wax: false,
  is_lptoken: false,
  wax_price: 0.2,
  price: 0.01,
  in_pool: [
    { vstoken: 'WAX_eosio.token', src: 'defibox', src_type: 'pools', pairid: '1' },
    { vstoken: 'WAX_eosio.token', src: 'alcorv2', src_type: 'poolsv3', pairid: 2 },
    { vstoken: 'not a token', src: 'defibox', src_type: 'pools', pairid: '9' },
    { vstoken: 'WAX_eosio.token', src: 'uniswap', src_type: 'pools', pairid: '9' },
  ],
  in_market: [{ vstoken: 'WAX_eosio.token', src: 'alcormarket', src_type: 'markets', pairid: '0' }],
  liquidity: 8106171.6,
  tvl: 1628205.6,
  volume24h: 14632.1,
  volume7d: 141849.2,
  volume30d: 566125.2,
  price_changes: { '24h': 0.0176 },
  stat: { supply: '5000000000.0000', max_supply: '10000000000.0000', issuer: 'alien.worlds' },
  market_cap: 1,
  rank: 2,
};

const answering =
  (body: unknown): FetchFn =>
  async () =>
    new Response(JSON.stringify(body));

describe('tokenDetails', () => {
  it('reads a tokens/ row: prices, change, volumes and the venues it trades in (unknown ones left out)', () => {
    const details = readTokenDetails(TLM_ROW);
    expect(details).toMatchObject({
      token: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
      logo: '/devnet/logos/alien.worlds/TLM.svg',
      waxPrice: 0.2,
      usdPrice: 0.01,
      change24h: 0.0176,
      volume7d: 141849.2,
      rank: 2,
    });
    expect(details.pools).toEqual([
      { counterpart: { ticker: 'WAX', contract: 'eosio.token' }, src: 'defibox', srcType: 'pools', pairId: '1' },
      { counterpart: { ticker: 'WAX', contract: 'eosio.token' }, src: 'alcorv2', srcType: 'poolsv3', pairId: '2' },
    ]);
    expect(details.markets).toEqual([{ counterpart: { ticker: 'WAX', contract: 'eosio.token' }, src: 'alcormarket', srcType: 'markets', pairId: '0' }]);
  });

  it('takes an unpriced token as unknown prices, not zero', () => {
    const details = readTokenDetails({ ...TLM_ROW, wax_price: null, price: null, price_changes: {} });
    expect([details.waxPrice, details.usdPrice, details.change24h]).toEqual([null, null, null]);
  });

  it('finds the token by ticker and contract, skipping other rows whatever they hold', async () => {
    const rows = [{ junk: true }, { ...TLM_ROW, contract: 'alien.worldz' }, TLM_ROW];
    const found = await fetchTokenDetails('/api/', { ticker: 'TLM', contract: 'alien.worlds' }, answering(rows));
    expect(found?.token.contract).toBe('alien.worlds');
    await expect(fetchTokenDetails('/api/', { ticker: 'TLMX', contract: 'alien.worlds' }, answering(rows))).resolves.toBeNull();
  });

  it('names the endpoint error, and refuses a row of the token that is not a token', async () => {
    const failing: FetchFn = async () => new Response(JSON.stringify({ error: 'busy' }), { status: 503 });
    await expect(fetchTokenDetails('/api/', { ticker: 'TLM', contract: 'alien.worlds' }, failing)).rejects.toThrow('tokens/: busy');
    const bad = { ...TLM_ROW, symbol: { ticker: 'TLM', precision: 'four' } };
    await expect(fetchTokenDetails('/api/', { ticker: 'TLM', contract: 'alien.worlds' }, answering([bad]))).rejects.toThrow('symbol.precision');
  });
});

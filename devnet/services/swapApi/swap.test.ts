import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './apiServer.testutil';

let t: TestApi;
type Row = Record<string, unknown>;
const ROUTE =
  '/api/swapRoutes?token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=100&slippage=50&receiver=&split_max_routes=4&filter_exchange=&filter_type=';

beforeAll(async () => {
  t = await startTestApi(Date.UTC(2026, 0, 20));
});
afterAll(() => t.stop());

describe('swap API: routing', () => {
  it('swapRoutes: the best route first, exact amounts, and the transfers that execute it', async () => {
    const { status, body } = await t.get(ROUTE);
    expect(status).toBe(200);
    const [best] = body as Row[];
    expect(best).toMatchObject({
      amount_in: '100.00000000',
      token_in: { contract: 'eosio.token' },
      token_out: { symbol: { ticker: 'TLM', precision: 4 } },
      slippage: 50,
      receiver: '',
    });
    expect(best?.amount_received).toMatch(/^\d+\.\d{4}$/);
    // 100 WAX buys a little under 2000 TLM at 0.05 WAX per TLM after fees.
    expect(Number(best?.amount_received)).toBeGreaterThan(1980);
    expect(Number(best?.amount_received)).toBeLessThan(2000);
    expect(Number(best?.minimum_received)).toBeCloseTo(Number(best?.amount_received) * 0.995, 0);
    const actions = best?.actions as Row[];
    expect(actions.length).toBe((best?.paths as Row[]).length);
    for (const action of actions)
      expect(action).toMatchObject({
        contract: 'eosio.token',
        to: 'swap.we',
        quantity: expect.stringMatching(/ WAX$/),
        memo: expect.stringMatching(/^swap,\d+,TLM@alien\.worlds\|/),
      });
  });

  it('swapRoutes follows live state: a deeper pool changes the answer at the next world version', async () => {
    const before = ((await t.get(ROUTE)).body as Row[])[0]?.amount_received;
    const pool = t.world.state.v2[0]!;
    t.world.state.v2[0] = { ...pool, reserve1: pool.reserve1 * 2n };
    t.world.state.version += 1;
    const after = ((await t.get(ROUTE)).body as Row[])[0]?.amount_received;
    expect(Number(after)).toBeGreaterThan(Number(before) * 1.5);
    t.world.state.v2[0] = pool;
    t.world.state.version += 1;
  });

  it('swapRoutes: 400 naming a bad parameter; a token nobody trades is an empty list', async () => {
    const cases: [string, string][] = [
      ['token_in=&token_out=TLM_alien.worlds&amount_in=1', 'token_in'],
      ['token_in=WAX_eosio.token&token_out=TLM&amount_in=1', 'token_out'],
      ['token_in=WAX_eosio.token&token_out=WAX_eosio.token&amount_in=1', 'token_out'],
      ['token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=abc', 'amount_in'],
      ['token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=0', 'amount_in'],
      ['token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=1&filter_exchange=uniswap', 'filter_exchange'],
      ['token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=1&filter_type=amm', 'filter_type'],
      ['token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=1&receiver=Bob', 'receiver'],
    ];
    for (const [query, parameter] of cases) {
      const { status, body } = await t.get(`/api/swapRoutes?${query}`);
      expect({ query, status, parameter: (body as Row).parameter }).toEqual({ query, status: 400, parameter });
    }
    expect((await t.get('/api/swapRoutes?token_in=FOO_foo.bar&token_out=TLM_alien.worlds&amount_in=1')).body).toEqual([]);
    const booksOnly = (await t.get('/api/swapRoutes?token_in=WAX_eosio.token&token_out=TLM_alien.worlds&amount_in=10&filter_type=markets')).body as Row[];
    expect(booksOnly[0]?.markets).toEqual(['1@ad']);
  });

  it('routes/{A}/{B}: every path of up to three venues, shortest first', async () => {
    const paths = (await t.get('/api/routes/WAX_eosio.token/USDT_usdt.alcor')).body as { hops: string[]; path: Row[] }[];
    expect(paths.map((p) => p.hops).sort()).toEqual([['3@a'], ['5@a2']]);
    expect(paths[0]?.path[0]).toMatchObject({ token_in: 'WAX_eosio.token', token_out: 'USDT_usdt.alcor' });
    expect((await t.get('/api/routes/TLM_alien.worlds/USDT_usdt.alcor')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ hops: ['1@d', '3@a'] })]),
    );
    expect((await t.get('/api/routes/WAX/USDT_usdt.alcor')).body).toMatchObject({ parameter: 'tokenA' });
    expect((await t.get('/api/routes/WAX_eosio.token')).status).toBe(404);
  });

  it('pairDirectSources/{A}/{B}: venues trading both tokens, oriented to A', async () => {
    const sources = (await t.get('/api/pairDirectSources/TLM_alien.worlds/WAX_eosio.token')).body as Row[];
    expect(sources.map((s) => [s.src_id, s.is_reversed])).toEqual([
      ['defibox_1', true],
      ['taco_TLMWAX', false],
      ['alcormarket_1', true],
    ]);
    expect(sources[0]).toMatchObject({ src_type: 'pools', reserve0: '100000.00000000', reserve1: '2000000.0000', fee: 30 });
    expect((await t.get('/api/pairDirectSources/TLM_alien.worlds/bad')).body).toMatchObject({ parameter: 'tokenB' });
  });
});

describe('swap API: table rows', () => {
  it("get_indexed_rows/{code}/{scopes}: each scope's tables", async () => {
    const rows = (await t.get('/api/get_indexed_rows/alcordexmain/1,2')).body as Record<string, Record<string, Row[]>>;
    expect(rows['1']?.buyorder).toHaveLength(3);
    expect(rows['2']).toEqual({ buyorder: [], sellorder: [] });
    expect(((await t.get('/api/get_indexed_rows/swap.alcor/5')).body as Record<string, { ticks: Row[] }>)['5']?.ticks).toHaveLength(2);
    expect((await t.get('/api/get_indexed_rows/eosio.token/1')).body).toMatchObject({ parameter: 'code' });
    expect((await t.get('/api/get_indexed_rows/alcordexmain/1,X')).body).toMatchObject({ parameter: 'indexes' });
  });

  it("get_mapped_rows/{name}[/{code}[/{table}]]: an account's rows, with their scope", async () => {
    const all = (await t.get('/api/get_mapped_rows/bob')).body as Record<string, Record<string, Row[]>>;
    expect(all.alcordexmain?.buyorder?.map((row) => [row.id, row.scope])).toEqual([
      ['1', '1'],
      ['3', '1'],
    ]);
    expect((await t.get('/api/get_mapped_rows/dave/alcordexmain/sellorder')).body).toEqual({
      alcordexmain: { sellorder: [expect.objectContaining({ id: '4', unit_price: '5100000' })] },
    });
    for (const [path, parameter] of [
      ['Bob', 'name'],
      ['bob/swap.nothing', 'code'],
      ['bob/alcordexmain/markets', 'table'],
    ]) {
      expect((await t.get(`/api/get_mapped_rows/${path}`)).body).toMatchObject({ parameter });
    }
  });
});

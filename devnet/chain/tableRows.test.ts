/** get_table_rows / get_table_by_scope as clients page through them: bounds, indexes, reverse, hex rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIClient, UInt64 } from '@wharfkit/antelope';
import { rpc, startTestChain, type TestChain } from './testing/harness';
import { ledgerRow, testContract } from './testing/contracts';
import { deriveKey } from './genesis/keys';
import { nameToU64 } from './core/name';

let t: TestChain;
const ROWS = 2500;

beforeAll(async () => {
  t = await startTestChain();
  await t.chain.createAccount('ledgertest11', deriveKey('test', 'ledger').publicKey);
  await t.chain.deployContract('ledgertest11', testContract);
  await t.chain.pushAction('ledgertest11', 'fill', { count: ROWS, scope: 'big' }, 'ledgertest11@active');
  await t.chain.pushAction('ledgertest11', 'fill', { count: 3, scope: 'small' }, 'ledgertest11@active');
});
afterAll(async () => t.stop());

type Row = { id: number | string; owner: string; price: string; hash: string; ratio: string; amount: string };
const rows = async (params: Record<string, unknown>) =>
  (await rpc(t.url, '/v1/chain/get_table_rows', { code: 'ledgertest11', table: 'ledger', scope: 'big', json: true, ...params })).body as unknown as {
    rows: Row[];
    more: boolean;
    next_key: string;
  };

describe('get_table_rows', () => {
  it('pages 2,500 rows by 1,000 through APIClient following next_key', async () => {
    const client = new APIClient({ url: t.url });
    const seen: number[] = [];
    let lower: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await client.v1.chain.get_table_rows({ code: 'ledgertest11', table: 'ledger', scope: 'big', limit: 1000, lower_bound: lower as never });
      seen.push(...res.rows.map((r: { id: number }) => Number(r.id)));
      if (!res.more) break;
      lower = String(res.next_key);
    }
    expect(seen).toEqual(Array.from({ length: ROWS }, (_, i) => i));
  });

  it('serves hex rows that decode to the JSON rows', async () => {
    const client = new APIClient({ url: t.url });
    const hex = (await rows({ json: false, limit: 2 })).rows as unknown as string[];
    expect(hex[0]).toMatch(/^[0-9a-f]+$/);
    const abi = (await client.v1.chain.get_abi('ledgertest11')).abi!;
    const { Serializer } = await import('@wharfkit/antelope');
    const decoded = Serializer.objectify(Serializer.decode({ data: hex[1]!, type: 'ledger', abi }));
    expect(decoded.owner).toBe('bob');
    expect(decoded.amount).toBe('1.0000 TLM');
    expect(decoded.hash).toBe(ledgerRow(1).hash);
  });

  it('reads inclusive primary bounds, reverse, and reports the next key', async () => {
    const page = await rows({ key_type: 'i64', lower_bound: '10', upper_bound: '20', limit: 5 });
    expect(page.rows.map((r) => r.id)).toEqual([10, 11, 12, 13, 14]);
    expect(page).toMatchObject({ more: true, next_key: '15' });
    const back = await rows({ key_type: 'i64', lower_bound: '10', upper_bound: '20', reverse: true, limit: 100 });
    expect(back.rows.map((r) => r.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(back.more).toBe(false);
    const name = await rows({ lower_bound: UInt64.from(2498).toString(), key_type: 'i64' });
    expect(name.rows.map((r) => r.id)).toEqual([2498, 2499]);
  });

  it('walks an i64 (name) secondary index', async () => {
    const bob = await rows({ index_position: 2, key_type: 'name', lower_bound: 'bob', upper_bound: 'bob', limit: 1000 });
    expect(bob.rows).toHaveLength(833);
    expect(bob.rows.every((r) => r.owner === 'bob')).toBe(true);
    expect(bob.more).toBe(false);
    // nodeos prints next_key as the uint64, even for names.
    const firstPage = await rows({ index_position: 2, key_type: 'name', lower_bound: 'alice', limit: 900 });
    expect(firstPage.more).toBe(true);
    expect(firstPage.next_key).toBe(nameToU64('bob').toString());
  });

  it('walks an i128 index in order, with 0x little-endian next keys', async () => {
    const sorted = Array.from({ length: ROWS }, (_, i) => ledgerRow(i)).sort((a, b) => (a.price < b.price ? -1 : 1));
    const page = await rows({ index_position: 'tertiary', key_type: 'i128', limit: 4 });
    expect(page.rows.map((r) => Number(r.id))).toEqual(sorted.slice(0, 4).map((r) => Number(r.id)));
    const le = page.next_key;
    expect(le).toMatch(/^0x[0-9a-f]{32}$/);
    const next = await rows({ index_position: 3, key_type: 'i128', lower_bound: le, limit: 1 });
    expect(Number(next.rows[0]!.id)).toBe(Number(sorted[4]!.id));
    const decimal = await rows({ index_position: 3, key_type: 'i128', lower_bound: sorted[100]!.price.toString(), limit: 1 });
    expect(Number(decimal.rows[0]!.id)).toBe(Number(sorted[100]!.id));
  });

  it('walks a sha256 index by hex bounds', async () => {
    const sorted = Array.from({ length: ROWS }, (_, i) => ledgerRow(i)).sort((a, b) => (a.hash < b.hash ? -1 : 1));
    const page = await rows({ index_position: 4, key_type: 'sha256', encode_type: 'hex', lower_bound: sorted[10]!.hash, limit: 3 });
    expect(page.rows.map((r) => r.hash)).toEqual(sorted.slice(10, 13).map((r) => r.hash));
    expect(page.next_key).toBe(sorted[13]!.hash);
  });

  it('walks a float64 index, reverse from the top', async () => {
    const page = await rows({ index_position: 5, key_type: 'float64', reverse: true, limit: 3 });
    expect(page.rows.map((r) => r.ratio)).toEqual(['14.28571428571428648', '14.28571428571428648', '14.28571428571428648']);
    const low = await rows({ index_position: 5, key_type: 'float64', upper_bound: '0', limit: 100 });
    expect(low.rows.length).toBeGreaterThan(0);
    expect(low.rows.every((r) => r.ratio === '0.00000000000000000')).toBe(true);
  });

  it('reports bad parameters in nodeos shape', async () => {
    const missing = await rpc(t.url, '/v1/chain/get_table_rows', { code: 'ledgertest11', table: 'nosuch', scope: 'big', json: true });
    expect(missing.body.error?.name).toBe('contract_table_query_exception');
    const badIndex = await rpc(t.url, '/v1/chain/get_table_rows', { code: 'ledgertest11', table: 'ledger', scope: 'big', index_position: 'eleventh' });
    expect(badIndex.body.error?.details[0]?.message).toMatch(/Invalid index_position/);
    const badType = await rpc(t.url, '/v1/chain/get_table_rows', { code: 'ledgertest11', table: 'ledger', scope: 'big', index_position: 2, key_type: 'i512' });
    expect(badType.body.error?.details[0]?.message).toMatch(/Unsupported secondary index type/);
  });
});

describe('get_table_by_scope', () => {
  it('lists scopes with counts and pages with `more`', async () => {
    const all = (await rpc(t.url, '/v1/chain/get_table_by_scope', { code: 'ledgertest11', table: 'ledger' })).body as {
      rows: { scope: string; count: number; payer: string }[];
      more: string;
    };
    expect(all.rows.map((r) => [r.scope, r.count])).toEqual([
      ['big', ROWS],
      ['small', 3],
    ]);
    const first = (await rpc(t.url, '/v1/chain/get_table_by_scope', { code: 'eosio.token', table: 'accounts', limit: 2 })).body as {
      rows: { scope: string }[];
      more: string;
    };
    expect(first.rows).toHaveLength(2);
    expect(first.more).not.toBe('');
    const next = (await rpc(t.url, '/v1/chain/get_table_by_scope', { code: 'eosio.token', table: 'accounts', lower_bound: first.more, limit: 1 })).body as {
      rows: { scope: string }[];
    };
    expect(next.rows[0]!.scope).toBe(first.more);
  });
});

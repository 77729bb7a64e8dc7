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
  await t.chain.pushAction('ledgertest11', 'fill', { count: 40, scope: 'mid' }, 'ledgertest11@active');
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

describe('get_table_rows bounds, as nodeos reads them', () => {
  const ids = (page: { rows: Row[] }) => page.rows.map((r) => Number(r.id));
  const mid = (params: Record<string, unknown>) => rows({ scope: 'mid', ...params });

  it('reads a primary bound number-first without key_type: 5 and "5" are the id, not the name "5"', async () => {
    expect(ids(await mid({ lower_bound: 5, limit: 1 }))).toEqual([5]);
    expect(ids(await mid({ lower_bound: '5', limit: 1 }))).toEqual([5]);
    expect(ids(await mid({ lower_bound: '15', upper_bound: '16' }))).toEqual([15, 16]);
    expect(ids(await mid({ key_type: 'i64', lower_bound: '12', upper_bound: '12' }))).toEqual([12]);
    // A bound that is no number falls back to a name: "a" is 6·2^59, above every id here.
    expect(ids(await mid({ lower_bound: 'a' }))).toEqual([]);
  });

  it('reads key_type "name" as a name only: "5" is the name 5, and a non-name is refused', async () => {
    const named = await rpc(t.url, '/v1/chain/get_table_rows', {
      code: 'ledgertest11',
      table: 'ledger',
      scope: 'mid',
      json: true,
      key_type: 'name',
      upper_bound: '5',
    });
    expect(ids(named.body as unknown as { rows: Row[] })).toHaveLength(10);
    const bad = await rpc(t.url, '/v1/chain/get_table_rows', {
      code: 'ledgertest11',
      table: 'ledger',
      scope: 'mid',
      json: true,
      key_type: 'name',
      lower_bound: '6',
    });
    expect(bad.body.error?.name).toBe('name_type_exception');
  });

  it('reads the scope number-first and an empty scope as 0', async () => {
    const byName = await rows({ scope: 'mid', limit: 1 });
    const byNumber = await rows({ scope: nameToU64('mid').toString(), limit: 1 });
    expect(byNumber.rows).toEqual(byName.rows);
    expect((await rows({ scope: '' })).rows).toEqual([]);
  });

  it.each([1, 2, 3, 7, 1000])('pages every row exactly once by next_key with limit %i, forwards and in reverse', async (limit) => {
    const forward: number[] = [];
    let lower: string | undefined;
    for (let guard = 0; guard < 100; guard++) {
      const page = await mid({ limit, ...(lower === undefined ? {} : { lower_bound: lower }) });
      forward.push(...ids(page));
      if (!page.more) break;
      lower = page.next_key;
    }
    expect(forward).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const backward: number[] = [];
    let upper: string | undefined;
    for (let guard = 0; guard < 100; guard++) {
      const page = await mid({ limit, reverse: true, ...(upper === undefined ? {} : { upper_bound: upper }) });
      backward.push(...ids(page));
      if (!page.more) break;
      upper = page.next_key;
    }
    expect(backward).toEqual(forward.slice().reverse());
  });

  it('returns at most 1,000 rows over HTTP whatever the limit', async () => {
    const page = await rows({ limit: 5000 });
    expect(page.rows).toHaveLength(1000);
    expect(page).toMatchObject({ more: true, next_key: '1000' });
  });

  it('numbers indexes by word prefix or number, 0 and 1 being the primary', async () => {
    const third = await mid({ index_position: 'third', key_type: 'i128', limit: 3 });
    expect(ids(await mid({ index_position: '3', key_type: 'i128', limit: 3 }))).toEqual(ids(third));
    expect(ids(await mid({ index_position: 'fifth', key_type: 'float64', limit: 3 }))).toEqual(
      ids(await mid({ index_position: 5, key_type: 'float64', limit: 3 })),
    );
    expect(ids(await mid({ index_position: '1', key_type: 'i64', limit: 2 }))).toEqual([0, 1]);
    expect(ids(await mid({ index_position: 0, limit: 2 }))).toEqual([0, 1]);
    const noType = await rpc(t.url, '/v1/chain/get_table_rows', { code: 'ledgertest11', table: 'ledger', scope: 'mid', index_position: 2 });
    expect(noType.body.error?.details[0]?.message).toBe('key type required for non-primary index');
  });

  it('pages a sha256 index and reads hex bounds zero-padded on the right', async () => {
    const sorted = Array.from({ length: 40 }, (_, i) => ledgerRow(i)).sort((a, b) => (a.hash < b.hash ? -1 : 1));
    const first = await mid({ index_position: 4, key_type: 'sha256', limit: 7 });
    expect(first.next_key).toBe(sorted[7]!.hash);
    const next = await mid({ index_position: 4, key_type: 'sha256', lower_bound: first.next_key, limit: 100 });
    expect([...first.rows, ...next.rows].map((r) => r.hash)).toEqual(sorted.map((r) => r.hash));
    const prefix = sorted[20]!.hash.slice(0, 2);
    const fromPrefix = await mid({ index_position: 4, key_type: 'sha256', lower_bound: prefix, limit: 1 });
    expect(fromPrefix.rows[0]!.hash).toBe(sorted.find((r) => r.hash >= prefix.padEnd(64, '0'))!.hash);
    const odd = await rpc(t.url, '/v1/chain/get_table_rows', {
      code: 'ledgertest11',
      table: 'ledger',
      scope: 'mid',
      index_position: 4,
      key_type: 'sha256',
      lower_bound: 'abc',
    });
    expect(odd.body.error?.name).toBe('chain_type_exception');
  });

  it('prints an i256 next key as 0x hex and reads it back', async () => {
    const first = await mid({ index_position: 4, key_type: 'i256', limit: 3 });
    expect(first.next_key).toMatch(/^0x[0-9a-f]{64}$/);
    const next = await mid({ index_position: 4, key_type: 'i256', lower_bound: first.next_key, limit: 1 });
    expect(next.rows[0]!.hash).toBe(first.next_key.slice(2));
  });
});

describe('get_table_by_scope', () => {
  type ScopePage = { rows: { scope: string; table: string; count: number; payer: string }[]; more: string };
  const scopes = async (params: Record<string, unknown>) => (await rpc(t.url, '/v1/chain/get_table_by_scope', params)).body as unknown as ScopePage;

  it('lists scopes with counts in name order', async () => {
    const all = await scopes({ code: 'ledgertest11', table: 'ledger' });
    expect(all.rows.map((r) => [r.scope, r.count])).toEqual([
      ['big', ROWS],
      ['mid', 40],
      ['small', 3],
    ]);
    expect(all.more).toBe('');
  });

  it('counts the tables the filter skips towards the limit and pages by `more`, as nodeos does', async () => {
    // eosio.token keeps `accounts` under owners and `stat` under symbol codes; the table-id index mixes them.
    const everything = await scopes({ code: 'eosio.token', limit: 1000 });
    const ordered = everything.rows.map((r) => `${r.scope}/${r.table}`);
    const first = await scopes({ code: 'eosio.token', table: 'accounts', limit: 5 });
    const expected = everything.rows.slice(0, 5).filter((r) => r.table === 'accounts');
    expect(first.rows.map((r) => r.scope)).toEqual(expected.map((r) => r.scope));
    expect(first.more).toBe(everything.rows[5]!.scope);
    const next = await scopes({ code: 'eosio.token', table: 'accounts', lower_bound: first.more, limit: 1000 });
    const seen = new Set([...first.rows, ...next.rows].map((r) => `${r.scope}/${r.table}`));
    expect([...seen].sort()).toEqual(ordered.filter((key) => key.endsWith('/accounts')).sort());
  });
});

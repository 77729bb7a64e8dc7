/** The transaction pipeline refuses what nodeos refuses, in nodeos's error shape, and applies nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { rpc, startTestChain, type TestChain } from './testing/harness';
import { buildTransaction, pack, type JsonAction } from './testing/sign';

let t: TestChain;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await startTestChain();
  alice = t.chain.demoAccounts.find((a) => a.name === 'alice')!.privateKey;
  bob = t.chain.demoAccounts.find((a) => a.name === 'bob')!.privateKey;
});
afterAll(async () => t.stop());

const transfer = (from: string, to: string, quantity: string, memo = ''): JsonAction => ({
  account: 'eosio.token',
  name: 'transfer',
  authorization: [{ actor: from, permission: 'active' }],
  data: { from, to, quantity, memo },
});

async function balances(): Promise<string[]> {
  const read = async (who: string) =>
    (await rpc(t.url, '/v1/chain/get_currency_balance', { code: 'eosio.token', account: who, symbol: 'WAX' })).body as unknown as string[];
  return [...(await read('alice')), ...(await read('bob'))];
}

async function send(body: unknown): Promise<{ status: number; name: string; message: string; body: Record<string, unknown> }> {
  const res = await rpc(t.url, '/v1/chain/send_transaction', body);
  return { status: res.status, name: res.body.error?.name ?? '', message: res.body.error?.details[0]?.message ?? '', body: res.body };
}

async function expectRejected(body: unknown, name: string, message: RegExp, status = 500): Promise<void> {
  const before = await balances();
  const res = await send(body);
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(status);
  expect(res.name).toBe(name);
  expect(res.message).toMatch(message);
  expect(await balances()).toEqual(before);
}

describe('transaction rejection', () => {
  it('accepts a correctly signed uncompressed transaction (the baseline)', async () => {
    const res = await send(pack(await buildTransaction(t.url, [transfer('alice', 'bob', '1.00000000 WAX')]), t.chain.chainId, [alice], 0));
    expect(res.status).toBe(200);
    const processed = res.body.processed as { receipt: { status: string }; block_num: number; action_traces: unknown[]; except: null };
    expect(processed.receipt.status).toBe('executed');
    expect(processed.action_traces).toHaveLength(3);
    expect(processed.except).toBeNull();
  });

  it('rejects a forged signature', async () => {
    const body = pack(await buildTransaction(t.url, [transfer('alice', 'bob', '2.00000000 WAX')]), t.chain.chainId, [alice]);
    const other = pack(await buildTransaction(t.url, [transfer('alice', 'bob', '3.00000000 WAX')]), t.chain.chainId, [alice]);
    // A genuine signature of a different transaction recovers to an unrelated key.
    await expectRejected(
      { ...body, signatures: other.signatures },
      'unsatisfied_authorization',
      /transaction declares authority '\{"actor":"alice","permission":"active"\}', but does not have signatures for it/,
    );
  });

  it('rejects a signature by the wrong key', async () => {
    await expectRejected(
      pack(await buildTransaction(t.url, [transfer('alice', 'bob', '4.00000000 WAX')]), t.chain.chainId, [bob]),
      'unsatisfied_authorization',
      /does not have signatures for it/,
    );
  });

  it('rejects a signature that serves no authorization', async () => {
    await expectRejected(
      pack(await buildTransaction(t.url, [transfer('alice', 'bob', '4.50000000 WAX')]), t.chain.chainId, [alice, bob]),
      'tx_irrelevant_sig',
      /transaction bears irrelevant signatures from these keys/,
    );
  });

  it('rejects an expired transaction', async () => {
    await expectRejected(
      pack(await buildTransaction(t.url, [transfer('alice', 'bob', '5.00000000 WAX')], -5), t.chain.chainId, [alice]),
      'expired_tx_exception',
      /^expired transaction [0-9a-f]{64}, expiration /,
    );
  });

  it('rejects an expiration more than an hour ahead', async () => {
    await expectRejected(
      pack(await buildTransaction(t.url, [transfer('alice', 'bob', '5.50000000 WAX')], 7200), t.chain.chainId, [alice]),
      'tx_exp_too_far_exception',
      /too far in the future/,
    );
  });

  it('rejects a duplicate', async () => {
    const body = pack(await buildTransaction(t.url, [transfer('alice', 'bob', '6.00000000 WAX')]), t.chain.chainId, [alice]);
    expect((await send(body)).status).toBe(200);
    await expectRejected(body, 'tx_duplicate', /^duplicate transaction [0-9a-f]{64}$/);
  });

  it('rejects a reference block from another fork', async () => {
    const trx = await buildTransaction(t.url, [transfer('alice', 'bob', '7.00000000 WAX')]);
    const forged = Object.assign(trx, { ref_block_prefix: (trx.ref_block_prefix.toNumber() + 1) >>> 0 });
    await expectRejected(pack(forged, t.chain.chainId, [alice]), 'invalid_ref_block_exception', /reference block did not match/);
  });

  it('rejects an action its contract does not define', async () => {
    const trx = await buildTransaction(t.url, [transfer('alice', 'bob', '8.00000000 WAX')]);
    const unknown = Object.assign(trx, { actions: [Object.assign(trx.actions[0]!, { name: 'transfex' })] });
    await expectRejected(pack(unknown, t.chain.chainId, [alice]), 'action_not_found_exception', /transfex/);
  });

  it('applies all actions or none', async () => {
    const trx = await buildTransaction(t.url, [transfer('alice', 'bob', '9.00000000 WAX'), transfer('alice', 'bob', '999999999.00000000 WAX')]);
    await expectRejected(pack(trx, t.chain.chainId, [alice]), 'eosio_assert_message_exception', /^assertion failure with message: overdrawn balance$/);
  });

  it('rejects malformed packed transactions', async () => {
    await expectRejected({ signatures: [], compression: 0, packed_trx: 'zz' }, 'packed_transaction_type_exception', /hex/);
    await expectRejected({ signatures: [], compression: 0, packed_trx: '0011' }, 'packed_transaction_type_exception', /Unable to unpack/);
    await expectRejected({ signatures: [], compression: 1, packed_trx: '00112233' }, 'tx_decompression_error', /decompress/i);
    await expectRejected({ signatures: [], compression: 'gzip', packed_trx: '00' }, 'unknown_transaction_compression', /gzip/);
    await expectRejected({ signatures: 'x', packed_trx: '00' }, 'packed_transaction_type_exception', /signatures/);
    await expectRejected({ signatures: [] }, 'packed_transaction_type_exception', /Missing field 'packed_trx'/);
    await expectRejected([1, 2], 'invalid_http_request', /Unable to parse/, 400);
    await expectRejected('{"signatures": [', 'invalid_http_request', /Unable to parse/, 400);
  });

  it('rejects oversized transactions, packed or inflated', async () => {
    await expectRejected({ signatures: [], compression: 0, packed_trx: '00'.repeat(600 * 1024) }, 'tx_too_big', /too big/);
    const bomb = deflateSync(Buffer.alloc(2 * 1024 * 1024)).toString('hex');
    await expectRejected({ signatures: [], compression: 1, packed_trx: bomb }, 'tx_decompression_error', /maximum decompressed/);
  });

  it('answers unknown endpoints with 404 and bad JSON with 400, in nodeos shape', async () => {
    const missing = await rpc(t.url, '/v1/chain/get_nothing', {});
    expect(missing.status).toBe(404);
    expect(missing.body.error?.details[0]?.message).toBe('Unknown Endpoint');
    const bad = await rpc(t.url, '/v1/chain/get_account', '{nope');
    expect(bad.status).toBe(400);
    const unknownAccount = await rpc(t.url, '/v1/chain/get_account', { account_name: 'nobody12345' });
    expect(unknownAccount.status).toBe(500);
    expect(unknownAccount.body.error?.name).toBe('account_query_exception');
  });
});

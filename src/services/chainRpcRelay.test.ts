import { afterEach, describe, expect, it, vi } from 'vitest';
import { TX_EXPIRED_MESSAGE } from './chainRpcErrors';
import { client, fakeNet, healthy, type Handler } from './chainRpcFakes.testutil';

const assertFailure = {
  code: 500,
  message: 'Internal Service Error',
  error: {
    code: 3050003,
    name: 'eosio_assert_message_exception',
    what: 'eosio_assert_message assertion failure',
    details: [{ message: 'assertion failure with message: overdrawn balance', file: 'cf_system.cpp', line_number: 14, method: 'eosio_assert' }],
  },
};
const expired = {
  code: 500,
  message: 'Internal Service Error',
  error: {
    code: 3040005,
    name: 'expired_tx_exception',
    what: 'Expired Transaction',
    details: [{ message: 'expired transaction 1a2b, expiration 2026-01-01T11:59:00' }],
  },
};

/** A fresh node that answers send_transaction with `send` (status 500 unless said). */
const sending =
  (send: unknown, status = 500): Handler =>
  (path, body, text) =>
    path.endsWith('send_transaction') ? { status, json: send } : healthy()(path, body, text);

afterEach(() => {
  vi.useRealTimers();
});

describe('relay (the rotation for fetch-based wallet libraries)', () => {
  it("answers the node's status and text, sending the body text as it came", async () => {
    const seen: string[] = [];
    const net = fakeNet({
      'https://a': (path, body, text) => {
        if (path.endsWith('get_table_rows')) seen.push(text);
        return healthy({ rows: [] })(path, body, text);
      },
    });
    const body = '{"lower_bound":18446744073709551615}';
    await expect(client(net).relay('/v1/chain/get_table_rows', body)).resolves.toEqual({ status: 200, text: '{"rows":[]}' });
    expect(seen).toEqual([body]);
  });

  it('checks a relayed get_info for lag and moves past a dead node, like every other call', async () => {
    const net = fakeNet({ 'https://b': healthy(undefined, 30_000), 'https://c': healthy() });
    const answer = await client(net).relay('/v1/chain/get_info');
    expect(JSON.parse(answer.text)).toMatchObject({ chain_id: 'c' });
    expect(net.log).toEqual(['https://a', 'https://b', 'https://c'].map((node) => `${node} /v1/chain/get_info`));
  });

  it('passes a nodeos error through as the node sent it, on the same node and without a retry', async () => {
    const net = fakeNet({ 'https://a': sending(assertFailure), 'https://b': healthy() });
    const rpc = client(net);
    await expect(rpc.relay('/v1/chain/send_transaction', '{}')).resolves.toEqual({ status: 500, text: JSON.stringify(assertFailure) });
    expect(net.log.filter((line) => line.endsWith('send_transaction'))).toEqual(['https://a /v1/chain/send_transaction']);
    expect(rpc.currentNode()).toBe('https://a');
  });

  it('answers an expired transaction as "Transaction Expired: Try Again" and sends the next call to another node', async () => {
    const net = fakeNet({ 'https://a': sending(expired), 'https://b': sending({ transaction_id: 'ab' }, 200) });
    const rpc = client(net);
    const answer = await rpc.relay('/v1/chain/send_transaction', '{}');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({
      error: { code: 3040005, name: 'expired_tx_exception', what: TX_EXPIRED_MESSAGE, details: [{ message: TX_EXPIRED_MESSAGE }] },
    });
    await expect(rpc.relay('/v1/chain/send_transaction', '{}')).resolves.toEqual({ status: 200, text: '{"transaction_id":"ab"}' });
    expect(net.log.filter((line) => line.endsWith('send_transaction'))).toEqual([
      'https://a /v1/chain/send_transaction',
      'https://b /v1/chain/send_transaction',
    ]);
  });

  it('turns processed.except (HTTP 200) into a nodeos error, so a library cannot take it for success', async () => {
    const net = fakeNet({ 'https://a': sending({ transaction_id: 'ab', processed: { except: { message: 'deadline exceeded' } } }, 200) });
    const answer = await client(net).relay('/v1/chain/send_transaction', '{}');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { what: 'deadline exceeded', details: [{ message: 'deadline exceeded' }] } });
  });

  it('rejects with "timeout" once 3 retries have timed out', async () => {
    vi.useFakeTimers();
    const net = fakeNet({ 'https://a': () => 'hang', 'https://b': () => 'hang', 'https://c': () => 'hang' });
    const settled = expect(client(net).relay('/v1/chain/get_info')).rejects.toThrow(/^timeout$/);
    await vi.advanceTimersByTimeAsync(4 * 6000);
    await settled;
    expect(net.log).toHaveLength(4);
  });
});

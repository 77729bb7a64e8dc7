import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChainRpc, parseChainTime, shuffled } from './chainRpc';
import { RpcError, TX_EXPIRED_MESSAGE } from './chainRpcErrors';
import { chainTime, client, fakeNet, healthy, NOW } from './chainRpcFakes.testutil';

afterEach(() => {
  vi.useRealTimers();
});

describe('node order', () => {
  it('is shuffled once at start with the injected random source', () => {
    expect(shuffled(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
    expect(createChainRpc({ nodes: ['a', 'b', 'c'], random: () => 0 }).nodes).toEqual(['b', 'c', 'a']);
    expect(createChainRpc({ nodes: ['a', 'b', 'c'], random: () => 0.999 }).nodes).toEqual(['a', 'b', 'c']);
  });
  it('needs at least one node', () => expect(() => createChainRpc({ nodes: [] })).toThrow('no RPC node configured'));
});

describe('parseChainTime', () => {
  it('reads chain time as UTC', () => {
    expect(parseChainTime('2026-01-01T00:00:00.000')).toBe(Date.UTC(2026, 0, 1));
    expect(parseChainTime('2026-01-01T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 1));
  });
});

describe('createChainRpc', () => {
  it('checks the head block once, then POSTs the JSON body to the current node', async () => {
    const net = fakeNet({ 'https://a': healthy({ account_name: 'alice' }) });
    const rpc = client(net);
    await expect(rpc.chain('get_account', { account_name: 'alice' })).resolves.toEqual({ account_name: 'alice' });
    await rpc.chain('get_account', { account_name: 'alice' });
    expect(net.log).toEqual(['https://a /v1/chain/get_info', 'https://a /v1/chain/get_account', 'https://a /v1/chain/get_account']);
  });

  it('checks the head again once the check is older than a minute', async () => {
    let now = NOW;
    const net = fakeNet({ 'https://a': (p, b, t) => healthy(undefined, 1000 - (now - NOW))(p, b, t) });
    const rpc = client(net, ['https://a'], () => now);
    await rpc.history('get_actions', {});
    now += 60_000;
    await rpc.history('get_actions', {});
    expect(net.log.filter((l) => l.endsWith('get_info'))).toHaveLength(2);
  });

  it('shares one head check between concurrent calls', async () => {
    const net = fakeNet({ 'https://a': healthy() });
    const rpc = client(net);
    await Promise.all([rpc.chain('get_producers'), rpc.chain('get_producers'), rpc.chain('get_producers')]);
    expect(net.log.filter((l) => l.endsWith('get_info'))).toHaveLength(1);
  });

  it('skips a node whose head block is more than 20 s behind (syncing)', async () => {
    const warn = vi.fn();
    const net = fakeNet({ 'https://a': healthy({ from: 'a' }, 20_001), 'https://b': healthy({ from: 'b' }, 20_000) });
    const rpc = createChainRpc({ nodes: ['https://a', 'https://b'], fetchFn: net.fetchFn, now: () => NOW, random: () => 0.999, warn });
    await expect(rpc.chain('get_currency_stats', {})).resolves.toEqual({ from: 'b' });
    expect(rpc.currentNode()).toBe('https://b');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://a is syncing'));
  });

  it('verifies a direct get_info from its own answer', async () => {
    const net = fakeNet({ 'https://a': healthy(undefined, 60_000), 'https://b': healthy() });
    const info = await client(net).getInfo();
    expect(info.head_block_time).toBe(chainTime(NOW - 1000));
    expect(net.log).toEqual(['https://a /v1/chain/get_info', 'https://b /v1/chain/get_info']);
  });

  it('times out after 6000 ms and moves to the next node', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const net = fakeNet({ 'https://a': () => 'hang', 'https://b': healthy({ from: 'b' }) });
    const rpc = createChainRpc({ nodes: ['https://a', 'https://b'], fetchFn: net.fetchFn, now: () => NOW, random: () => 0.999, warn });
    const result = rpc.chain('get_block', { block_num_or_id: 1 });
    await vi.advanceTimersByTimeAsync(5999);
    expect(net.log).toEqual(['https://a /v1/chain/get_info']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ from: 'b' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^chain RPC: timeout/));
  });

  it('gives up with "timeout" after 3 retries', async () => {
    vi.useFakeTimers();
    const net = fakeNet({ 'https://a': () => 'hang', 'https://b': () => 'hang' });
    const result = client(net, ['https://a', 'https://b']).getInfo();
    const settled = expect(result).rejects.toThrow(/^timeout$/);
    await vi.advanceTimersByTimeAsync(4 * 6000);
    await settled;
    expect(net.log).toEqual(['https://a', 'https://b', 'https://a', 'https://b'].map((n) => `${n} /v1/chain/get_info`));
  });

  it('moves on from a refused connection and from a gateway page', async () => {
    const net = fakeNet({ 'https://b': () => ({ status: 502, text: '<html>Bad Gateway</html>' }), 'https://c': healthy({ from: 'c' }) });
    await expect(client(net).chain('get_abi', { account_name: 'swap.we' })).resolves.toEqual({ from: 'c' });
  });

  it('moves on from an HTTP error without the nodeos shape', async () => {
    const net = fakeNet({ 'https://a': () => ({ status: 503, json: { message: 'overloaded' } }), 'https://b': healthy({ from: 'b' }) });
    await expect(client(net).chain('get_abi', {})).resolves.toEqual({ from: 'b' });
  });

  it('raises a nodeos error as its first detail message, without retrying elsewhere', async () => {
    const failure = {
      code: 500,
      message: 'Internal Service Error',
      error: {
        code: 3050003,
        name: 'eosio_assert_message_exception',
        what: 'eosio_assert_message assertion failure',
        details: [{ message: 'assertion failure with message: overdrawn balance' }],
      },
    };
    const net = fakeNet({
      'https://a': (p, b, t) => (p.endsWith('send_transaction') ? { status: 500, json: failure } : healthy()(p, b, t)),
      'https://b': healthy(),
    });
    const rpc = client(net);
    const error: unknown = await rpc.chain('send_transaction', { signatures: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).message).toBe('assertion failure with message: overdrawn balance');
    expect((error as RpcError).json).toEqual(failure);
    expect(net.log.filter((l) => l.endsWith('send_transaction'))).toHaveLength(1);
    expect(rpc.currentNode()).toBe('https://a');
  });

  it('raises processed.except as an RPC error', async () => {
    const net = fakeNet({
      'https://a': (p, b, t) =>
        p.endsWith('push_transaction') ? { json: { transaction_id: 'ab', processed: { except: { message: 'deadline exceeded' } } } } : healthy()(p, b, t),
    });
    const error: unknown = await client(net)
      .chain('push_transaction', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).message).toBe('deadline exceeded');
  });

  it('turns an expired transaction into "Transaction Expired: Try Again" and switches node', async () => {
    const expired = {
      code: 500,
      message: 'Internal Service Error',
      error: { what: 'Expired Transaction', details: [{ message: 'expired transaction 1a2b, expiration 2026-01-01T11:59:00' }] },
    };
    const net = fakeNet({
      'https://a': (p, b, t) => (p.endsWith('send_transaction') ? { status: 500, json: expired } : healthy()(p, b, t)),
      'https://b': healthy(),
    });
    const rpc = client(net);
    await expect(rpc.chain('send_transaction', {})).rejects.toThrow(TX_EXPIRED_MESSAGE);
    expect(rpc.currentNode()).toBe('https://b');
    expect(net.log.filter((l) => l.endsWith('send_transaction'))).toHaveLength(1);
  });

  it('reads table rows page by page through the rotating client', async () => {
    const pages = [
      { rows: [{ id: 1 }], more: true, next_key: '2' },
      { rows: [{ id: 2 }], more: false, next_key: '' },
    ];
    const bodies: unknown[] = [];
    const net = fakeNet({
      'https://a': (p, body, text) => {
        if (p.endsWith('get_info')) return healthy()(p, body, text);
        bodies.push(body);
        return { json: pages.shift() };
      },
    });
    await expect(client(net).getTableRows({ code: 'calcormining', scope: 'calcormining', table: 'tokens' })).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(bodies).toEqual([
      { code: 'calcormining', scope: 'calcormining', table: 'tokens', json: true, limit: 1000 },
      { code: 'calcormining', scope: 'calcormining', table: 'tokens', json: true, limit: 1000, lower_bound: '2' },
    ]);
  });
});

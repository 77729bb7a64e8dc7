import { describe, expect, it } from 'vitest';
import type { RelayAnswer } from '../chainRpc';
import { createRotatingFetch } from './rotatingFetch';

function relayed(answer: RelayAnswer = { status: 200, text: '{"ok":true}' }) {
  const calls: { path: string; bodyText: string | undefined }[] = [];
  const relay = async (path: string, bodyText?: string) => {
    calls.push({ path, bodyText });
    return answer;
  };
  return { calls, relay };
}

describe('createRotatingFetch', () => {
  it("relays a chain URL by its path, with the body text untouched, and answers the node's status and text", async () => {
    const rpc = relayed({ status: 500, text: '{"error":{"what":"x"}}' });
    const passed: string[] = [];
    const fetch = createRotatingFetch(rpc, 'https://node.one/wax/', async (input) => {
      passed.push(String(input));
      return new Response('{}');
    });
    // FetchProvider trims the trailing slash and appends the path; a u64 beyond 2^53 must not be re-encoded.
    const body = '{"lower_bound":18446744073709551615}';
    const response = await fetch('https://node.one/wax/v1/chain/get_table_rows', { method: 'POST', body });
    expect(rpc.calls).toEqual([{ path: '/v1/chain/get_table_rows', bodyText: body }]);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":{"what":"x"}}');
    expect(passed).toEqual([]);
  });

  it('relays a GET without a body (get_info)', async () => {
    const rpc = relayed();
    const response = await createRotatingFetch(rpc, 'https://node.one')('https://node.one/v1/chain/get_info', { method: 'GET' });
    expect(rpc.calls).toEqual([{ path: '/v1/chain/get_info', bodyText: undefined }]);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("leaves other URLs (a wallet's own service, a look-alike host) to the pass-through fetch", async () => {
    const rpc = relayed();
    const passed: string[] = [];
    const fetch = createRotatingFetch(rpc, 'https://node.one', async (input) => {
      passed.push(String(input));
      return new Response('{}');
    });
    await fetch('https://cloud.wallet/api/sign', { method: 'POST', body: '{}' });
    await fetch('https://node.one.evil/v1/chain/get_info');
    expect(passed).toEqual(['https://cloud.wallet/api/sign', 'https://node.one.evil/v1/chain/get_info']);
    expect(rpc.calls).toEqual([]);
  });
});

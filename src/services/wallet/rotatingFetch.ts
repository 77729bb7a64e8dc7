import type { ChainRpc } from '../chainRpc';
import { platformFetch } from '../http';

/** The fetch signature wharfkit takes (`SessionKit`'s `fetch` option, handed to every `FetchProvider`). */
export type WharfkitFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A fetch for wharfkit that sends every chain call through the app's rotating client (SPEC §4 Chain RPC
 * nodes, §8, §9). Wharfkit 1.7 builds each `APIClient` itself as `FetchProvider(chain.url, {fetch})` (the
 * session's `client`, the login and transact contexts), so `fetch` is the one hook every get_info,
 * get_raw_abi and send_transaction passes: a URL under `chainUrl` is relayed by path to whichever node
 * is current; any other URL (a wallet's own service) goes to `passThrough` unchanged.
 */
export function createRotatingFetch(
  rpc: Pick<ChainRpc, 'relay'>,
  chainUrl: string,
  passThrough: WharfkitFetch = (input, init) => platformFetch(String(input), init),
): WharfkitFetch {
  // FetchProvider trims the chain URL's trailing slash before appending `/v1/...`.
  const base = chainUrl.trim().replace(/\/+$/, '');
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    if (url === null || !url.startsWith(`${base}/`)) return passThrough(input, init);
    const body = init?.body;
    if (body != null && typeof body !== 'string') throw new TypeError(`Chain call ${url} has a body that is not JSON text`);
    const answer = await rpc.relay(url.slice(base.length), body ?? undefined);
    return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
}

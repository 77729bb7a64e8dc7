import type { AppConfig, NetworkConfig } from './types';

/** The network key to run: the `network` query parameter when it names a configured network, else `defaultNetwork`. */
export function selectNetworkKey(config: AppConfig, search: string): { key: string; ignoredRequest: string | null } {
  const requested = new URLSearchParams(search).get('network');
  if (requested !== null && Object.hasOwn(config.networks, requested)) return { key: requested, ignoredRequest: null };
  return { key: config.defaultNetwork, ignoredRequest: requested };
}

/** Resolves an origin-relative URL ("/api/") against the page origin; absolute URLs are returned unchanged. */
export function resolveUrl(url: string, origin: string | null): string {
  if (origin === null || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${origin.replace(/\/+$/, '')}${url}`;
}

const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

/**
 * Resolves every relative URL of a network against the page origin (the devnet serves all on one origin),
 * and derives host, port and protocol from the first client node, the node wallets use (SPEC §9).
 */
export function resolveNetworkUrls(network: NetworkConfig, origin: string | null): NetworkConfig {
  const resolve = (url: string) => resolveUrl(url, origin);
  const clientNodes = Object.fromEntries(Object.entries(network.client_nodes).map(([url, label]) => [resolve(url), label]));
  const resolved: NetworkConfig = {
    ...network,
    client_nodes: clientNodes,
    rpcNodes: network.rpcNodes.map(resolve),
    lightApiHosts: network.lightApiHosts.map(resolve),
    swapEndpoints: network.swapEndpoints.map((ep) => ({ ...ep, url: resolve(ep.url), url_socketio: resolve(ep.url_socketio) })),
    explorerTxUrl: resolve(network.explorerTxUrl),
  };
  const firstNode = Object.keys(clientNodes)[0];
  if (firstNode === undefined || !URL.canParse(firstNode)) return resolved;
  const url = new URL(firstNode);
  const protocol = url.protocol.replace(/:$/, '');
  return { ...resolved, protocol, host: url.hostname, port: url.port === '' ? (DEFAULT_PORTS[protocol] ?? 0) : Number(url.port) };
}

/** The explorer link for a transaction id on this network. */
export function explorerTxLink(network: Pick<NetworkConfig, 'explorerTxUrl'>, txId: string): string {
  return network.explorerTxUrl.replaceAll('{id}', encodeURIComponent(txId));
}

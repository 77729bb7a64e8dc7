import type { NetworkConfig } from '../../core/config/types';

/** The chain node wallets talk to: the network's first RPC node (an absolute URL once config is resolved). */
export function walletChainUrl(network: Pick<NetworkConfig, 'rpcNodes'>): string {
  const url = network.rpcNodes[0];
  if (url === undefined) throw new Error('The network lists no chain RPC node for wallets');
  return url;
}

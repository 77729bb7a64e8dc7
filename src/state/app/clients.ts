import { computed } from '@preact/signals-react';
import type { NetworkConfig } from '../../core/config/types';
import { createChainRpc, type ChainRpc } from '../../services/chainRpc';
import { createLightApi, type LightApi } from '../../services/lightApi';
import { network } from './signals';

/** The chain RPC client of the current network (nodes shuffled once per network), or null before config loads. */
export const chainClient = computed<ChainRpc | null>(() => (network.value === null ? null : createChainRpc({ nodes: network.value.rpcNodes })));

/** The light API client of the current network, or null before config loads. */
export const lightApiClient = computed<LightApi | null>(() => (network.value === null ? null : createLightApi({ hosts: network.value.lightApiHosts })));

/** The chain client; throws when no network is loaded yet. */
export function requireChainClient(): ChainRpc {
  const client = chainClient.value;
  if (client === null) throw new Error('No network loaded yet: cannot reach the chain');
  return client;
}

/** The chain client of `net`: the shared one when `net` is the current network, so wallets rotate with the app. */
export function chainClientOf(net: NetworkConfig): ChainRpc {
  const client = network.peek() === net ? chainClient.peek() : null;
  return client ?? createChainRpc({ nodes: net.rpcNodes });
}

/** The light API client; throws when no network is loaded yet. */
export function requireLightApiClient(): LightApi {
  const client = lightApiClient.value;
  if (client === null) throw new Error('No network loaded yet: cannot reach the light API');
  return client;
}

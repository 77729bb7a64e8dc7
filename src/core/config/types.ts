/** Result of the last status request to a swap-service endpoint (SPEC §3): its ready flag, or an error when unreachable. */
export type EndpointStatus = { ready: boolean } | { error: string };

/** A swap-service API endpoint (SPEC §3 "Swap API endpoint"). */
export interface SwapEndpoint {
  flag: string;
  name: string;
  url: string;
  url_socketio: string;
  is_dev: boolean;
  status: EndpointStatus | null;
  last_status_update: number;
}

/** One chain the app can talk to (SPEC §3 "Network", plus the endpoints the app needs). */
export interface NetworkConfig {
  name: string;
  desc: string;
  chainId: string;
  host: string;
  port: number;
  protocol: string;
  /** Node URL → operator label; the first one is the wallet's node (SPEC §9). */
  client_nodes: Record<string, string>;
  rpcNodes: string[];
  lightApiHosts: string[];
  /** The `{n}` of light API `topholders` paths: SPEC §9's 1000 unless the network's light API serves more (the devnet). */
  topHoldersLimit?: number;
  swapEndpoints: SwapEndpoint[];
  /** Explorer link for a transaction; `{id}` is replaced by the transaction id. */
  explorerTxUrl: string;
  isDevnet: boolean;
  swapContract?: string;
  limitContract?: string;
  /** Token contracts whose rows sort to the end of lists (SPEC §6); empty when the config names none. */
  bannedContracts?: readonly string[];
}

/** The runtime configuration served as `/config.json`. */
export interface AppConfig {
  defaultNetwork: string;
  networks: Record<string, NetworkConfig>;
}

import { computed, signal } from '@preact/signals-react';
import type { NetworkConfig, SwapEndpoint } from '../../core/config/types';
import { isUuid, uuidV4FromBytes } from '../../core/config/uuid';
import { readStored, writeStored } from '../storage';

export type { NetworkConfig, SwapEndpoint } from '../../core/config/types';

/** The connected account (SPEC §3 User session). */
export interface UserSession {
  name: string;
  authorization: { actor: string; permission: string };
}

/** SPEC §9 default contracts. */
const DEFAULT_SWAP_CONTRACT = 'swap.we';
const DEFAULT_LIMIT_CONTRACT = 'calcormining';

/** The connected account, or null when anonymous. */
export const user = signal<UserSession | null>(null);
/** The network in use, from `/config.json`. */
export const network = signal<NetworkConfig | null>(null);
/** Swap-service endpoints of the network, with their last status. */
export const endpoints = signal<SwapEndpoint[]>([]);
/** Index of the selected endpoint in `endpoints`, or null when none is available. */
export const selectedEndpointIndex = signal<number | null>(null);
/** The selected endpoint, or null. */
export const selectedEndpoint = computed<SwapEndpoint | null>(() => {
  const index = selectedEndpointIndex.value;
  return index === null ? null : (endpoints.value[index] ?? null);
});
/** True while an endpoint choice runs (the drawer's loading indicator). */
export const endpointChoicePending = signal(false);
/**
 * True when the endpoint choice has ended with none selected (none ready, or none configured): the
 * screens that read the swap service say so and offer the picker instead of waiting (docs/decisions/0036).
 */
export const endpointsDown = signal(false);
export const drawerOpen = signal(false);
/** True while the remembered wallet restores its session (the header is hidden meanwhile, SPEC §2). */
export const autologinPending = signal(false);

/**
 * Contract names of the running network (config overrides the defaults). Exported as live `let` bindings:
 * importers always read the current value, and they are set once by `setNetwork` before the first render.
 */
export let swapContract = DEFAULT_SWAP_CONTRACT;
export let limitContract = DEFAULT_LIMIT_CONTRACT;

/** Makes a network current: its config and contract names. */
export function setNetwork(next: NetworkConfig): void {
  swapContract = next.swapContract ?? DEFAULT_SWAP_CONTRACT;
  limitContract = next.limitContract ?? DEFAULT_LIMIT_CONTRACT;
  network.value = next;
}

const cryptoBytes = (count: number) => globalThis.crypto.getRandomValues(new Uint8Array(count));

/** The persisted client UUID, created on first use (getRandomValues works outside secure contexts, unlike randomUUID). */
export function ensureClientUuid(randomBytes: (count: number) => Uint8Array = cryptoBytes): string {
  const stored = readStored<string | null>('clientUuid', null, (v): v is string => typeof v === 'string' && isUuid(v));
  if (stored !== null) return stored;
  const created = uuidV4FromBytes(randomBytes(16));
  writeStored('clientUuid', created);
  return created;
}

/** This browser's client UUID (socket sessions, SPEC §7). */
export const clientUuid: string = ensureClientUuid();

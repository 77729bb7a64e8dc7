import type { SwapEndpoint } from '../config/types';

/** How a choice ended (SPEC §4 "API endpoint choice"). */
export type EndpointChoice =
  | { kind: 'requested'; index: number; save: boolean }
  | { kind: 'keptPrevious'; index: number; save: false }
  | { kind: 'firstReady'; index: number; save: false }
  | { kind: 'none'; index: null; save: false };

/** What the choice knows: the index asked for, the one selected before it, and each endpoint's readiness. */
export interface EndpointChoiceInput {
  requested: number;
  previous: number | null;
  /** Per endpoint: true when its last status said ready; false or missing otherwise (a failed status is not ready, SPEC §8). */
  ready: readonly boolean[];
  /** Whether the caller asked to remember the choice (a user's pick); automatic choices are never saved. */
  save: boolean;
}

/** The previous selection when it is another endpoint that still exists, else null. */
function differentPrevious({ requested, previous, ready }: EndpointChoiceInput): number | null {
  return previous !== null && previous !== requested && previous >= 0 && previous < ready.length ? previous : null;
}

/** True when the requested endpoint failed and no other was selected before: the others' statuses are then needed. */
export function needsOtherStatuses(input: EndpointChoiceInput): boolean {
  return input.ready[input.requested] !== true && differentPrevious(input) === null;
}

/**
 * SPEC §4: a ready requested endpoint is taken (saved if asked); otherwise the previous selection is kept,
 * else the first ready endpoint is taken; with none ready, nothing is selected. Only the first branch saves.
 */
export function decideEndpointChoice(input: EndpointChoiceInput): EndpointChoice {
  if (input.ready[input.requested] === true) return { kind: 'requested', index: input.requested, save: input.save };
  const previous = differentPrevious(input);
  if (previous !== null) return { kind: 'keptPrevious', index: previous, save: false };
  const firstReady = input.ready.findIndex((ready) => ready);
  if (firstReady >= 0) return { kind: 'firstReady', index: firstReady, save: false };
  return { kind: 'none', index: null, save: false };
}

/** SPEC §4: at start the saved endpoint (by name) is chosen when it still exists, else index 0; null for an empty list. */
export function initialEndpointIndex(list: readonly Pick<SwapEndpoint, 'name'>[], savedName: string | null): number | null {
  if (list.length === 0) return null;
  const saved = savedName === null ? -1 : list.findIndex((ep) => ep.name === savedName);
  return saved >= 0 ? saved : 0;
}

/** SPEC §9: development endpoints are filtered out, except on the devnet. */
export function usableEndpoints<T extends Pick<SwapEndpoint, 'is_dev'>>(list: readonly T[], isDevnet: boolean): T[] {
  return list.filter((ep) => isDevnet || !ep.is_dev);
}

/** True when the endpoint's last status said ready. */
export function isEndpointReady(ep: Pick<SwapEndpoint, 'status'> | null | undefined): boolean {
  return ep?.status != null && 'ready' in ep.status && ep.status.ready;
}

/** The error of the endpoint's last status request, or null (the UI shows a warning icon for it, SPEC §8). */
export function endpointError(ep: Pick<SwapEndpoint, 'status'> | null | undefined): string | null {
  return ep?.status != null && 'error' in ep.status ? ep.status.error : null;
}

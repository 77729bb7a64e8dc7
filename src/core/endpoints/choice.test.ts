import { describe, expect, it } from 'vitest';
import type { SwapEndpoint } from '../config/types';
import { decideEndpointChoice, endpointError, initialEndpointIndex, isEndpointReady, needsOtherStatuses, usableEndpoints } from './choice';

describe('decideEndpointChoice (SPEC §4 API endpoint choice)', () => {
  it('takes a ready requested endpoint and saves it only when asked', () => {
    expect(decideEndpointChoice({ requested: 1, previous: 0, ready: [true, true], save: true })).toEqual({ kind: 'requested', index: 1, save: true });
    expect(decideEndpointChoice({ requested: 1, previous: null, ready: [false, true], save: false })).toEqual({ kind: 'requested', index: 1, save: false });
  });

  it('keeps the previous selection, unsaved, when the requested one is not ready', () => {
    const input = { requested: 1, previous: 0, ready: [false, false, true], save: true };
    expect(decideEndpointChoice(input)).toEqual({ kind: 'keptPrevious', index: 0, save: false });
    expect(needsOtherStatuses(input)).toBe(false);
  });

  it('auto-selects the first ready endpoint, unsaved, when nothing was selected before', () => {
    const input = { requested: 0, previous: null, ready: [false, false, true, true], save: true };
    expect(needsOtherStatuses(input)).toBe(true);
    expect(decideEndpointChoice(input)).toEqual({ kind: 'firstReady', index: 2, save: false });
  });

  it('treats re-choosing the current endpoint that went down as having no previous', () => {
    const input = { requested: 1, previous: 1, ready: [true, false], save: false };
    expect(needsOtherStatuses(input)).toBe(true);
    expect(decideEndpointChoice(input)).toEqual({ kind: 'firstReady', index: 0, save: false });
  });

  it('ignores a previous index that no longer exists', () => {
    expect(decideEndpointChoice({ requested: 0, previous: 5, ready: [false, true], save: false })).toEqual({ kind: 'firstReady', index: 1, save: false });
  });

  it('selects nothing when none is ready', () => {
    expect(decideEndpointChoice({ requested: 0, previous: null, ready: [false, false], save: true })).toEqual({ kind: 'none', index: null, save: false });
    expect(decideEndpointChoice({ requested: 0, previous: null, ready: [], save: false }).kind).toBe('none');
  });

  it('treats an index beyond the list as not ready', () => {
    expect(decideEndpointChoice({ requested: 7, previous: null, ready: [false, true], save: true })).toEqual({ kind: 'firstReady', index: 1, save: false });
  });

  it('needs no other status when the requested one is ready', () => {
    expect(needsOtherStatuses({ requested: 0, previous: null, ready: [true], save: false })).toBe(false);
  });
});

describe('initialEndpointIndex', () => {
  const list = [{ name: 'Finland' }, { name: 'Germany' }];
  it('picks index 0 without a saved name', () => expect(initialEndpointIndex(list, null)).toBe(0));
  it('picks the saved endpoint by name', () => expect(initialEndpointIndex(list, 'Germany')).toBe(1));
  it('falls back to 0 when the saved one is gone', () => expect(initialEndpointIndex(list, 'Canada')).toBe(0));
  it('has nothing to pick in an empty list', () => expect(initialEndpointIndex([], 'Germany')).toBeNull());
});

describe('usableEndpoints', () => {
  const list = [
    { name: 'prod', is_dev: false },
    { name: 'dev', is_dev: true },
  ];
  it('filters dev endpoints out on a real network', () => expect(usableEndpoints(list, false).map((e) => e.name)).toEqual(['prod']));
  it('keeps them on the devnet', () => expect(usableEndpoints(list, true)).toHaveLength(2));
});

describe('endpoint status readers', () => {
  const withStatus = (status: SwapEndpoint['status']) => ({ status });
  it('reads readiness', () => {
    expect(isEndpointReady(withStatus({ ready: true }))).toBe(true);
    expect(isEndpointReady(withStatus({ ready: false }))).toBe(false);
    expect(isEndpointReady(withStatus({ error: 'timeout' }))).toBe(false);
    expect(isEndpointReady(withStatus(null))).toBe(false);
    expect(isEndpointReady(null)).toBe(false);
  });
  it('reads the error', () => {
    expect(endpointError(withStatus({ error: 'timeout' }))).toBe('timeout');
    expect(endpointError(withStatus({ ready: false }))).toBeNull();
    expect(endpointError(undefined)).toBeNull();
  });
});

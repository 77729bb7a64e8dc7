import { describe, expect, it } from 'vitest';
import { isExpiredTransaction, nodeosErrorMessage, processedExceptMessage } from './chainRpcErrors';

const nodeosError = (what: string, details: unknown[]) => ({
  code: 500,
  message: 'Internal Service Error',
  error: { code: 3050003, name: 'eosio_assert_message_exception', what, details },
});

describe('nodeosErrorMessage', () => {
  it('prefers the first detail message (what wallets show)', () => {
    const json = nodeosError('eosio_assert_message assertion failure', [
      { message: 'assertion failure with message: overdrawn balance', file: 'x.cpp', line_number: 1, method: 'm' },
    ]);
    expect(nodeosErrorMessage(json)).toBe('assertion failure with message: overdrawn balance');
  });
  it('falls back to what, then message', () => {
    expect(nodeosErrorMessage(nodeosError('Unknown Endpoint', []))).toBe('Unknown Endpoint');
    expect(nodeosErrorMessage({ code: 404, message: 'Not Found', error: { details: [{}] } })).toBe('Not Found');
    expect(nodeosErrorMessage({ error: {} })).toBe('RPC error');
  });
  it('is null for anything that is not the nodeos error shape', () => {
    expect(nodeosErrorMessage({ rows: [] })).toBeNull();
    expect(nodeosErrorMessage({ error: 'text' })).toBeNull();
    expect(nodeosErrorMessage('html')).toBeNull();
  });
});

describe('processedExceptMessage', () => {
  it('reads the except message, then the first stack format, then its name', () => {
    expect(processedExceptMessage({ processed: { except: { message: 'deadline exceeded' } } })).toBe('deadline exceeded');
    expect(
      processedExceptMessage({ processed: { except: { name: 'tx_cpu_usage_exceeded', stack: [{ data: {} }, { format: 'billed CPU time exceeded' }] } } }),
    ).toBe('billed CPU time exceeded');
    expect(processedExceptMessage({ processed: { except: { name: 'tx_cpu_usage_exceeded' } } })).toBe('tx_cpu_usage_exceeded');
    expect(processedExceptMessage({ processed: { except: 'boom' } })).toBe('transaction failed');
  });
  it('is null for a clean transaction', () => {
    expect(processedExceptMessage({ transaction_id: 'ab', processed: { except: null } })).toBeNull();
    expect(processedExceptMessage({ processed: {} })).toBeNull();
    expect(processedExceptMessage({})).toBeNull();
  });
});

describe('isExpiredTransaction', () => {
  it('finds the phrase in the message, in what, or in the details', () => {
    expect(isExpiredTransaction({}, 'Expired Transaction')).toBe(true);
    expect(isExpiredTransaction(nodeosError('Expired Transaction', []), 'x')).toBe(true);
    expect(isExpiredTransaction(nodeosError('x', [{ message: 'expired transaction 1a2b, expiration 2026-01-01T00:00:00' }]), 'y')).toBe(true);
    expect(isExpiredTransaction(nodeosError('overdrawn balance', []), 'overdrawn balance')).toBe(false);
  });
});

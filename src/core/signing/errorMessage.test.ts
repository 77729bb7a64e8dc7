import { describe, expect, it } from 'vitest';
import { cleanErrorMessage, UNKNOWN_TRANSACTION_ERROR } from './errorMessage';

const nodeosBody = (message: string) => ({
  code: 500,
  message: 'Internal Service Error',
  error: {
    code: 3050003,
    name: 'eosio_assert_message_exception',
    what: 'eosio_assert_message assertion failure',
    details: [
      { message, file: 'cf_system.cpp', line_number: 14, method: 'eosio_assert' },
      { message: 'pending console output: ', file: 'apply_context.cpp', line_number: 124, method: 'exec_one' },
    ],
  },
});

describe('cleanErrorMessage (SPEC §4 Transaction sending, §8 Failed transaction)', () => {
  it('strips leading "Error:" and "TypeError:" prefixes, however often they were added', () => {
    expect(cleanErrorMessage(new Error('Error: assertion failure with message: received amount is less than minimum'))).toBe(
      'assertion failure with message: received amount is less than minimum',
    );
    expect(cleanErrorMessage(new Error('Error: Error: TypeError: Failed to fetch'))).toBe('Failed to fetch');
    expect(cleanErrorMessage('TypeError: Load failed')).toBe('Load failed');
  });

  it('keeps a message that merely starts with the word', () => {
    expect(cleanErrorMessage(new Error('Errors in memo'))).toBe('Errors in memo');
  });

  it("prefers nodeos's first detail over the summary, from an APIError's response or a raw body", () => {
    const apiError = Object.assign(new Error('eosio_assert_message assertion failure at /v1/chain/send_transaction'), {
      response: { status: 500, json: nodeosBody('assertion failure with message: overdrawn balance') },
    });
    expect(cleanErrorMessage(apiError)).toBe('assertion failure with message: overdrawn balance');
    expect(cleanErrorMessage(nodeosBody('assertion failure with message: overdrawn balance'))).toBe('assertion failure with message: overdrawn balance');
  });

  it('drops the RPC path an APIError appends', () => {
    expect(cleanErrorMessage(new Error('Account not found at /v1/chain/get_account'))).toBe('Account not found');
    expect(cleanErrorMessage(new Error('HTTP 502 at /v1/chain/send_transaction'))).toBe('HTTP 502');
  });

  it('falls back to a sentence when nothing readable is left', () => {
    expect(cleanErrorMessage(new Error('Error: [object Object]'))).toBe(UNKNOWN_TRANSACTION_ERROR);
    expect(cleanErrorMessage(undefined)).toBe(UNKNOWN_TRANSACTION_ERROR);
    expect(cleanErrorMessage({})).toBe(UNKNOWN_TRANSACTION_ERROR);
    expect(cleanErrorMessage(new Error('  '))).toBe(UNKNOWN_TRANSACTION_ERROR);
  });

  it("reads a nodeos error's `what` when it has no details", () => {
    expect(cleanErrorMessage({ error: { what: 'Expired Transaction' } })).toBe('Expired Transaction');
  });
});

/** Assertions on chain failures. */
import { expect } from 'vitest';
import { ChainError } from '../core/errors';

/** Awaits a push that must fail with `assertion failure with message: <message>`. */
export async function expectAssert(push: Promise<unknown>, message: string): Promise<void> {
  await expectChainError(push, 'eosio_assert_message_exception', `assertion failure with message: ${message}`);
}

/** Awaits a push that must fail with the named nodeos exception and a message matching `message`. */
export async function expectChainError(push: Promise<unknown>, name: string, message: string | RegExp): Promise<void> {
  let error: unknown;
  try {
    await push;
  } catch (e) {
    error = e;
  }
  expect(error, 'the push should have failed').toBeInstanceOf(ChainError);
  const chainError = error as ChainError;
  expect(chainError.exceptionName).toBe(name);
  if (typeof message === 'string') expect(chainError.details[0]!.message).toBe(message);
  else expect(chainError.details[0]!.message).toMatch(message);
}

import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, setStorageBackend, writeStored } from '../app';
import { readLastSwapPair, writeLastSwapPair } from './lastPair';

const WAX = { ticker: 'WAX', contract: 'eosio.token' };
const TLM = { ticker: 'TLM', contract: 'alien.worlds' };

beforeEach(() => setStorageBackend(createMemoryStorage()));

describe('last swap pair', () => {
  it('round-trips through storage in TICKER_contract form; junk reads as none', () => {
    writeLastSwapPair({ input: WAX, output: TLM });
    expect(readLastSwapPair()).toEqual({ input: WAX, output: TLM });
    writeStored('lastSwapPair', { input: 'wax', output: 3 });
    expect(readLastSwapPair()).toBeNull();
  });
});

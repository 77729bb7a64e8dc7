import { describe, expect, it } from 'vitest';
import type { ExecutedTransaction } from '../../chain';
import { ALL_CHANGES, createChangeLog, mergeChanges, NO_CHANGES, transactionChanges } from './venueChanges';

type Act = { account: string; receiver?: string; name: string; data?: unknown };

function tx(actions: Act[]): ExecutedTransaction {
  return {
    id: 'ab'.repeat(32),
    blockNum: 1,
    blockTime: 0,
    fiat: true,
    actionTraces: [],
    actions: actions.map((a, i) => ({
      actionOrdinal: i + 1,
      creatorActionOrdinal: 0,
      globalSequence: i,
      receiver: a.receiver ?? a.account,
      account: a.account,
      name: a.name,
      authorization: [],
      data: a.data ?? {},
      console: '',
    })),
  };
}

const books = (...ids: number[]) => new Set(ids);

describe('transactionChanges', () => {
  it('marks the venue tables of the contracts that ran, notifications included', () => {
    expect(
      transactionChanges(
        tx([
          { account: 'eosio.token', name: 'transfer' },
          { account: 'eosio.token', receiver: 'alice', name: 'transfer' },
        ]),
      ),
    ).toEqual(NO_CHANGES);
    expect(transactionChanges(tx([{ account: 'eosio.token', receiver: 'swap.taco', name: 'transfer' }]))).toEqual({ ...NO_CHANGES, v2: true });
    expect(transactionChanges(tx([{ account: 'dapp.fusion', name: 'logswap' }]))).toEqual({ ...NO_CHANGES, v2: true });
    expect(
      transactionChanges(
        tx([
          { account: 'alien.worlds', receiver: 'swap.alcor', name: 'transfer' },
          { account: 'swap.alcor', name: 'logswap' },
        ]),
      ),
    ).toEqual({ ...NO_CHANGES, v3: true });
  });

  it("names the books from the order-book contract's own logorder actions", () => {
    const changes = transactionChanges(
      tx([
        { account: 'eosio.token', receiver: 'alcordexmain', name: 'transfer' },
        { account: 'alcordexmain', name: 'logorder', data: { market_id: 3n } },
        // The same log seen by a notified account, and a match log: no other book.
        { account: 'alcordexmain', receiver: 'marketmaker1', name: 'logorder', data: { market_id: 9n } },
        { account: 'alcordexmain', name: 'buymatch', data: {} },
        { account: 'alcordexmain', name: 'logorder', data: { market_id: 12n } },
      ]),
    );
    expect(changes).toEqual({ ...NO_CHANGES, markets: true, books: books(3, 12) });
    expect(transactionChanges(tx([{ account: 'alcordexmain', name: 'setfrozen' }]))).toEqual({ ...NO_CHANGES, markets: true });
  });

  it('marks every book when the order-book contract runs an action it does not know', () => {
    expect(
      transactionChanges(
        tx([
          { account: 'alcordexmain', name: 'loadbook' },
          { account: 'alcordexmain', name: 'logorder', data: { market_id: 1n } },
        ]),
      ),
    ).toEqual({ ...NO_CHANGES, markets: true, books: 'all' });
  });
});

describe('the change log', () => {
  it('merges what the transactions after a version touched', () => {
    const log = createChangeLog(0);
    log.record(1, { ...NO_CHANGES, v2: true });
    log.record(2, NO_CHANGES);
    log.record(3, { ...NO_CHANGES, markets: true, books: books(4) });
    log.record(4, { ...NO_CHANGES, markets: true, books: books(5) });
    expect(log.since(0)).toEqual({ v2: true, v3: false, markets: true, books: books(4, 5) });
    expect(log.since(1)).toEqual({ ...NO_CHANGES, markets: true, books: books(4, 5) });
    expect(log.since(3)).toEqual({ ...NO_CHANGES, markets: true, books: books(5) });
    expect(log.since(4)).toEqual(NO_CHANGES);
    expect(mergeChanges(ALL_CHANGES, { ...NO_CHANGES, books: books(1) })).toEqual(ALL_CHANGES);
  });

  it('forgets the oldest half past its capacity: a version before that is unknown', () => {
    const log = createChangeLog(0, 4);
    for (let version = 1; version <= 5; version += 1) log.record(version, { ...NO_CHANGES, books: books(version) });
    expect(log.since(2)).toBeNull();
    expect(log.since(3)).toEqual({ ...NO_CHANGES, books: books(4, 5) });
  });
});

/**
 * The WorldReader over the devnet chain's tables. Venue lists are read once per chain version (a
 * counter bumped by every executed transaction) and shared until the next one; ticks are read on
 * demand, also cached per version; books are held in memory and kept current from the order-book
 * contract's deltas (bookMirror.ts). Each transaction's touched venue tables are logged
 * (venueChanges.ts) so views can re-read only those.
 */
import type { Chain } from '../../chain/index';
import { accountsTable, statTable } from '../../contracts/token/tables';
import { symbolCodeToU64 } from '../../chain/core/asset';
import { readAccount } from './accountInfo';
import { readMarkets, readOrders, readV3Pools, readV3Ticks } from './bookTables';
import { accountRows, MAPPED_TABLES, SCOPED_TABLES, scopedRows } from './mirroredRows';
import type { WorldReader } from './types';
import { readV2Pools } from './v2Tables';
import { ALL_CHANGES, createChangeLog, transactionChanges } from './venueChanges';
import { createBookMirror } from './bookMirror';

/** The oracle pair of USD per WAX and its scale (NOTES: median / 10^4). */
const USD_PAIR = 'waxpusd';
const USD_SCALE = 1e4;

/** A WorldReader that also stops following the chain. */
export interface ChainWorld extends WorldReader {
  close(): void;
}

/** Reads from `chain`; call close() to stop counting its transactions. */
export function createChainWorld(chain: Chain): ChainWorld {
  let version = 0;
  const changes = createChangeLog(version);
  const books = createBookMirror((marketId, side) => readOrders(chain, marketId, side));
  const unsubscribe = chain.onTransaction((tx) => {
    version += 1;
    try {
      const touched = transactionChanges(tx);
      if (touched.books === 'all') books.clear();
      else books.apply(tx);
      changes.record(version, touched);
    } catch {
      // A transaction these views cannot read (a malformed log): everything is read again.
      books.clear();
      changes.record(version, ALL_CHANGES);
    }
  });
  let cache = new Map<string, unknown>();
  let cachedAt = -1;
  // Every read below is memoised until the next transaction.
  const memo = <T>(key: string, read: () => T): T => {
    if (cachedAt !== version) {
      cache = new Map();
      cachedAt = version;
    }
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key) as T;
  };
  const safe = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch {
      // A contract without that table (or no contract at all) reads as empty.
      return fallback;
    }
  };
  const world: ChainWorld = {
    version: () => version,
    venueChanges: (since) => changes.since(since),
    head: () => {
      const head = chain.headBlock();
      return { blockNum: head.num, blockTime: head.time, blockId: head.id };
    },
    v2Pools: () => memo('v2', () => readV2Pools(chain)),
    v3Pools: () => memo('v3', () => readV3Pools(chain)),
    v3Ticks: (poolId) => memo(`ticks:${poolId}`, () => readV3Ticks(chain, poolId)),
    markets: () => memo('markets', () => readMarkets(chain)),
    orders: (marketId, side) => books.orders(marketId, side),
    tokenStat: (contract, code) =>
      safe(() => {
        // stat is scoped by the symbol code as a uint64.
        const row = chain.table(contract, statTable, symbolCodeToU64(code)).find(symbolCodeToU64(code));
        return row ? { supply: row.supply.amount, maxSupply: row.max_supply.amount, issuer: row.issuer } : null;
      }, null),
    tokenBalance: (contract, owner, code) => safe(() => chain.table(contract, accountsTable, owner).find(symbolCodeToU64(code))?.balance.amount ?? null, null),
    waxUsd: () =>
      memo('usd', () => {
        const [latest] = safe(
          () =>
            chain.getTableRows({
              code: 'delphioracle',
              table: 'datapoints',
              scope: USD_PAIR,
              index_position: 3,
              key_type: 'i64',
              reverse: true,
              limit: 1,
              json: true,
            }).rows,
          [],
        ) as { median?: number | string }[];
        return latest?.median === undefined ? 0 : Number(latest.median) / USD_SCALE;
      }),
    scopedTables: () => SCOPED_TABLES,
    mappedTables: () => MAPPED_TABLES,
    scopedRows: (code, scope) => scopedRows(chain, code, scope),
    accountRows: (account, code, table) =>
      accountRows(chain, { pools: () => world.v3Pools().map((p) => p.id), markets: () => world.markets().map((m) => m.id) }, account, code, table),
    account: async (name) => readAccount(chain, name),
    close: unsubscribe,
  };
  return world;
}

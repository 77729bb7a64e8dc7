/** Tokens and pairs by small integer keys: rows refer to them by key, lookups hit an in-memory mirror. */
import type Database from 'better-sqlite3';
import { SOURCE_TYPES, type Exchange, type SourceType } from '../../../src/core/urlParams/exchanges';
import { tokenId, type PairInfo, type TokenRef } from './types';

/** A registered pair with its key. */
export interface StoredPair extends PairInfo {
  readonly pairKey: number;
}

interface PairRow {
  pair_key: number;
  src: string;
  src_type: string;
  pair_id: string;
  token0: number;
  token1: number;
  fee: number;
}

/** The token and pair registry of one database. */
export class Registry {
  private readonly tokenKeys = new Map<string, number>();
  private readonly tokensByKey = new Map<number, TokenRef>();
  private readonly pairsByKey = new Map<number, StoredPair>();
  private readonly pairKeys = new Map<string, number>();
  private readonly insertToken: Database.Statement<[string, string, number]>;
  private readonly insertPair: Database.Statement<[string, string, string, number, number, number]>;

  constructor(db: Database.Database) {
    this.insertToken = db.prepare('INSERT INTO tokens (contract, code, precision) VALUES (?, ?, ?)');
    this.insertPair = db.prepare('INSERT INTO pairs (src, src_type, pair_id, token0, token1, fee) VALUES (?, ?, ?, ?, ?, ?)');
    for (const row of db.prepare('SELECT token_key, contract, code, precision FROM tokens').all() as (TokenRef & { token_key: number })[]) {
      this.remember({ contract: row.contract, code: row.code, precision: row.precision }, row.token_key);
    }
    for (const row of db.prepare('SELECT * FROM pairs').all() as PairRow[]) this.rememberPair(row);
  }

  private remember(token: TokenRef, key: number): void {
    this.tokenKeys.set(tokenId(token), key);
    this.tokensByKey.set(key, token);
  }

  private rememberPair(row: PairRow): StoredPair {
    if (!(SOURCE_TYPES as readonly string[]).includes(row.src_type)) throw new Error(`pairs row ${row.pair_key} has src_type ${row.src_type}`);
    const pair: StoredPair = {
      pairKey: row.pair_key,
      src: row.src as Exchange,
      srcType: row.src_type as SourceType,
      pairId: row.pair_id,
      token0: this.token(row.token0),
      token1: this.token(row.token1),
      fee: row.fee,
    };
    this.pairsByKey.set(row.pair_key, pair);
    this.pairKeys.set(`${row.src}:${row.pair_id}`, row.pair_key);
    return pair;
  }

  /** The key of a token, registering it on first sight. */
  tokenKey(token: TokenRef): number {
    const known = this.tokenKeys.get(tokenId(token));
    if (known !== undefined) return known;
    const key = Number(this.insertToken.run(token.contract, token.code, token.precision).lastInsertRowid);
    this.remember(token, key);
    return key;
  }

  /** The key of a token already seen, or undefined. */
  findTokenKey(contract: string, code: string): number | undefined {
    return this.tokenKeys.get(tokenId({ contract, code }));
  }

  token(key: number): TokenRef {
    const token = this.tokensByKey.get(key);
    if (token === undefined) throw new Error(`unknown token key ${key}`);
    return token;
  }

  /** Every token seen so far. */
  tokens(): TokenRef[] {
    return [...this.tokensByKey.values()];
  }

  /** Registers a pair; a pair already known keeps its first registration (a pool's tokens never change). */
  registerPair(pair: PairInfo): StoredPair {
    const known = this.findPair(pair.src, pair.pairId);
    if (known) return known;
    const token0 = this.tokenKey(pair.token0);
    const token1 = this.tokenKey(pair.token1);
    const key = Number(this.insertPair.run(pair.src, pair.srcType, pair.pairId, token0, token1, pair.fee).lastInsertRowid);
    return this.rememberPair({ pair_key: key, src: pair.src, src_type: pair.srcType, pair_id: pair.pairId, token0, token1, fee: pair.fee });
  }

  findPair(src: string, pairId: string): StoredPair | undefined {
    const key = this.pairKeys.get(`${src}:${pairId}`);
    return key === undefined ? undefined : this.pairsByKey.get(key);
  }

  pair(key: number): StoredPair {
    const pair = this.pairsByKey.get(key);
    if (pair === undefined) throw new Error(`unknown pair key ${key}`);
    return pair;
  }

  /** Every pair registered. */
  pairs(): StoredPair[] {
    return [...this.pairsByKey.values()];
  }
}

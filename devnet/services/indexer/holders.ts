/**
 * Token holders: each account's balance per token as the chain's token tables hold it after every
 * transaction that moved the token, the holder count kept alongside (a count of positive balances),
 * so top holders is one index range and the count one row.
 */
import type Database from 'better-sqlite3';

/** Most top holders one query returns: SPEC §9's 1000 is mainnet's; the devnet's light API serves whole lists. */
export const MAX_TOP_HOLDERS = 1_000_000;

/** Holder reads and writes over one database. */
export class HolderStore {
  private readonly current: Database.Statement<[number, string], { amount: bigint }>;
  private readonly upsert: Database.Statement<[number, string, bigint]>;
  private readonly bump: Database.Statement<[number, number]>;
  private readonly topRows: Database.Statement<[number, number], { owner: string; amount: bigint }>;
  private readonly countRow: Database.Statement<[number], { count: number }>;
  private readonly ownerRows: Database.Statement<[string], { token_key: number; amount: bigint }>;

  /** `beforeRead` runs before every read: the indexer writes the balances it queued there. */
  constructor(
    db: Database.Database,
    private readonly beforeRead: () => void = () => undefined,
  ) {
    this.current = db.prepare<[number, string], { amount: bigint }>('SELECT amount FROM holders WHERE token_key = ? AND owner = ?').safeIntegers(true);
    this.upsert = db.prepare(
      'INSERT INTO holders (token_key, owner, amount) VALUES (?, ?, ?) ON CONFLICT (token_key, owner) DO UPDATE SET amount = excluded.amount',
    );
    this.bump = db.prepare('INSERT INTO holder_counts (token_key, count) VALUES (?, ?) ON CONFLICT (token_key) DO UPDATE SET count = count + excluded.count');
    this.topRows = db
      .prepare<[number, number], { owner: string; amount: bigint }>(
        'SELECT owner, amount FROM holders WHERE token_key = ? AND amount > 0 ORDER BY amount DESC, owner LIMIT ?',
      )
      .safeIntegers(true);
    this.countRow = db.prepare('SELECT count FROM holder_counts WHERE token_key = ?');
    this.ownerRows = db.prepare<[string], { token_key: number; amount: bigint }>('SELECT token_key, amount FROM holders WHERE owner = ?').safeIntegers(true);
  }

  /** Records an account's whole balance (call inside the caller's transaction). */
  setBalance(tokenKey: number, owner: string, amount: bigint): void {
    const before = this.current.get(tokenKey, owner)?.amount ?? 0n;
    if (before === amount && before !== 0n) return;
    this.upsert.run(tokenKey, owner, amount);
    const delta = (amount > 0n ? 1 : 0) - (before > 0n ? 1 : 0);
    if (delta !== 0) this.bump.run(tokenKey, delta);
  }

  /** The `limit` largest positive balances, largest first (ties by account name). */
  top(tokenKey: number, limit: number): { owner: string; amount: bigint }[] {
    this.beforeRead();
    return this.topRows.all(tokenKey, Math.min(limit, MAX_TOP_HOLDERS));
  }

  /** Accounts holding a positive balance. */
  count(tokenKey: number): number {
    this.beforeRead();
    return this.countRow.get(tokenKey)?.count ?? 0;
  }

  /** Every balance row of an account (zero ones included, as the token tables keep them). */
  balancesOf(owner: string): { tokenKey: number; amount: bigint }[] {
    this.beforeRead();
    return this.ownerRows.all(owner).map((row) => ({ tokenKey: Number(row.token_key), amount: row.amount }));
  }
}

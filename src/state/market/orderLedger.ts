/**
 * What each order placed from this browser gave when it was placed, so the open orders can say how
 * much has filled (SPEC §2 orders tab: "filled"): the book's rows carry only what is left. A placement
 * is remembered when it is sent, and given to the first order of the account on that side at that
 * unit_price that was not listed when it was sent; entries of orders no longer open are dropped. Kept in the browser's storage.
 */
import type { BookSide } from '../../core/actions/orderbook';
import type { OpenOrder } from '../../core/trading';

/** A sent order not yet seen in the book. */
export type Placement = {
  readonly account: string;
  readonly marketId: number;
  readonly side: BookSide;
  readonly unitPrice: bigint;
  /** Units the order gave. */
  readonly give: bigint;
  readonly at: number;
  /** Keys of the account's orders listed when it was sent: its own row is none of them. */
  readonly known: ReadonlySet<string>;
};

/** Placements wait this long for their order (a market order never rests: it is forgotten). */
export const PLACEMENT_WAIT_MS = 60_000;
/** At most this many orders are remembered (the oldest go first). */
export const LEDGER_SIZE = 500;

export type OrderLedgerDeps = {
  readonly load: () => Record<string, string>;
  readonly save: (entries: Record<string, string>) => void;
  readonly now: () => number;
};

const entryKey = (account: string, marketId: number, orderKey: string) => `${account}@${marketId}/${orderKey}`;

export function createOrderLedger(deps: OrderLedgerDeps) {
  const entries = new Map<string, string>(Object.entries(deps.load()).filter(([, value]) => /^\d{1,20}$/.test(value)));
  let pending: Placement[] = [];

  const persist = () => {
    while (entries.size > LEDGER_SIZE) entries.delete(entries.keys().next().value as string);
    deps.save(Object.fromEntries(entries));
  };

  return {
    /** A limit order was sent: remember what it gave until its row shows up. */
    placed(placement: Placement): void {
      pending.push(placement);
    },
    /**
     * The account's current orders in a market: new rows take the waiting placements (oldest first,
     * matching side and unit_price), and entries of orders gone from the market are dropped.
     */
    reconcile(account: string, marketId: number, orders: readonly OpenOrder[]): void {
      const now = deps.now();
      pending = pending.filter((placement) => now - placement.at <= PLACEMENT_WAIT_MS);
      let changed = false;
      const prefix = `${account}@${marketId}/`;
      const open = new Set(orders.map((order) => entryKey(account, marketId, order.key)));
      for (const key of [...entries.keys()]) {
        if (key.startsWith(prefix) && !open.has(key)) changed = entries.delete(key) || changed;
      }
      // Oldest order first, so two placements at one price go to their rows in the order they were sent.
      const fresh = [...orders].filter((order) => !entries.has(entryKey(account, marketId, order.key))).sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const order of fresh) {
        const index = pending.findIndex(
          (p) => p.account === account && p.marketId === marketId && p.side === order.side && p.unitPrice === order.unitPrice && !p.known.has(order.key),
        );
        if (index < 0) continue;
        const [placement] = pending.splice(index, 1);
        entries.set(entryKey(account, marketId, order.key), placement!.give.toString());
        changed = true;
      }
      if (changed) persist();
    },
    /** What the order gave when placed, or null when it was not placed from here. */
    initialBid(account: string, marketId: number, orderKey: string): bigint | null {
      const value = entries.get(entryKey(account, marketId, orderKey));
      return value === undefined ? null : BigInt(value);
    },
  };
}

export type OrderLedger = ReturnType<typeof createOrderLedger>;

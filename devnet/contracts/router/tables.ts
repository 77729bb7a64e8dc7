/** `swap.we`'s one table: the swaps in flight, each erased before its transaction ends. */
import { defineTable, type ExtendedAssetValue, type SymbolValue } from '../../chain';

/** A token as the router keeps it: CDT's extended_symbol. */
export interface TokenSym {
  readonly sym: SymbolValue;
  readonly contract: string;
}

/** One hop resolved when the swap starts: where the input goes, with which memo, and what comes back. */
export interface HopPlan {
  /** The hop code of the route memo, e.g. `5@a2`. */
  readonly code: string;
  /** The venue's contract account. */
  readonly venue: string;
  /** The venue's own transfer memo: a swap paying the router, with no minimum of its own. */
  readonly memo: string;
  readonly token_in: TokenSym;
  readonly token_out: TokenSym;
}

/** `swaps` row (scope `swap.we`): one user transfer being routed. */
export interface SwapRow {
  readonly id: bigint;
  readonly owner: string;
  /** What the user sent. */
  readonly token_in: ExtendedAssetValue;
  readonly hops: readonly HopPlan[];
  /** Index of the hop the next `hop` action sends; the hop before it is the one being paid out. */
  readonly next_hop: number;
  /** What the router holds for this swap: the next hop's input, finally the output. */
  readonly holding: ExtendedAssetValue;
  readonly minimum: ExtendedAssetValue;
  /** Hop inputs a venue handed back (an order book's unfillable dust), returned to the owner at the end. */
  readonly leftovers: readonly ExtendedAssetValue[];
}

/** Swaps in flight by id. */
export const swapsTable = defineTable<SwapRow>({ name: 'swaps', type: 'swap', primaryKey: (row) => row.id });

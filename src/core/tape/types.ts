/** The trade tape's entry (SPEC §3 "Trade tape entry"). */
import type { Amount } from '../amount';

/** The taker's direction: a buy lifts an ask, a sell hits a bid. */
export type TradeSide = 'buy' | 'sell';

/** One trade on the tape. */
export type TapeEntry = {
  readonly side: TradeSide;
  /** Transaction id, 64 lower-case hex digits. */
  readonly trxId: string;
  /** Exact unit_price: base per 1 quote × 10^8. */
  readonly unitPrice: bigint;
  /** unitPrice / 10^8, for display. */
  readonly price: number;
  /** How much of the quote token changed hands (the tape's "amount"). */
  readonly amount: Amount;
  /** How much of the base token changed hands. */
  readonly total: Amount;
  /** When the trade happened, unix milliseconds. */
  readonly timestamp: number;
};

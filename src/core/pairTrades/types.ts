/** A trade of the swap service's history (SPEC §3 Trade) as the analytics pages read it: exact amounts, display values. */
import type { Amount } from '../amount';
import type { TokenId } from '../domain';

/** One side of a trade: the token and the exact amount. */
export interface TradeLeg {
  readonly token: TokenId;
  readonly amount: Amount;
}

export interface TradeRecord {
  /** The global sequence: unique, newest highest (history before the chain's genesis is negative). */
  readonly seq: number;
  /** Epoch ms. */
  readonly time: number;
  readonly src: string;
  readonly srcType: string;
  readonly pairId: string;
  /** The account that traded (the taker on a market). */
  readonly maker: string;
  /** What the trader gave and got. */
  readonly tokenIn: TradeLeg;
  readonly tokenOut: TradeLeg;
  /** Value at the time of the trade in WAX and USD; NaN when unknown. */
  readonly waxValue: number;
  readonly usdValue: number;
  readonly trxId: string;
}

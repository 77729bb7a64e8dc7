/** What the indexer records, as plain values: the normalized facts decoders produce from contract logs. */
import type { Exchange, SourceType } from '../../../src/core/urlParams/exchanges';

/** A token: its contract, symbol code and precision. */
export interface TokenRef {
  readonly contract: string;
  readonly code: string;
  readonly precision: number;
}

/** A place two tokens trade (SPEC §3 Pair): a v2 pool, a v3 pool or an order-book market. */
export interface PairInfo {
  readonly src: Exchange;
  readonly srcType: SourceType;
  /** The pair, pool or market id on its exchange. */
  readonly pairId: string;
  /** For markets token0 is the base (prices are counted in it) and token1 the quote. */
  readonly token0: TokenRef;
  readonly token1: TokenRef;
  /** Basis points of 10000 for pools and markets; pips (× 100) for v3 pools, as their tables hold it. */
  readonly fee: number;
}

/** The market-only facts of an order-book fill. */
export interface MarketFill {
  /** The taker's side: a buy gives base for quote. */
  readonly side: 'buy' | 'sell';
  readonly asker: string;
  readonly bidder: string;
  /** Base per 1 quote × 10^8 (NOTES "Alcor order book"). */
  readonly unitPrice: bigint;
}

/** One executed trade. */
export interface TradeInput {
  /** The log action's global sequence: unique and, with time, increasing. */
  readonly globalSequence: number;
  /** Block time, epoch ms. */
  readonly time: number;
  readonly blockNum: number;
  /** 64 hex digits. */
  readonly trxId: string;
  readonly src: Exchange;
  readonly pairId: string;
  /** The account that traded (the taker on a market). */
  readonly maker: string;
  /** True when the trade sold token0 for token1. */
  readonly zeroForOne: boolean;
  /** Units of the input and output token. */
  readonly amountIn: bigint;
  readonly amountOut: bigint;
  /** The venue's price after the trade, token0 per token1 in whole tokens (null when unknown). */
  readonly poolPrice: number | null;
  /** Price of each side in WAX at the time (null when unknown); the indexer's price source fills absent ones. */
  readonly tokenInWaxPrice?: number | null;
  readonly tokenOutWaxPrice?: number | null;
  readonly market?: MarketFill;
}

/** A new pool or market (SPEC §3 Listing event). */
export interface ListingInput {
  readonly globalSequence: number;
  readonly time: number;
  readonly trxId: string;
  readonly pair: PairInfo;
  readonly creator: string;
}

/** A partial or full fill of a limit order (SPEC §3 Limit trade record). Amounts in units. */
export interface LimitFillInput {
  readonly globalSequence: number;
  readonly time: number;
  readonly trxId: string;
  readonly owner: string;
  readonly orderId: string;
  readonly bidToken: TokenRef;
  readonly askToken: TokenRef;
  readonly prevBid: bigint;
  readonly newBid: bigint;
  readonly prevAsk: bigint;
  readonly newAsk: bigint;
  /** As logged: an asset text or a number of basis points. */
  readonly feeTaker: string;
  readonly feeMaker: string;
}

/** A limit order leaving the book, filled or cancelled (SPEC §3 Order history record). Amounts in units. */
export interface LimitCloseInput {
  readonly globalSequence: number;
  readonly time: number;
  readonly trxId: string;
  readonly owner: string;
  readonly orderId: string;
  readonly bidToken: TokenRef;
  readonly askToken: TokenRef;
  readonly initialBid: bigint;
  readonly initialAsk: bigint;
  readonly bid: bigint;
  readonly ask: bigint;
}

/** A balance to record: the holder's whole balance after a transaction. */
export interface BalanceInput {
  readonly token: TokenRef;
  readonly owner: string;
  readonly amount: bigint;
}

/** `TICKER_contract`, the form routes and trade rows use (SPEC §3 identifier form). */
export function tokenId(token: { readonly contract: string; readonly code: string }): string {
  return `${token.code}_${token.contract}`;
}

/** WAX on eosio.token: its price is 1 (SPEC §9). */
export const WAX_TOKEN: TokenRef = { contract: 'eosio.token', code: 'WAX', precision: 8 };

/** True for WAX itself. */
export function isWax(token: { readonly contract: string; readonly code: string }): boolean {
  return token.contract === WAX_TOKEN.contract && token.code === WAX_TOKEN.code;
}

/**
 * Rows of the limit-order contract as the app reads them (SPEC §7 "limit-order contract: config,
 * tokens, balances, orders"): the fees, the registered tokens by id, and which orders are on a pair.
 */
import { readExtendedSymbol } from '../actions/limit';
import { parseSafeCount } from '../orderbook/uint';
import { sameToken, type TokenId, type TokenPair } from '../domain';
import { tryParseAsset, type Amount } from '../amount';
import { limitOpenOrder, type OrderToken, type WalletOpenOrder } from '../walletOrders';

/** The contract's fees in basis points of 10000: taker (`fee`) and maker. */
export interface LimitFees {
  readonly takerBps: number;
  readonly makerBps: number;
}

/** The `config` row's fees; throws naming the field when malformed. */
export function readLimitFees(raw: unknown): LimitFees {
  const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const bps = (field: string) => {
    const value = parseSafeCount(row[field]);
    if (value === null || value >= 10_000) throw new Error(`config.${field} must be basis points below 10000`);
    return value;
  };
  return { takerBps: bps('fee'), makerBps: bps('maker_fee') };
}

/** The `tokens` rows by id; a malformed row is skipped and named through `warn`. */
export function readLimitTokens(rows: readonly unknown[], warn: (message: string) => void): ReadonlyMap<number, OrderToken> {
  const byId = new Map<number, OrderToken>();
  for (const raw of rows) {
    const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const id = parseSafeCount(row.id);
    const token = readExtendedSymbol(row.token);
    if (id === null || token === null) warn(`Skipped a malformed limit token row: ${JSON.stringify(raw)}`);
    else byId.set(id, token);
  }
  return byId;
}

/** Whether `token` is registered on the contract. */
export function isLimitToken(tokens: ReadonlyMap<number, OrderToken>, token: TokenId): boolean {
  for (const registered of tokens.values()) if (sameToken(registered, token)) return true;
  return false;
}

/** Whether an order trades the pair's two tokens, in either direction. */
export function isOnPair(order: Pick<WalletOpenOrder, 'bid' | 'ask'>, pair: TokenPair<TokenId>): boolean {
  const { bid, ask } = order;
  return (sameToken(bid, pair.input) && sameToken(ask, pair.output)) || (sameToken(bid, pair.output) && sameToken(ask, pair.input));
}

/** An open limit order with what it bid when opened, so the screen can say how much is filled. */
export interface LimitOpenOrder extends WalletOpenOrder {
  readonly initialBid: Amount;
}

/** An `orders` row (src/core/walletOrders reads it) with its opening bid; null when malformed. */
export function readLimitOrder(raw: unknown, tokens: ReadonlyMap<number, OrderToken>): LimitOpenOrder | null {
  const order = limitOpenOrder(raw, tokens);
  const initial = order === null ? null : tryParseAsset(String((raw as Record<string, unknown>).initial_bid));
  return order && initial?.ok ? { ...order, initialBid: initial.asset.amount } : null;
}

/** The share of the order filled so far, in whole percent rounded down (display). */
export function filledPercent(order: LimitOpenOrder): number {
  const { initialBid } = order;
  return initialBid.units <= 0n ? 0 : Number(((initialBid.units - order.bid.amount.units) * 100n) / initialBid.units);
}

/**
 * The wallet's open orders in one table (SPEC §3 Wallet open order, §2 Wallet "Open orders are shown
 * in a table"): resting orders on every order-book market (`alcordexmain` buyorder/sellorder) and
 * every limit order (`calcormining` orders), with what each gives and asks, exactly.
 */
import { pow10, tryParseAsset, type Amount } from '../amount';
import { parseOrderRow, PRICE_SCALE } from '../orderbook';
import { parseSafeCount, parseUint64 } from '../orderbook/uint';
import { isAccountName } from '../domain';
import { fractionToNumber } from '../v3';

/** A token with its precision. */
export interface OrderToken {
  readonly ticker: string;
  readonly contract: string;
  readonly precision: number;
}

/** An exact quantity of a token. */
export interface OrderLeg extends OrderToken {
  readonly amount: Amount;
}

export type OpenOrderKind = 'book' | 'limit';

export interface WalletOpenOrder {
  /** Unique in the wallet: `book:{market}:{side}:{id}` or `limit:{id}`. */
  readonly key: string;
  readonly kind: OpenOrderKind;
  readonly orderId: bigint;
  /** The order-book market's id; null for a limit order. */
  readonly marketId: number | null;
  /** "TLM/WAX": the token traded, priced in the other. */
  readonly market: string;
  readonly side: 'buy' | 'sell';
  readonly account: string;
  /** What the order still gives. */
  readonly bid: OrderLeg;
  /** What it asks for in return. */
  readonly ask: OrderLeg;
  /** Unix seconds. */
  readonly time: number;
  /** Price of the traded token in the pricing one (display). */
  readonly price: number;
}

/** An order-book market: base (prices are counted in it, WAX) and quote (what is bought and sold). */
export interface OrderMarket {
  readonly id: number;
  readonly base: OrderToken;
  readonly quote: OrderToken;
}

function leg(token: OrderToken, amount: Amount): OrderLeg {
  return { ...token, amount };
}

/**
 * A `buyorder` / `sellorder` row (with its scope, the market id) of a known market; null when the
 * row is malformed, its market unknown, or its assets are not the market's tokens.
 */
export function bookOpenOrder(raw: unknown, table: 'buyorder' | 'sellorder', markets: ReadonlyMap<number, OrderMarket>): WalletOpenOrder | null {
  const row = parseOrderRow(raw);
  const marketId = parseSafeCount((raw as { scope?: unknown } | null)?.scope);
  const market = marketId === null ? undefined : markets.get(marketId);
  if (row === null || market === undefined) return null;
  const side = table === 'buyorder' ? 'buy' : 'sell';
  // A buy order gives the base and asks the quote; a sell order the other way round.
  const [gives, asks] = side === 'buy' ? [market.base, market.quote] : [market.quote, market.base];
  const fits = (token: OrderToken, asset: { ticker: string; amount: Amount }) => asset.ticker === token.ticker && asset.amount.precision === token.precision;
  if (!fits(gives, row.bid) || !fits(asks, row.ask)) return null;
  return {
    key: `book:${market.id}:${side}:${row.id}`,
    kind: 'book',
    orderId: row.id,
    marketId: market.id,
    market: `${market.quote.ticker}/${market.base.ticker}`,
    side,
    account: row.account,
    bid: leg(gives, row.bid.amount),
    ask: leg(asks, row.ask.amount),
    time: row.timestamp,
    price: fractionToNumber({ numerator: row.unitPrice, denominator: PRICE_SCALE }),
  };
}

const WAX_CONTRACT = 'eosio.token';
const isWax = (token: OrderToken) => token.ticker === 'WAX' && token.contract === WAX_CONTRACT;

function asset(raw: unknown, token: OrderToken): Amount | null {
  const parsed = typeof raw === 'string' ? tryParseAsset(raw) : null;
  if (!parsed?.ok || parsed.asset.ticker !== token.ticker || parsed.asset.amount.precision !== token.precision || parsed.asset.amount.units < 0n) return null;
  return parsed.asset.amount;
}

/**
 * A `calcormining` orders row, its tokens found by id in the contract's `tokens` table; null when
 * malformed. A limit order that gives WAX is a buy of the other token, one that asks WAX a sell;
 * between two other tokens it reads as a sell of what it gives, priced in what it asks.
 */
export function limitOpenOrder(raw: unknown, tokens: ReadonlyMap<number, OrderToken>): WalletOpenOrder | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const id = parseUint64(row.id);
  const bidToken = tokens.get(parseSafeCount(row.bid_token) ?? -1);
  const askToken = tokens.get(parseSafeCount(row.ask_token) ?? -1);
  const time = parseSafeCount(row.timestamp);
  if (id === null || bidToken === undefined || askToken === undefined || time === null) return null;
  if (typeof row.owner !== 'string' || !isAccountName(row.owner)) return null;
  const bid = asset(row.bid, bidToken);
  const ask = asset(row.ask, askToken);
  const initialBid = asset(row.initial_bid, bidToken);
  const initialAsk = asset(row.initial_ask, askToken);
  if (bid === null || ask === null || initialBid === null || initialAsk === null || initialBid.units === 0n || initialAsk.units === 0n) return null;
  const buy = isWax(bidToken) && !isWax(askToken);
  const [traded, pricing] = buy ? [askToken, bidToken] : [bidToken, askToken];
  const [tradedUnits, pricingUnits] = buy ? [initialAsk.units, initialBid.units] : [initialBid.units, initialAsk.units];
  return {
    key: `limit:${id}`,
    kind: 'limit',
    orderId: id,
    marketId: null,
    market: `${traded.ticker}/${pricing.ticker}`,
    side: buy ? 'buy' : 'sell',
    account: row.owner,
    bid: leg(bidToken, bid),
    ask: leg(askToken, ask),
    time,
    // Whole pricing tokens per whole traded token, from the order's opening amounts.
    price: fractionToNumber({ numerator: pricingUnits * pow10(traded.precision), denominator: tradedUnits * pow10(pricing.precision) }),
  };
}

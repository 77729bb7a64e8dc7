/**
 * What a market's `markets` row of `alcordexmain` says about trading on it (NOTES "Alcor order book":
 * `{id, base_token, quote_token, min_buy, min_sell, frozen, fee}`): the fee, taken from makers and
 * takers alike in basis points of 10000 (SPEC §9), the smallest order per side, and the frozen flag.
 */
import { tryParseAsset, type Amount } from '../amount';
import type { BookMarket } from '../domain';

/** The trading terms of a market. */
export type MarketTerms = {
  readonly marketId: number;
  /** Basis points of 10000, charged on what a maker or a taker receives. */
  readonly feeBps: number;
  /** Least base a buy order may give. */
  readonly minBuy: Amount;
  /** Least quote a sell order may give. */
  readonly minSell: Amount;
  readonly frozen: boolean;
};

type Json = Record<string, unknown>;

function assetOf(raw: unknown, ticker: string, precision: number, what: string): Amount {
  const parsed = typeof raw === 'string' ? tryParseAsset(raw) : null;
  if (!parsed?.ok || parsed.asset.ticker !== ticker || parsed.asset.amount.precision !== precision) {
    throw new Error(`markets row: ${what} must be an amount of ${precision},${ticker}`);
  }
  return parsed.asset.amount;
}

/** Reads a `markets` row for `market` (the tokens must agree with it); throws naming the bad field. */
export function parseMarketTerms(raw: unknown, market: BookMarket): MarketTerms {
  if (typeof raw !== 'object' || raw === null) throw new Error('markets row: not an object');
  const row = raw as Json;
  if (Number(row.id) !== market.id) throw new Error(`markets row: id ${String(row.id)} is not market ${market.id}`);
  const fee = row.fee;
  if (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0 || fee >= 10_000) throw new Error('markets row: fee must be 0-9999 basis points');
  return {
    marketId: market.id,
    feeBps: fee,
    minBuy: assetOf(row.min_buy, market.base.ticker, market.base.precision, 'min_buy'),
    minSell: assetOf(row.min_sell, market.quote.ticker, market.quote.precision, 'min_sell'),
    frozen: row.frozen === 1 || row.frozen === true,
  };
}

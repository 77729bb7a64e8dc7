/** Tokens and amounts as the router handles them. */
import { formatAsset, formatSymbol, sameSymbol, type AssetValue, type ExtendedAssetValue } from '../../chain/core/asset';
import { makeAmount, type ExtendedAssetParts } from '../../../src/core/amount';
import type { TokenSym } from './tables';

/** Same contract, code and precision. */
export function sameTokenSym(a: TokenSym, b: TokenSym): boolean {
  return a.contract === b.contract && sameSymbol(a.sym, b.sym);
}

/** The token of an extended asset. */
export function tokenOf(value: ExtendedAssetValue): TokenSym {
  return { sym: value.quantity.symbol, contract: value.contract };
}

/** `4,TLM@alien.worlds`, for messages. */
export function formatTokenSym(token: TokenSym): string {
  return `${formatSymbol(token.sym)}@${token.contract}`;
}

/** `units` of `token` as an extended asset. */
export function extendedOf(token: TokenSym, units: bigint): ExtendedAssetValue {
  return { quantity: { amount: units, symbol: token.sym }, contract: token.contract };
}

/** `units` of `token` as a core extended asset, for the venues' memo encoders. */
export function memoAsset(token: TokenSym, units: bigint): ExtendedAssetParts {
  return { amount: makeAmount(units, token.sym.precision), ticker: token.sym.code, contract: token.contract };
}

/** `1.2345 TLM@alien.worlds`, for messages. */
export function formatExtended(value: ExtendedAssetValue): string {
  return `${formatAsset(value.quantity)}@${value.contract}`;
}

/** `quantity` plus `units` of the same symbol. */
export function plus(quantity: AssetValue, units: bigint): AssetValue {
  return { amount: quantity.amount + units, symbol: quantity.symbol };
}

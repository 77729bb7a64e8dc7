/**
 * Action data of the limit-order contract `calcormining` (SPEC §7 "Limit-order contract"), in ABI
 * JSON: openorder, cancelorders (the app's cancelOrders), withdraw, addtoken, openbal, and the
 * transfers that deposit, deposit-and-create an order, or fill one.
 */
import type { ExtendedAssetParts } from '../../amount';
import { parseUint64 } from '../../orderbook/uint';
import { isAccountName, type Token } from '../../domain';
import { extendedAssetJson, extendedSymbolJson, readExtendedAsset, readExtendedSymbol, readFields } from './json';
import { encodeLimitMemo, type LimitMemo } from './memo';

/** The limit-order contract account. */
export const LIMIT_CONTRACT = 'calcormining';

/** A limit-order action, decoded. */
export type LimitAction =
  | { readonly name: 'openorder'; readonly owner: string; readonly bid: ExtendedAssetParts; readonly ask: ExtendedAssetParts }
  | { readonly name: 'cancelorders'; readonly owner: string; readonly orderIds: readonly bigint[] }
  | { readonly name: 'withdraw'; readonly owner: string; readonly balances: readonly ExtendedAssetParts[] }
  | { readonly name: 'addtoken' | 'openbal'; readonly owner: string; readonly token: Token };

/** An action ready for a wallet (authorization added by the caller), data in ABI JSON. */
export interface LimitActionJson {
  readonly account: string;
  readonly name: string;
  readonly data: Record<string, unknown>;
}

function owner(name: string): string {
  if (!isAccountName(name)) throw new RangeError(`"${name}" is not an account name`);
  return name;
}

/** Encodes a limit-order action. Throws RangeError for bad accounts, tokens or ids. */
export function encodeLimitAction(action: LimitAction, contract: string = LIMIT_CONTRACT): LimitActionJson {
  const data: Record<string, unknown> = { owner: owner(action.owner) };
  switch (action.name) {
    case 'openorder':
      data.bid = extendedAssetJson(action.bid);
      data.ask = extendedAssetJson(action.ask);
      break;
    case 'cancelorders':
      if (action.orderIds.length === 0) throw new RangeError('Cancel at least one order');
      data.orders_id = action.orderIds.map((id) => {
        if (parseUint64(id) === null) throw new RangeError(`${id} is not an order id`);
        return id.toString();
      });
      break;
    case 'withdraw':
      data.balances = action.balances.map(extendedAssetJson);
      break;
    case 'addtoken':
    case 'openbal':
      data.token = extendedSymbolJson(action.token);
      break;
  }
  return { account: contract, name: action.name, data };
}

/** Decodes a limit-order action from its name and JSON data (as traces carry it); null when malformed. */
export function decodeLimitAction(name: string, raw: unknown): LimitAction | null {
  const data = readFields(raw);
  if (!data || typeof data.owner !== 'string' || !isAccountName(data.owner)) return null;
  const who = data.owner;
  switch (name) {
    case 'openorder': {
      const bid = readExtendedAsset(data.bid);
      const ask = readExtendedAsset(data.ask);
      return bid && ask ? { name, owner: who, bid, ask } : null;
    }
    case 'cancelorders': {
      if (!Array.isArray(data.orders_id)) return null;
      const orderIds = data.orders_id.map(parseUint64);
      return orderIds.every((id): id is bigint => id !== null) ? { name, owner: who, orderIds } : null;
    }
    case 'withdraw': {
      if (!Array.isArray(data.balances)) return null;
      const balances = data.balances.map(readExtendedAsset);
      return balances.every((b): b is ExtendedAssetParts => b !== null) ? { name, owner: who, balances } : null;
    }
    case 'addtoken':
    case 'openbal': {
      const token = readExtendedSymbol(data.token);
      return token ? { name, owner: who, token } : null;
    }
    default:
      return null;
  }
}

/** The transfer to the contract carrying `memo` (deposit, order or fill), data in ABI JSON. */
export function encodeLimitTransfer(from: string, quantity: ExtendedAssetParts, memo: LimitMemo, contract: string = LIMIT_CONTRACT): LimitActionJson {
  if (quantity.amount.units <= 0n) throw new RangeError('A transfer must be positive');
  const { quantity: text } = extendedAssetJson(quantity);
  return { account: quantity.contract, name: 'transfer', data: { from: owner(from), to: contract, quantity: text, memo: encodeLimitMemo(memo) } };
}

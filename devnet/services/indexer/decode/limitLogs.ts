/**
 * The limit-order contract's logs (SPEC §3 Limit trade record, Order history record): `logorderfill`
 * and `logorderclose`, ABI JSON. Amounts may be written as assets or extended assets; a token's
 * contract comes from the extended asset, a `<side>_contract` field, or the caller's lookup.
 */
import { readAssetJson, readName, readObject } from '../../../../src/core/actions/v2/json';
import { parseUint64 } from '../../../../src/core/orderbook/uint';
import type { LimitCloseInput, LimitFillInput, TokenRef } from '../types';

/** Finds the contract of a token the log names by code only. */
export interface LimitLogContext {
  contractOf(code: string, precision: number): string | null;
}

type Side = 'bid' | 'ask';

function readAmount(data: Record<string, unknown>, field: string, side: Side, context: LimitLogContext): { token: TokenRef; units: bigint } {
  const raw = data[field];
  const extended = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
  const asset = readAssetJson(extended ? extended.quantity : raw, field);
  const named = extended?.contract ?? data[`${side}_contract`];
  const contract = typeof named === 'string' ? readName(named, `${side}_contract`) : context.contractOf(asset.ticker, asset.amount.precision);
  if (contract === null) throw new RangeError(`${field}: no contract known for ${asset.ticker}`);
  return { token: { contract, code: asset.ticker, precision: asset.amount.precision }, units: asset.amount.units };
}

function orderId(raw: unknown): string {
  const id = parseUint64(raw);
  if (id === null) throw new RangeError(`order_id must be a uint64, got ${String(raw)}`);
  return id.toString();
}

function fee(raw: unknown, field: string): string {
  if (typeof raw === 'number' || typeof raw === 'string') return String(raw);
  throw new RangeError(`${field} must be a number or an asset, got ${String(raw)}`);
}

/** `logorderfill {owner, order_id, prev_bid, new_bid, prev_ask, new_ask, fee_taker, fee_maker}`. */
export function readLimitFill(raw: unknown, context: LimitLogContext): Omit<LimitFillInput, 'globalSequence' | 'time' | 'trxId'> {
  const data = readObject(raw, 'logorderfill');
  const prevBid = readAmount(data, 'prev_bid', 'bid', context);
  const prevAsk = readAmount(data, 'prev_ask', 'ask', context);
  return {
    owner: readName(data.owner, 'owner'),
    orderId: orderId(data.order_id),
    bidToken: prevBid.token,
    askToken: prevAsk.token,
    prevBid: prevBid.units,
    newBid: readAmount(data, 'new_bid', 'bid', context).units,
    prevAsk: prevAsk.units,
    newAsk: readAmount(data, 'new_ask', 'ask', context).units,
    feeTaker: fee(data.fee_taker, 'fee_taker'),
    feeMaker: fee(data.fee_maker, 'fee_maker'),
  };
}

/** `logorderclose {owner, order_id, bid_contract, ask_contract, initial_bid, initial_ask, bid, ask}`. */
export function readLimitClose(raw: unknown, context: LimitLogContext): Omit<LimitCloseInput, 'globalSequence' | 'time' | 'trxId'> {
  const data = readObject(raw, 'logorderclose');
  const initialBid = readAmount(data, 'initial_bid', 'bid', context);
  const initialAsk = readAmount(data, 'initial_ask', 'ask', context);
  return {
    owner: readName(data.owner, 'owner'),
    orderId: orderId(data.order_id),
    bidToken: initialBid.token,
    askToken: initialAsk.token,
    initialBid: initialBid.units,
    initialAsk: initialAsk.units,
    bid: readAmount(data, 'bid', 'bid', context).units,
    ask: readAmount(data, 'ask', 'ask', context).units,
  };
}

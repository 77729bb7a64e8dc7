/**
 * The limit screen's transactions, action by action (docs/decisions/0035): placing an order
 * registers a token the contract does not know (`addtoken`) and opens the owner's slot of the ask
 * token (`openbal`, where fills are credited) before the deposit-and-create transfer; withdrawing
 * opens the owner's row of a token it never held (the token's `open`) before `withdraw`.
 */
import { encodeLimitAction, encodeLimitTransfer, type LimitActionJson } from '../actions/limit';
import { encodeTokenOpen, type TokenOpenAction } from '../actions/token';
import type { ExtendedAssetParts } from '../amount';
import { sameToken, type Token, type TokenId } from '../domain';
import type { OrderLeg, OrderToken } from '../walletOrders';
import { hasLimitSlot } from './balances';
import { isLimitToken } from './contract';

/** An action of these transactions, data in ABI JSON. */
export type LimitTransactionAction = LimitActionJson | TokenOpenAction;

/** What the chain says about the owner before placing. */
export interface LimitPlaceState {
  /** The contract's `tokens` rows by id. */
  readonly registered: ReadonlyMap<number, OrderToken>;
  /** The owner's `balances` slots (none when the owner has no row). */
  readonly slots: readonly OrderLeg[];
}

const tokenOf = (asset: ExtendedAssetParts): Token => ({ ticker: asset.ticker, contract: asset.contract, precision: asset.amount.precision });

/**
 * Place order: `addtoken` for each of the two tokens the contract does not know, `openbal` of the
 * ask token when the owner has no slot of it, then the transfer of exactly `bid` with memo
 * `order:<ask>`. Throws RangeError for one token on both sides, bad accounts or amounts.
 */
export function limitPlaceActions(
  owner: string,
  bid: ExtendedAssetParts,
  ask: ExtendedAssetParts,
  state: LimitPlaceState,
  contract: string,
): LimitActionJson[] {
  const [bidToken, askToken] = [tokenOf(bid), tokenOf(ask)];
  if (sameToken(bidToken, askToken)) throw new RangeError('An order needs two different tokens');
  const actions: LimitActionJson[] = [];
  for (const token of [bidToken, askToken]) {
    if (!isLimitToken(state.registered, token)) actions.push(encodeLimitAction({ name: 'addtoken', owner, token }, contract));
  }
  if (!hasLimitSlot(state.slots, askToken)) actions.push(encodeLimitAction({ name: 'openbal', owner, token: askToken }, contract));
  actions.push(encodeLimitTransfer(owner, bid, { kind: 'order', ask }, contract));
  return actions;
}

/**
 * Withdraw: the token's `open` for each quantity whose token the owner holds no row of, then one
 * `withdraw` of exactly these quantities. Throws RangeError for nothing to take, a quantity not
 * above zero, or a token listed twice.
 */
export function limitWithdrawActions(
  owner: string,
  quantities: readonly OrderLeg[],
  withoutRow: readonly TokenId[],
  contract: string,
): LimitTransactionAction[] {
  if (quantities.length === 0) throw new RangeError('Nothing to withdraw');
  const opens: TokenOpenAction[] = [];
  quantities.forEach((leg, i) => {
    if (leg.amount.units <= 0n) throw new RangeError(`Nothing to withdraw of ${leg.ticker}`);
    if (leg.amount.precision !== leg.precision) throw new RangeError(`${leg.ticker} takes ${leg.precision} decimals, not ${leg.amount.precision}`);
    if (quantities.findIndex((other) => sameToken(other, leg)) !== i) throw new RangeError(`${leg.ticker}@${leg.contract} is listed twice`);
    if (withoutRow.some((token) => sameToken(token, leg))) opens.push(encodeTokenOpen(owner, leg));
  });
  const balances = quantities.map((leg) => ({ amount: leg.amount, ticker: leg.ticker, contract: leg.contract }));
  return [...opens, encodeLimitAction({ name: 'withdraw', owner, balances }, contract)];
}

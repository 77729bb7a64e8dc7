/**
 * Actions of a swap through the `swap.we` router (SPEC §7 "Routing contract: a noop action, then a
 * transfer whose memo lists the route"; NOTES "WaxOnEdge router"), and the check every action list
 * passes before it reaches a wallet: decoded, aimed only at the router and the pair's token contracts.
 */
import { formatAsset, makeAmount, tryParseAsset } from '../../core/amount';
import { decodeSwapMemo, routeTransfers, withSlippage, type SwapRoute } from '../../core/swapRouting';
import { isAccountName, type TokenId } from '../../core/domain';

/** The router's no-op action, signed first so the router can tell its own swaps (NOTES). */
export const SWAP_NOOP_ACTION = 'madeonwoe';

/** An action as the signing list takes it (ABI JSON data; the signer's authorization when absent). */
export interface SwapAction {
  readonly account: string;
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** What a swap is built from. */
export interface SwapActionsInput {
  readonly route: SwapRoute;
  /** The signing account (the transfers' `from`). */
  readonly account: string;
  /** The router account (`swap.we` unless the network says otherwise). */
  readonly router: string;
  /** Hundredths of a percent. */
  readonly slippage: number;
}

/** The noop, then one transfer per split of the route with its memo and minimum. */
export function buildSwapActions({ route, account, router, slippage }: SwapActionsInput): SwapAction[] {
  if (!isAccountName(account)) throw new RangeError(`"${account}" is not an account name`);
  const transfers = routeTransfers(withSlippage(route, slippage), router).map((transfer) => ({
    account: transfer.contract,
    name: 'transfer',
    data: { from: account, to: transfer.to, quantity: transfer.quantity, memo: transfer.memo },
  }));
  return [{ account: router, name: SWAP_NOOP_ACTION, data: {} }, ...transfers];
}

/** What the actions must do: spend exactly `amountIn` of tokenIn from `account` for tokenOut at the router. */
export interface SwapExpectation {
  readonly account: string;
  readonly router: string;
  readonly tokenIn: TokenId & { readonly precision: number };
  readonly tokenOut: TokenId;
  /** Units of tokenIn the user entered. */
  readonly amountInUnits: bigint;
}

/** Outcome of the check; `reason` is shown to the user as is. */
export type SwapActionsCheck = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): SwapActionsCheck => ({ ok: false, reason });

/** The units a transfer spends, or the reason it is not a transfer this swap should make. */
function checkTransfer(action: SwapAction, expect: SwapExpectation): { units: bigint } | { problem: string } {
  const { from, to, quantity, memo } = action.data;
  if (action.name !== 'transfer') return { problem: `${action.account}::${action.name} is not a transfer` };
  if (action.account !== expect.tokenIn.contract) return { problem: `the transfer is on ${action.account}, not ${expect.tokenIn.contract}` };
  if (from !== expect.account) return { problem: `the transfer is from ${String(from)}, not ${expect.account}` };
  if (to !== expect.router) return { problem: `the transfer goes to ${String(to)}, not the router ${expect.router}` };
  const asset = typeof quantity === 'string' ? tryParseAsset(quantity) : null;
  if (!asset?.ok || asset.asset.ticker !== expect.tokenIn.ticker || asset.asset.amount.precision !== expect.tokenIn.precision)
    return { problem: `the quantity ${String(quantity)} is not ${expect.tokenIn.ticker}` };
  const decoded = typeof memo === 'string' ? decodeSwapMemo(memo) : null;
  if (!decoded?.ok) return { problem: `the memo cannot be read: ${decoded ? decoded.reason : 'no memo'}` };
  const out = decoded.memo.tokenOut;
  if (out.ticker !== expect.tokenOut.ticker || out.contract !== expect.tokenOut.contract)
    return { problem: `the memo pays out ${out.ticker}@${out.contract}, not ${expect.tokenOut.ticker}@${expect.tokenOut.contract}` };
  if (decoded.memo.minOutUnits <= 0n) return { problem: 'the memo sets no minimum to receive' };
  return { units: asset.asset.amount.units };
}

/**
 * Decodes the actions about to be signed and refuses any aimed at a contract outside the router and
 * the two tokens' contracts, any transfer that is not from the user to the router for the output
 * token, and a total that differs from the amount entered.
 */
export function checkSwapActions(actions: readonly SwapAction[], expect: SwapExpectation): SwapActionsCheck {
  const allowed = new Set([expect.router, expect.tokenIn.contract, expect.tokenOut.contract]);
  const stranger = actions.find((action) => !allowed.has(action.account));
  if (stranger) return refuse(`Refused: an action is aimed at ${stranger.account}, which is neither the router nor a token of this pair`);
  const [noop, ...transfers] = actions;
  if (noop === undefined || noop.account !== expect.router || noop.name !== SWAP_NOOP_ACTION)
    return refuse(`Refused: the first action must be ${expect.router}::${SWAP_NOOP_ACTION}`);
  if (transfers.length === 0) return refuse('Refused: the swap has no transfer');
  let total = 0n;
  for (const transfer of transfers) {
    const checked = checkTransfer(transfer, expect);
    if ('problem' in checked) return refuse(`Refused: ${checked.problem}`);
    total += checked.units;
  }
  if (total !== expect.amountInUnits) {
    const entered = formatAsset(makeAmount(expect.amountInUnits, expect.tokenIn.precision), expect.tokenIn.ticker);
    return refuse(`Refused: the transfers spend a different amount than the ${entered} entered`);
  }
  return { ok: true };
}

/**
 * The `swap.we` router memo (NOTES "WaxOnEdge router"): `swap,<minOutRaw>,<SYM>@<contract>|<hop>-<hop>…`,
 * minOutRaw being the minimum received in units of the output token. One transfer per split, each
 * with its own minimum. The app encodes; the devnet router contract decodes.
 */
import { formatAsset, MAX_UNITS } from '../amount';
import { isAccountName, isSymbolCode, type TokenId } from '../domain';
import { hopCode, parseHopCode, type Hop } from './hops';
import type { SwapRoute } from './routeTypes';

/** What a router memo says. */
export interface SwapMemo {
  /** Minimum received, in units of the output token. */
  readonly minOutUnits: bigint;
  readonly tokenOut: TokenId;
  readonly hops: readonly Hop[];
}

/** The router's default account (SPEC §9). */
export const SWAP_CONTRACT = 'swap.we';
/** Hops a memo may carry (DESIGN §6 routes: at most 3). */
export const MAX_MEMO_HOPS = 3;

/** Writes a router memo. Throws RangeError for a bad token, a negative or oversized minimum, or no hops. */
export function encodeSwapMemo(memo: SwapMemo): string {
  const { minOutUnits, tokenOut, hops } = memo;
  if (minOutUnits < 0n || minOutUnits > MAX_UNITS) throw new RangeError(`Minimum ${minOutUnits} does not fit an asset`);
  if (!isSymbolCode(tokenOut.ticker) || !isAccountName(tokenOut.contract)) throw new RangeError(`${tokenOut.ticker}@${tokenOut.contract} is not a token`);
  if (hops.length === 0) throw new RangeError('A swap memo needs at least one hop');
  const codes = hops.map((hop) => {
    const code = hopCode(hop);
    if (parseHopCode(code) === null) throw new RangeError(`"${code}" is not a hop code`);
    return code;
  });
  return `swap,${minOutUnits},${tokenOut.ticker}@${tokenOut.contract}|${codes.join('-')}`;
}

/** Reading outcome of a memo. */
export type SwapMemoResult = { ok: true; memo: SwapMemo } | { ok: false; reason: string };

const MEMO = /^swap,(0|[1-9]\d*),([A-Z]{1,7})@([a-z1-5.]{1,12})\|([^|]+)$/;

/** Reads a router memo; the reason says what is wrong (the contract asserts with it). */
export function decodeSwapMemo(text: string, maxHops: number = MAX_MEMO_HOPS): SwapMemoResult {
  const match = MEMO.exec(text);
  if (!match) return { ok: false, reason: 'Memo must look like swap,<minimum units>,<SYM>@<contract>|<hop>-<hop>' };
  const [, units = '', ticker = '', contract = '', path = ''] = match;
  const minOutUnits = BigInt(units);
  if (minOutUnits > MAX_UNITS) return { ok: false, reason: `Minimum ${units} does not fit an asset` };
  if (!isAccountName(contract)) return { ok: false, reason: `"${contract}" is not an account name` };
  const codes = path.split('-');
  if (codes.length > maxHops) return { ok: false, reason: `A route has at most ${maxHops} hops, got ${codes.length}` };
  const hops: Hop[] = [];
  for (const code of codes) {
    const hop = parseHopCode(code);
    if (hop === null) return { ok: false, reason: `"${code}" is not a hop code like 12@d` };
    hops.push(hop);
  }
  return { ok: true, memo: { minOutUnits, tokenOut: { ticker, contract }, hops } };
}

/** One transfer of a route: `quantity` of the input token sent to the router with the memo. */
export interface RouteTransfer {
  /** The input token's contract (the action's account). */
  readonly contract: string;
  readonly to: string;
  /** Asset text, e.g. "12.00000000 WAX". */
  readonly quantity: string;
  readonly memo: string;
}

/** The transfers that execute a route, one per split with its own minimum (NOTES: after the no-op action). */
export function routeTransfers(route: SwapRoute, router: string = SWAP_CONTRACT): RouteTransfer[] {
  const tokenOut = { ticker: route.token_out.ticker, contract: route.token_out.contract };
  return route.paths.map((path) => ({
    contract: route.token_in.contract,
    to: router,
    quantity: formatAsset(path.input, route.token_in.ticker),
    memo: encodeSwapMemo({
      minOutUnits: path.minimumReceived.units,
      tokenOut,
      hops: path.steps.map((step) => ({ id: step.venueId, exchange: step.exchange })),
    }),
  }));
}

/**
 * NeftyBlocks (`swap.nefty`, LP tokens on `lp.nefty` whose symbol is the pair code), NOTES "v2
 * venues": swap memo `swap:<pairCode>,min:<minOutRaw>`; `createpair{creator, token0, token1}`;
 * add liquidity = transfers with memo `deposit_to_pair:<p>,<SYM>@<c>-<p>,<SYM>@<c>` then
 * `addliquidity{owner, token0, token1}`; remove = send the LP token back to `swap.nefty`.
 */
import { isSymbolCode, type Token } from '../../domain';
import {
  extendedSymbolJson,
  formatExtendedSymbol,
  IGNORED,
  invalid,
  readExtendedSymbol,
  readMinOutRaw,
  requireMinOutRaw,
  type IgnoredMemo,
  type InvalidMemo,
} from './common';

/** The swap contract. */
export const NEFTY_CONTRACT = 'swap.nefty';
/** The LP token contract. */
export const NEFTY_LP_CONTRACT = 'lp.nefty';

/** Action data structs (ABI field order). */
export const NEFTY_ACTION_STRUCTS = {
  createpair: { creator: 'name', token0: 'extended_symbol', token1: 'extended_symbol' },
  addliquidity: { owner: 'name', token0: 'extended_symbol', token1: 'extended_symbol' },
} as const;

/** A decoded transfer memo of `swap.nefty`. */
export type NeftyMemo =
  | { readonly kind: 'swap'; readonly pairCode: string; readonly minOutRaw: bigint }
  | { readonly kind: 'deposit'; readonly token0: Token; readonly token1: Token }
  | IgnoredMemo
  | InvalidMemo;

const SWAP_PREFIX = 'swap:';
const DEPOSIT_PREFIX = 'deposit_to_pair:';
const SWAP = /^swap:([A-Z]{1,7}),min:(\d+)$/;

/** `swap:<pairCode>,min:<minOutRaw>`. */
export function encodeNeftySwapMemo(pairCode: string, minOutRaw: bigint): string {
  if (!isSymbolCode(pairCode)) throw new RangeError(`"${pairCode}" is not a pair code`);
  requireMinOutRaw(minOutRaw);
  return `${SWAP_PREFIX}${pairCode},min:${minOutRaw}`;
}

/** `deposit_to_pair:8,WAX@eosio.token-4,TLM@alien.worlds`: the pair's two tokens, either order. */
export function encodeNeftyDepositMemo(token0: Token, token1: Token): string {
  return `${DEPOSIT_PREFIX}${formatExtendedSymbol(token0)}-${formatExtendedSymbol(token1)}`;
}

function decodeDeposit(body: string): NeftyMemo {
  const parts = body.split('-');
  const tokens = parts.length === 2 ? parts.map(readExtendedSymbol) : [];
  const [token0, token1] = tokens;
  if (!token0 || !token1) return invalid('a deposit memo is deposit_to_pair:<p>,<SYM>@<contract>-<p>,<SYM>@<contract>');
  return { kind: 'deposit', token0, token1 };
}

/** Classifies and reads a transfer memo sent to `swap.nefty`; memos naming no operation are ignored. */
export function decodeNeftyMemo(memo: string): NeftyMemo {
  if (memo.startsWith(DEPOSIT_PREFIX)) return decodeDeposit(memo.slice(DEPOSIT_PREFIX.length));
  if (!memo.startsWith(SWAP_PREFIX)) return IGNORED;
  const match = SWAP.exec(memo);
  const minOutRaw = match ? readMinOutRaw(match[2] ?? '') : null;
  if (!match || minOutRaw === null) return invalid(`a swap memo is swap:<pairCode>,min:<minOutRaw>, got "${memo}"`);
  return { kind: 'swap', pairCode: match[1] ?? '', minOutRaw };
}

/** `createpair` data. */
export function neftyCreatePairData(creator: string, token0: Token, token1: Token) {
  return { creator, token0: extendedSymbolJson(token0), token1: extendedSymbolJson(token1) };
}

/** `addliquidity` data: the owner's pending deposits of both tokens become liquidity. */
export function neftyAddLiquidityData(owner: string, token0: Token, token1: Token) {
  return { owner, token0: extendedSymbolJson(token0), token1: extendedSymbolJson(token1) };
}

/**
 * Synthetic executed transactions for indexer tests (test-only): each action carries its plain
 * data (what `actions[].data` holds) and its ABI JSON (what `actionTraces[].act.data` holds), built
 * with the same shared encoders the contracts use.
 */
import { createHash } from 'node:crypto';
import type { ExecutedTransaction } from '../../chain/index';
import { makeAmount } from '../../../src/core/amount';
import { encodeLogSwap } from '../../../src/core/actions/alcorv3/logs';
import type { TokenRef } from './types';

/** One action of a synthetic transaction. */
export interface SyntheticAction {
  readonly account: string;
  readonly name: string;
  readonly receiver?: string;
  readonly actor?: string;
  /** Ordinal of the action that sent this one inline (0 for a top-level action). */
  readonly creator?: number;
  readonly data?: unknown;
  readonly json?: unknown;
}

let nextSequence = 1;
let nextBlock = 1;

/** Restarts sequence and block numbering (call in beforeEach). */
export function resetSynthetic(firstSequence = 1): void {
  nextSequence = firstSequence;
  nextBlock = 1;
}

/** A transaction at `time` (epoch ms) with consecutive global sequences. */
export function syntheticTx(time: number, actions: readonly SyntheticAction[]): ExecutedTransaction {
  const blockNum = nextBlock++;
  const id = createHash('sha256').update(`${blockNum}:${time}:${nextSequence}`).digest('hex');
  const executed = actions.map((action, index) => ({
    actionOrdinal: index + 1,
    creatorActionOrdinal: action.creator ?? 0,
    globalSequence: nextSequence++,
    receiver: action.receiver ?? action.account,
    account: action.account,
    name: action.name,
    authorization: [{ actor: action.actor ?? action.account, permission: 'active' }],
    data: action.data,
    console: '',
  }));
  return {
    id,
    blockNum,
    blockTime: time,
    fiat: false,
    actions: executed,
    actionTraces: actions.map((action) => ({ act: { account: action.account, name: action.name, data: action.json } })),
  };
}

const text = (units: bigint, token: TokenRef): string => {
  const digits = units.toString().padStart(token.precision + 1, '0');
  const whole = digits.slice(0, digits.length - token.precision);
  return token.precision > 0 ? `${whole}.${digits.slice(digits.length - token.precision)} ${token.code}` : `${whole} ${token.code}`;
};
const symbol = (token: TokenRef) => ({ sym: `${token.precision},${token.code}`, contract: token.contract });

/** A v2 `logswap` (reserves after, pool order). */
export function v2SwapLog(
  venue: string,
  poolId: number,
  sender: string,
  tokenIn: TokenRef,
  amountIn: bigint,
  tokenOut: TokenRef,
  amountOut: bigint,
  reserve0: [TokenRef, bigint],
  reserve1: [TokenRef, bigint],
  creator = 0,
): SyntheticAction {
  const json = {
    pool_id: poolId,
    sender,
    recipient: sender,
    token_in: { quantity: text(amountIn, tokenIn), contract: tokenIn.contract },
    token_out: { quantity: text(amountOut, tokenOut), contract: tokenOut.contract },
    reserve0_after: text(reserve0[1], reserve0[0]),
    reserve1_after: text(reserve1[1], reserve1[0]),
    fee: 30,
  };
  return { account: venue, name: 'logswap', creator, json, data: {} };
}

/** A swap.alcor `logswap`. */
export function v3SwapLog(
  poolId: number,
  sender: string,
  tokenIn: TokenRef,
  amountIn: bigint,
  tokenOut: TokenRef,
  amountOut: bigint,
  tokenA: TokenRef,
  tokenB: TokenRef,
  sqrtPriceX64: bigint,
): SyntheticAction {
  const ext = (token: TokenRef, units: bigint) => ({ amount: makeAmount(units, token.precision), ticker: token.code, contract: token.contract });
  const json = encodeLogSwap({
    poolId,
    sender,
    recipient: sender,
    tokenIn: ext(tokenIn, amountIn),
    tokenOut: ext(tokenOut, amountOut),
    sqrtPriceX64,
    tick: 0,
    liquidity: 1000n,
    fee: 3000,
    reserveAAfter: { amount: makeAmount(1_000_000n, tokenA.precision), ticker: tokenA.code },
    reserveBAfter: { amount: makeAmount(1_000_000n, tokenB.precision), ticker: tokenB.code },
  });
  return { account: 'swap.alcor', name: 'logswap', json, data: {} };
}

/** A `logpool` of any venue. */
export function poolLog(venue: string, poolId: number, token0: TokenRef, token1: TokenRef, fee: number, creator: string): SyntheticAction {
  return { account: venue, name: 'logpool', json: { pool_id: poolId, token0: symbol(token0), token1: symbol(token1), fee, creator }, data: {} };
}

/** An order-book fill: the taker (bidder) gave `bid` and got `ask` from the resting order of `asker`. */
export function matchLog(
  side: 'buy' | 'sell',
  marketId: number,
  base: TokenRef,
  quote: TokenRef,
  bid: bigint,
  ask: bigint,
  taker: string,
  maker: string,
  unitPrice: bigint,
): SyntheticAction {
  const [given, got] = side === 'buy' ? [base, quote] : [quote, base];
  const market = { id: marketId, base_token: symbol(base), quote_token: symbol(quote), min_buy: text(0n, base), min_sell: text(0n, quote), frozen: 0, fee: 10 };
  const record = { market, ask: text(ask, got), bid: text(bid, given), asker: maker, bidder: taker, unit_price: unitPrice.toString() };
  return { account: 'alcordexmain', name: side === 'buy' ? 'buymatch' : 'sellmatch', json: { record }, data: {} };
}

/** A token transfer as the token contract runs it (plain data). */
export function transferAction(token: TokenRef, from: string, to: string, units: bigint): SyntheticAction {
  return {
    account: token.contract,
    name: 'transfer',
    actor: from,
    data: { from, to, quantity: { amount: units, symbol: { precision: token.precision, code: token.code } }, memo: '' },
  };
}

export const WAX: TokenRef = { contract: 'eosio.token', code: 'WAX', precision: 8 };
export const TLM: TokenRef = { contract: 'alien.worlds', code: 'TLM', precision: 4 };
export const USDT: TokenRef = { contract: 'usdt.alcor', code: 'USDT', precision: 4 };

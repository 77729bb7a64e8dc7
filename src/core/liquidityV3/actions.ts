/**
 * The `swap.alcor` action lists of the liquidity screen (devnet/CONTRACTS.md "swap.alcor"): an add is
 * the deposits, `addliquid`, then `withdraw` (the unused deposit comes back in the same transaction);
 * a decrease is `subliquid`; collecting fees is `collect` capped at the fees shown.
 */
import { ALCOR_V3_CONTRACT, DEPOSIT_MEMO, encodeAddLiquid, encodeCollect, encodeSubLiquid, encodeWithdraw } from '../actions/alcorv3';
import { formatAsset, makeAmount, unitsLessSlippageRoundedDown } from '../amount';
import type { Token } from '../domain';

/** An action as the signing list takes it (ABI JSON data; the signer's authorization). */
export interface LiquidityAction {
  readonly account: string;
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** A pool's id and its tokens in the contract's order (A sorts first). */
export interface PoolTokens {
  readonly poolId: number;
  readonly tokenA: Token;
  readonly tokenB: Token;
}

/** A position's range. */
export interface TickRange {
  readonly tickLower: number;
  readonly tickUpper: number;
}

const asset = (units: bigint, token: Token) => ({ amount: makeAmount(units, token.precision), ticker: token.ticker });

function deposit(account: string, token: Token, units: bigint): LiquidityAction {
  return {
    account: token.contract,
    name: 'transfer',
    data: { from: account, to: ALCOR_V3_CONTRACT, quantity: formatAsset(makeAmount(units, token.precision), token.ticker), memo: DEPOSIT_MEMO },
  };
}

/** What an add deposits (the desired amounts) and the least it must take of each (slippage in hundredths of a percent). */
export interface AddLiquidityInput extends PoolTokens, TickRange {
  readonly account: string;
  readonly desiredA: bigint;
  readonly desiredB: bigint;
  /** What the mint is expected to take (amountsForLiquidity rounded up at the shown price). */
  readonly costA: bigint;
  readonly costB: bigint;
  readonly slippage: number;
}

/** transfer(A, deposit), transfer(B, deposit) (each only when positive), addliquid, withdraw. */
export function addLiquidityActions(input: AddLiquidityInput): LiquidityAction[] {
  const { account, poolId, tokenA, tokenB, tickLower, tickUpper } = input;
  if (input.desiredA <= 0n && input.desiredB <= 0n) throw new RangeError('Nothing to deposit');
  const actions: LiquidityAction[] = [];
  if (input.desiredA > 0n) actions.push(deposit(account, tokenA, input.desiredA));
  if (input.desiredB > 0n) actions.push(deposit(account, tokenB, input.desiredB));
  actions.push({
    account: ALCOR_V3_CONTRACT,
    name: 'addliquid',
    data: encodeAddLiquid({
      poolId,
      owner: account,
      tokenADesired: asset(input.desiredA, tokenA),
      tokenBDesired: asset(input.desiredB, tokenB),
      tickLower,
      tickUpper,
      tokenAMin: asset(unitsLessSlippageRoundedDown(input.costA, input.slippage), tokenA),
      tokenBMin: asset(unitsLessSlippageRoundedDown(input.costB, input.slippage), tokenB),
      deadline: 0,
    }),
  });
  actions.push({ account: ALCOR_V3_CONTRACT, name: 'withdraw', data: encodeWithdraw({ owner: account }) });
  return actions;
}

/** What a decrease burns and the amounts it expects (rounded down, as the contract pays). */
export interface DecreaseInput extends PoolTokens, TickRange {
  readonly account: string;
  readonly liquidity: bigint;
  readonly expectedA: bigint;
  readonly expectedB: bigint;
  readonly slippage: number;
}

/** subliquid of `liquidity`, its minimums the expected amounts less slippage. */
export function decreaseLiquidityActions(input: DecreaseInput): LiquidityAction[] {
  if (input.liquidity <= 0n) throw new RangeError('Nothing to remove');
  const min = (units: bigint, token: Token) => asset(unitsLessSlippageRoundedDown(units, input.slippage), token);
  return [
    {
      account: ALCOR_V3_CONTRACT,
      name: 'subliquid',
      data: encodeSubLiquid({
        poolId: input.poolId,
        owner: input.account,
        liquidity: input.liquidity,
        tickLower: input.tickLower,
        tickUpper: input.tickUpper,
        tokenAMin: min(input.expectedA, input.tokenA),
        tokenBMin: min(input.expectedB, input.tokenB),
        deadline: 0,
      }),
    },
  ];
}

/** What collecting pays: the fees shown, to the owner. */
export interface CollectInput extends PoolTokens, TickRange {
  readonly account: string;
  readonly feesA: bigint;
  readonly feesB: bigint;
}

/** collect capped at the fees shown, so the wallet receives exactly what the page said. */
export function collectFeesActions(input: CollectInput): LiquidityAction[] {
  if (input.feesA <= 0n && input.feesB <= 0n) throw new RangeError('No fees to collect');
  return [
    {
      account: ALCOR_V3_CONTRACT,
      name: 'collect',
      data: encodeCollect({
        poolId: input.poolId,
        owner: input.account,
        recipient: input.account,
        tickLower: input.tickLower,
        tickUpper: input.tickUpper,
        tokenAMax: asset(input.feesA, input.tokenA),
        tokenBMax: asset(input.feesB, input.tokenB),
      }),
    },
  ];
}

/** A position's move to another range: all of its liquidity out, its fees collected, both back in over the new range. */
export interface MoveRangeInput extends PoolTokens {
  readonly account: string;
  /** The position's range and all its liquidity. */
  readonly from: TickRange & { readonly liquidity: bigint };
  /** What burning it pays (rounded down, as subliquid pays) and the fees collected with it. */
  readonly removedA: bigint;
  readonly removedB: bigint;
  readonly feesA: bigint;
  readonly feesB: bigint;
  /** The new range and what its mint takes (amountsForLiquidity rounded up at the shown price). */
  readonly to: TickRange;
  readonly costA: bigint;
  readonly costB: bigint;
  readonly slippage: number;
}

/**
 * One transaction: subliquid of all the liquidity, collect (when there are fees), the deposits of
 * everything that came out, addliquid over the new range, withdraw of what the mint did not take.
 * Each action pays into the wallet before the next spends from it (inline transfers run first).
 */
export function moveRangeActions(input: MoveRangeInput): LiquidityAction[] {
  const { account, poolId, tokenA, tokenB, from, to } = input;
  if (from.tickLower === to.tickLower && from.tickUpper === to.tickUpper) throw new RangeError('The new range is the position’s own');
  const pool = { poolId, tokenA, tokenB };
  const fees = input.feesA > 0n || input.feesB > 0n;
  return [
    ...decreaseLiquidityActions({
      ...pool,
      ...from,
      account,
      expectedA: input.removedA,
      expectedB: input.removedB,
      slippage: input.slippage,
    }),
    ...(fees ? collectFeesActions({ ...pool, tickLower: from.tickLower, tickUpper: from.tickUpper, account, feesA: input.feesA, feesB: input.feesB }) : []),
    ...addLiquidityActions({
      ...pool,
      ...to,
      account,
      desiredA: input.removedA + input.feesA,
      desiredB: input.removedB + input.feesB,
      costA: input.costA,
      costB: input.costB,
      slippage: input.slippage,
    }),
  ];
}

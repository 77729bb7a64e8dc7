/**
 * The v2 exchanges' liquidity transactions (SPEC §7, devnet/CONTRACTS.md "v2 pools"), with the memo
 * and data codecs the devnet's contracts decode (src/core/actions/v2). Amounts are exact units.
 */
import { formatAsset, makeAmount } from '../amount';
import type { Token } from '../domain';
import {
  adexAddLiquidityData,
  adexRemoveLiquidityData,
  ADEX_CONTRACT,
  defiboxCreatePairData,
  defiboxDepositData,
  DEFIBOX_CONTRACT,
  encodeAdexDepositMemo,
  encodeDefiboxDepositMemo,
  encodeNeftyDepositMemo,
  FUSION_CONTRACT,
  FUSION_DEPOSIT_MEMO,
  fusionAddLiquidityData,
  neftyAddLiquidityData,
  neftyCreatePairData,
  NEFTY_CONTRACT,
  requirePoolId,
  requireUnits,
  tacoAddLiquidityData,
  tacoRemoveLiquidityData,
  TACO_CONTRACT,
  TACO_DEPOSIT_MEMO,
} from '../actions/v2';
import type { V2PoolExchange, V2PoolView } from './v2Pool';

/** An action as the signing list takes it (the signer's own authorization). */
export interface LiquidityAction {
  readonly account: string;
  readonly name: string;
  readonly data: object;
}

/** The swap contract of each v2 exchange (deposits go there; LP sent there is removed). */
export const V2_SWAP_CONTRACTS: Readonly<Record<V2PoolExchange, string>> = {
  defibox: DEFIBOX_CONTRACT,
  taco: TACO_CONTRACT,
  neftyblocks: NEFTY_CONTRACT,
  adex: ADEX_CONTRACT,
  waxfusion: FUSION_CONTRACT,
};

function transfer(from: string, to: string, token: Token, units: bigint, memo: string): LiquidityAction {
  requireUnits(units, `A ${token.ticker} amount`);
  return { account: token.contract, name: 'transfer', data: { from, to, quantity: formatAsset(makeAmount(units, token.precision), token.ticker), memo } };
}

function numericId(pool: { exchange: string; pairId: string }): number {
  const id = /^\d{1,15}$/.test(pool.pairId) ? Number(pool.pairId) : NaN;
  requirePoolId(id);
  return id;
}

function depositMemo(pool: V2PoolView): string {
  switch (pool.exchange) {
    case 'defibox':
      return encodeDefiboxDepositMemo(numericId(pool));
    case 'adex':
      return encodeAdexDepositMemo(numericId(pool));
    case 'neftyblocks':
      return encodeNeftyDepositMemo(pool.tokenA, pool.tokenB);
    case 'taco':
      return TACO_DEPOSIT_MEMO;
    case 'waxfusion':
      return FUSION_DEPOSIT_MEMO;
  }
}

function addAction(pool: V2PoolView, owner: string, minLp: bigint): LiquidityAction {
  const contract = V2_SWAP_CONTRACTS[pool.exchange];
  switch (pool.exchange) {
    case 'defibox':
      return { account: contract, name: 'deposit', data: defiboxDepositData(owner, numericId(pool)) };
    case 'adex':
      return { account: contract, name: 'addliquidity', data: adexAddLiquidityData(owner, numericId(pool), minLp) };
    case 'neftyblocks':
      return { account: contract, name: 'addliquidity', data: neftyAddLiquidityData(owner, pool.tokenA, pool.tokenB) };
    case 'taco':
      return { account: contract, name: 'addliquidity', data: tacoAddLiquidityData(owner, pool.pairId, minLp) };
    case 'waxfusion':
      return { account: contract, name: 'addliquidity', data: fusionAddLiquidityData(owner, minLp) };
  }
}

/** Whether the exchange's add takes a least LP amount (Taco, Adex, WaxFusion); Defibox and NeftyBlocks mint what they mint. */
export function takesMinimumLp(exchange: V2PoolExchange): boolean {
  return exchange === 'taco' || exchange === 'adex' || exchange === 'waxfusion';
}

/** What an add deposits and the least LP it accepts (Defibox and NeftyBlocks take no minimum). */
export interface V2AddRequest {
  readonly pool: V2PoolView;
  readonly owner: string;
  readonly unitsA: bigint;
  readonly unitsB: bigint;
  readonly minLp: bigint;
}

/** Both deposit transfers, then the exchange's add action, in one transaction (pending deposits cannot be withdrawn). */
export function addLiquidityActions({ pool, owner, unitsA, unitsB, minLp }: V2AddRequest): LiquidityAction[] {
  if (unitsA <= 0n || unitsB <= 0n) throw new RangeError('Deposit both tokens of the pool');
  requireUnits(minLp, 'A minimum LP amount');
  const to = V2_SWAP_CONTRACTS[pool.exchange];
  const memo = depositMemo(pool);
  return [transfer(owner, to, pool.tokenA, unitsA, memo), transfer(owner, to, pool.tokenB, unitsB, memo), addAction(pool, owner, minLp)];
}

/** Burns `lp` LP units: Taco and Adex by action, the others by sending the LP token back to the swap contract. */
export function removeLiquidityActions(pool: V2PoolView, owner: string, lp: bigint): LiquidityAction[] {
  if (lp <= 0n) throw new RangeError('Enter an LP amount above 0');
  if (lp > pool.lpSupply) throw new RangeError(`The pool has only ${pool.lpSupply} LP units`);
  const contract = V2_SWAP_CONTRACTS[pool.exchange];
  switch (pool.exchange) {
    case 'taco':
      return [{ account: contract, name: 'remliquidity', data: tacoRemoveLiquidityData(owner, pool.pairId, lp) }];
    case 'adex':
      return [{ account: contract, name: 'remliquidity', data: adexRemoveLiquidityData(owner, numericId(pool), lp) }];
    default:
      return [transfer(owner, contract, pool.lpToken, lp, 'remove liquidity')];
  }
}

/** A new pair's first deposit: its two tokens and amounts (the price they set). */
export interface V2CreateRequest {
  readonly exchange: V2PoolExchange;
  readonly owner: string;
  readonly tokenA: Token;
  readonly tokenB: Token;
  readonly unitsA: bigint;
  readonly unitsB: bigint;
  /** Defibox numbers a new pair with its next free id, which the deposit memo must name. */
  readonly nextPairId: number;
}

/** Defibox's next pair id: one above the largest (the table's next primary key; ids start at 1). */
export function nextDefiboxPairId(pairIds: readonly string[]): number {
  const ids = pairIds.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  return ids.length === 0 ? 1 : Math.max(...ids) + 1;
}

/**
 * A new pair and its first deposit in one transaction (SPEC §7 createpair; the deposit sets the
 * price). NeftyBlocks names pairs by their tokens. Throws RangeError for the other exchanges.
 */
export function createPairActions({ exchange, owner, tokenA, tokenB, unitsA, unitsB, nextPairId }: V2CreateRequest): LiquidityAction[] {
  if (unitsA <= 0n || unitsB <= 0n) throw new RangeError('Deposit both tokens of the new pair');
  if (exchange === 'defibox') {
    requirePoolId(nextPairId);
    const memo = encodeDefiboxDepositMemo(nextPairId);
    return [
      { account: DEFIBOX_CONTRACT, name: 'createpair', data: defiboxCreatePairData(owner, tokenA, tokenB) },
      transfer(owner, DEFIBOX_CONTRACT, tokenA, unitsA, memo),
      transfer(owner, DEFIBOX_CONTRACT, tokenB, unitsB, memo),
      { account: DEFIBOX_CONTRACT, name: 'deposit', data: defiboxDepositData(owner, nextPairId) },
    ];
  }
  if (exchange === 'neftyblocks') {
    const memo = encodeNeftyDepositMemo(tokenA, tokenB);
    return [
      { account: NEFTY_CONTRACT, name: 'createpair', data: neftyCreatePairData(owner, tokenA, tokenB) },
      transfer(owner, NEFTY_CONTRACT, tokenA, unitsA, memo),
      transfer(owner, NEFTY_CONTRACT, tokenB, unitsB, memo),
      { account: NEFTY_CONTRACT, name: 'addliquidity', data: neftyAddLiquidityData(owner, tokenA, tokenB) },
    ];
  }
  throw new RangeError(`${exchange} does not let anyone create a pair`);
}

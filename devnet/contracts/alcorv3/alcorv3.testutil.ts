/** Test helpers for `swap.alcor`: a chain with the contract, funded accounts, row readers and action shortcuts (test-only). */
import { accountsTable, symbolCodeToU64, type ActionInput, type Chain, type PushResult } from '../../chain';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { formatAsset, makeAmount, type AssetParts } from '../../../src/core/amount';
import {
  ALCOR_V3_CONTRACT as ALCOR,
  DEPOSIT_MEMO,
  encodeAddLiquid,
  encodeCreatePool,
  encodeSwapMemo,
  encodeWithdraw,
  type SwapKind,
} from '../../../src/core/actions/alcorv3';
import type { PoolState } from '../../../src/core/v3';
import { alcorV3Contract } from './alcorv3';
import { deployAlcorV3, type SeedToken } from './seed';
import { poolState } from './state';
import { depositsTable, poolsTable, positionsTable, ticksTable, type PoolRow, type PositionRow, type TickRow } from './tables';

export { ALCOR };
export const WAX: SeedToken = { contract: 'eosio.token', code: 'WAX', precision: 8 };
export const USDT: SeedToken = { contract: 'usdt.alcor', code: 'USDT', precision: 4 };
export const TLM: SeedToken = { contract: 'alien.worlds', code: 'TLM', precision: 4 };

/** A chain with `swap.alcor` deployed and `lp` funded with WAX, USDT and TLM. */
export async function startAlcorChain(lp = 'bob'): Promise<TestChain> {
  const t = await startTestChain({ contracts: [alcorV3Contract] });
  await deployAlcorV3(t.chain);
  await t.chain.pushActions([
    transfer(WAX, 'eosio', lp, 10_000_000n * 10n ** 8n, 'fund'),
    transfer(USDT, 'usdt.alcor', lp, 1_000_000n * 10n ** 4n, 'fund'),
    transfer(TLM, 'alien.worlds', lp, 10_000_000n * 10n ** 4n, 'fund'),
  ]);
  return t;
}

/** `units` of a token as a core asset. */
export const units = (amount: bigint, token: SeedToken): AssetParts => ({ amount: makeAmount(amount, token.precision), ticker: token.code });

/** A token transfer action. */
export function transfer(token: SeedToken, from: string, to: string, amount: bigint, memo: string): ActionInput {
  return {
    account: token.contract,
    name: 'transfer',
    authorization: [`${from}@active`],
    data: { from, to, quantity: formatAsset(makeAmount(amount, token.precision), token.code), memo },
  };
}

/** Opens a pool; returns its id. */
export async function createPool(chain: Chain, creator: string, tokenA: SeedToken, tokenB: SeedToken, fee: number, sqrtPriceX64: bigint): Promise<bigint> {
  const zero = (t: SeedToken) => ({ ...units(0n, t), contract: t.contract });
  await chain.pushAction(
    ALCOR,
    'createpool',
    encodeCreatePool({ account: creator, tokenA: zero(tokenA), tokenB: zero(tokenB), sqrtPriceX64, fee }),
    `${creator}@active`,
  );
  return chain.table(ALCOR, poolsTable, ALCOR).availablePrimaryKey() - 1n;
}

/** Deposits, mints and withdraws the rest in one transaction. */
export function addLiquidity(
  chain: Chain,
  owner: string,
  pool: PoolRow,
  tickLower: number,
  tickUpper: number,
  amountA: bigint,
  amountB: bigint,
  mins: [bigint, bigint] = [0n, 0n],
): Promise<PushResult> {
  const [a, b] = tokensOf(pool);
  const actions: ActionInput[] = [];
  if (amountA > 0n) actions.push(transfer(a, owner, ALCOR, amountA, DEPOSIT_MEMO));
  if (amountB > 0n) actions.push(transfer(b, owner, ALCOR, amountB, DEPOSIT_MEMO));
  const data = encodeAddLiquid({
    poolId: Number(pool.id),
    owner,
    tokenADesired: units(amountA, a),
    tokenBDesired: units(amountB, b),
    tickLower,
    tickUpper,
    tokenAMin: units(mins[0], a),
    tokenBMin: units(mins[1], b),
    deadline: 0,
  });
  actions.push(
    { account: ALCOR, name: 'addliquid', authorization: [`${owner}@active`], data },
    { account: ALCOR, name: 'withdraw', authorization: [`${owner}@active`], data: encodeWithdraw({ owner }) },
  );
  return chain.pushActions(actions);
}

/** Sends `amount` of `token` to the contract with a swap memo. */
export function swapVia(
  chain: Chain,
  from: string,
  token: SeedToken,
  amount: bigint,
  kind: SwapKind,
  poolIds: readonly bigint[],
  out: SeedToken,
  outAmount: bigint,
  deadline = 0,
): Promise<PushResult> {
  const memo = encodeSwapMemo({ kind, poolIds: poolIds.map(Number), recipient: from, asset: { ...units(outAmount, out), contract: out.contract }, deadline });
  return chain.pushActions([transfer(token, from, ALCOR, amount, memo)]);
}

/** The two tokens of a pool row. */
export function tokensOf(pool: PoolRow): [SeedToken, SeedToken] {
  const token = (t: PoolRow['tokenA']): SeedToken => ({ contract: t.contract, code: t.quantity.symbol.code, precision: t.quantity.symbol.precision });
  return [token(pool.tokenA), token(pool.tokenB)];
}

export const poolRow = (chain: Chain, id: bigint): PoolRow => chain.table(ALCOR, poolsTable, ALCOR).get(id);
export const tickRows = (chain: Chain, id: bigint): TickRow[] => [...chain.table(ALCOR, ticksTable, id).rows()].sort((a, b) => a.id - b.id);
export const positionRows = (chain: Chain, id: bigint): PositionRow[] => [...chain.table(ALCOR, positionsTable, id).rows()];
export const model = (chain: Chain, id: bigint): PoolState => poolState(poolRow(chain, id), tickRows(chain, id));

/** A token balance in units (0 without a row). */
export function balance(chain: Chain, token: SeedToken, owner: string): bigint {
  return chain.table(token.contract, accountsTable, owner).find(symbolCodeToU64(token.code))?.balance.amount ?? 0n;
}

/** The contract's holdings of a token that the tables account for: pool reserves plus deposits. */
export function accountedFor(chain: Chain, token: SeedToken, owners: readonly string[]): bigint {
  let total = 0n;
  for (const pool of chain.table(ALCOR, poolsTable, ALCOR).rows()) {
    for (const side of [pool.tokenA, pool.tokenB])
      if (side.contract === token.contract && side.quantity.symbol.code === token.code) total += side.quantity.amount;
  }
  for (const owner of owners)
    for (const row of chain.table(ALCOR, depositsTable, owner).rows())
      if (row.balance.contract === token.contract && row.balance.quantity.symbol.code === token.code) total += row.balance.quantity.amount;
  return total;
}

/** The data of every `swap.alcor` action of a given name in a push result's traces, as nodeos renders it. */
export function logsOf(result: PushResult, name: string): unknown[] {
  const traces = result.processed.action_traces as { receiver: string; act: { account: string; name: string; data: unknown } }[];
  return traces.filter((t) => t.receiver === ALCOR && t.act.account === ALCOR && t.act.name === name).map((t) => t.act.data);
}

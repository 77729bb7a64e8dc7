/**
 * Hops on the constant-product venues: Defibox `<pairId>@d`, TacoSwap `<pairCode>@t`, NeftyBlocks
 * `<pairCode>@n`, Adex `<poolId>@a` and WaxFusion's WAX/LSWAX pool `LSWAX@wf`. Each swap pays the
 * router (the sender) and carries a zero minimum: the router checks the route's minimum at the end.
 */
import {
  ADEX_CONTRACT,
  DEFIBOX_CONTRACT,
  encodeAdexSwapMemo,
  encodeDefiboxSwapMemo,
  encodeFusionSwapMemo,
  encodeNeftySwapMemo,
  encodeTacoSwapMemo,
  FUSION_CONTRACT,
  FUSION_PAIR_CODE,
  NEFTY_CONTRACT,
  TACO_CONTRACT,
} from '../../../src/core/actions/v2';
import { symbolCodeToU64 } from '../../chain/core/asset';
import { adexPoolsTable } from '../v2/adex/tables';
import { defiboxPairsTable } from '../v2/defibox/tables';
import { FUSION_POOL_ID } from '../v2/fusion/fusion';
import { fusionPoolsTable } from '../v2/fusion/tables';
import { neftyPairsTable } from '../v2/nefty/tables';
import { tacoPairsTable } from '../v2/taco/tables';
import { memoAsset, tokenOf } from './tokens';
import { codeId, numericId, otherSide, requireVenue, type HopQuery, type HopTarget } from './venue';

const target = (query: HopQuery, venue: string, memo: string, tokenOut: HopTarget['token_out']): HopTarget => ({
  venue,
  memo,
  token_in: query.tokenIn,
  token_out: tokenOut,
});

/** Defibox: `swap,0,<pairId>`. */
export function defiboxHop(query: HopQuery): HopTarget {
  const id = numericId(query);
  requireVenue(query, DEFIBOX_CONTRACT);
  const pair = query.ctx.readTable(DEFIBOX_CONTRACT, defiboxPairsTable, DEFIBOX_CONTRACT).find(id);
  query.ctx.check(pair !== undefined, `${query.label}: ${DEFIBOX_CONTRACT} has no pair ${id}`);
  const tokenOut = otherSide(
    query,
    `pair ${id}`,
    { sym: pair.token0.symbol, contract: pair.token0.contract },
    { sym: pair.token1.symbol, contract: pair.token1.contract },
  );
  return target(query, DEFIBOX_CONTRACT, encodeDefiboxSwapMemo(0n, [Number(id)]), tokenOut);
}

/** TacoSwap: the memo is the minimum received, `0.0000 SYM@contract` (the contract finds the pair by its two tokens). */
export function tacoHop(query: HopQuery): HopTarget {
  const code = codeId(query);
  requireVenue(query, TACO_CONTRACT);
  const pair = query.ctx.readTable(TACO_CONTRACT, tacoPairsTable, TACO_CONTRACT).find(symbolCodeToU64(code));
  query.ctx.check(pair !== undefined, `${query.label}: ${TACO_CONTRACT} has no pair ${code}`);
  const tokenOut = otherSide(query, `pair ${code}`, tokenOf(pair.pool1), tokenOf(pair.pool2));
  return target(query, TACO_CONTRACT, encodeTacoSwapMemo(memoAsset(tokenOut, 0n)), tokenOut);
}

/** NeftyBlocks: `swap:<pairCode>,min:0`. */
export function neftyHop(query: HopQuery): HopTarget {
  const code = codeId(query);
  requireVenue(query, NEFTY_CONTRACT);
  const pair = query.ctx.readTable(NEFTY_CONTRACT, neftyPairsTable, NEFTY_CONTRACT).find(symbolCodeToU64(code));
  query.ctx.check(pair !== undefined, `${query.label}: ${NEFTY_CONTRACT} has no pair ${code}`);
  query.ctx.check(pair.active, `${query.label}: pair ${code} is not active`);
  const tokenOut = otherSide(query, `pair ${code}`, tokenOf(pair.reserve0), tokenOf(pair.reserve1));
  return target(query, NEFTY_CONTRACT, encodeNeftySwapMemo(code, 0n), tokenOut);
}

/** Adex: `swap:<poolId>;min:0`. */
export function adexHop(query: HopQuery): HopTarget {
  const id = numericId(query);
  requireVenue(query, ADEX_CONTRACT);
  const pool = query.ctx.readTable(ADEX_CONTRACT, adexPoolsTable, ADEX_CONTRACT).find(id);
  query.ctx.check(pool !== undefined, `${query.label}: ${ADEX_CONTRACT} has no pool ${id}`);
  const tokenOut = otherSide(query, `pool ${id}`, tokenOf(pool.base_token), tokenOf(pool.quote_token));
  return target(query, ADEX_CONTRACT, encodeAdexSwapMemo(Number(id), 0n), tokenOut);
}

/** WaxFusion: the WAX/LSWAX pool on `dapp.fusion`, `swap,0`, either direction. */
export function fusionHop(query: HopQuery): HopTarget {
  query.ctx.check(query.id === FUSION_PAIR_CODE, `${query.label}: WaxFusion's only pool is ${FUSION_PAIR_CODE}@wf`);
  requireVenue(query, FUSION_CONTRACT);
  const pool = query.ctx.readTable(FUSION_CONTRACT, fusionPoolsTable, FUSION_CONTRACT).find(FUSION_POOL_ID);
  query.ctx.check(pool !== undefined, `${query.label}: ${FUSION_CONTRACT} has no WAX/LSWAX pool`);
  const tokenOut = otherSide(query, 'the WAX/LSWAX pool', tokenOf(pool.reserve0), tokenOf(pool.reserve1));
  return target(query, FUSION_CONTRACT, encodeFusionSwapMemo(0n), tokenOut);
}

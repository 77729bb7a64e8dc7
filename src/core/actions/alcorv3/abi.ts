/**
 * The ABI structs of `swap.alcor`'s actions and logs, field by field in ABI order: the devnet
 * contract builds its ABI from these, and the codecs in this folder read and write the same fields.
 */

/** The concentrated-liquidity contract's account (NOTES "Real formats on WAX mainnet"). */
export const ALCOR_V3_CONTRACT = 'swap.alcor';

/** Action data structs (camelCase, as on the real contract). */
export const ALCOR_V3_ACTION_STRUCTS = {
  createpool: { account: 'name', tokenA: 'extended_asset', tokenB: 'extended_asset', sqrtPriceX64: 'uint128', fee: 'uint32' },
  addliquid: {
    poolId: 'uint64',
    owner: 'name',
    tokenADesired: 'asset',
    tokenBDesired: 'asset',
    tickLower: 'int32',
    tickUpper: 'int32',
    tokenAMin: 'asset',
    tokenBMin: 'asset',
    deadline: 'uint32',
  },
  subliquid: {
    poolId: 'uint64',
    owner: 'name',
    liquidity: 'uint128',
    tickLower: 'int32',
    tickUpper: 'int32',
    tokenAMin: 'asset',
    tokenBMin: 'asset',
    deadline: 'uint32',
  },
  collect: { poolId: 'uint64', owner: 'name', recipient: 'name', tickLower: 'int32', tickUpper: 'int32', tokenAMax: 'asset', tokenBMax: 'asset' },
  withdraw: { owner: 'name' },
} as const;

/** Log structs (snake_case, the shared log format of every devnet venue; extras after the shared fields). */
export const ALCOR_V3_LOG_STRUCTS = {
  logswap: {
    pool_id: 'uint64',
    sender: 'name',
    recipient: 'name',
    token_in: 'extended_asset',
    token_out: 'extended_asset',
    sqrt_price_x64: 'uint128',
    tick: 'int32',
    liquidity: 'uint128',
    fee: 'uint32',
    reserve0_after: 'asset',
    reserve1_after: 'asset',
  },
  logmint: { pool_id: 'uint64', owner: 'name', amount_a: 'asset', amount_b: 'asset', liquidity: 'uint128', tick_lower: 'int32', tick_upper: 'int32' },
  logburn: { pool_id: 'uint64', owner: 'name', amount_a: 'asset', amount_b: 'asset', liquidity: 'uint128', tick_lower: 'int32', tick_upper: 'int32' },
  logcollect: { pool_id: 'uint64', owner: 'name', recipient: 'name', amount_a: 'asset', amount_b: 'asset', tick_lower: 'int32', tick_upper: 'int32' },
  logpool: { pool_id: 'uint64', token0: 'extended_symbol', token1: 'extended_symbol', fee: 'uint32', creator: 'name' },
} as const;

/** CDT's extended_symbol, which logpool carries (not an ABI built-in). */
export const EXTENDED_SYMBOL_STRUCT = { sym: 'symbol', contract: 'name' } as const;

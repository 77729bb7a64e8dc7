/** `swap.alcor`'s ABI: action and log structs from src/core/actions/alcorv3, table structs from tables.ts. */
import { makeAbi, struct } from '../../chain';
import { ALCOR_V3_ACTION_STRUCTS, ALCOR_V3_LOG_STRUCTS, EXTENDED_SYMBOL_STRUCT } from '../../../src/core/actions/alcorv3';

const fromCore = (structs: Record<string, Record<string, string>>) => Object.entries(structs).map(([name, fields]) => struct(name, fields));

/** The contract's ABI. */
export const ALCOR_V3_ABI = makeAbi({
  structs: [
    ...fromCore(ALCOR_V3_ACTION_STRUCTS),
    ...fromCore(ALCOR_V3_LOG_STRUCTS),
    struct('extended_symbol', EXTENDED_SYMBOL_STRUCT),
    struct('slot', {
      sqrtPriceX64: 'uint128',
      tick: 'int32',
      lastObservationTimestamp: 'uint32',
      currentObservationNum: 'uint32',
      maxObservationNum: 'uint32',
    }),
    struct('pool', {
      id: 'uint64',
      active: 'bool',
      tokenA: 'extended_asset',
      tokenB: 'extended_asset',
      fee: 'uint32',
      feeProtocol: 'uint8',
      tickSpacing: 'int32',
      maxLiquidityPerTick: 'uint128',
      currSlot: 'slot',
      feeGrowthGlobalAX64: 'uint128',
      feeGrowthGlobalBX64: 'uint128',
      protocolFeeA: 'asset',
      protocolFeeB: 'asset',
      liquidity: 'uint128',
    }),
    struct('tick', {
      id: 'int32',
      liquidityGross: 'uint128',
      liquidityNet: 'int128',
      feeGrowthOutsideAX64: 'uint128',
      feeGrowthOutsideBX64: 'uint128',
      tickCumulativeOutside: 'int64',
      secondsPerLiquidityOutsideX64: 'uint128',
      secondsOutside: 'uint32',
      initialized: 'bool',
    }),
    struct('position', {
      id: 'uint64',
      owner: 'name',
      tickLower: 'int32',
      tickUpper: 'int32',
      liquidity: 'uint128',
      feeGrowthInsideALastX64: 'uint128',
      feeGrowthInsideBLastX64: 'uint128',
      feesA: 'uint64',
      feesB: 'uint64',
    }),
    struct('observation', {
      id: 'uint64',
      blockTimestamp: 'uint32',
      tickCumulative: 'int64',
      secondsPerLiquidityCumulativeX64: 'uint128',
      initialized: 'bool',
    }),
    struct('deposit', { id: 'uint64', balance: 'extended_asset' }),
  ],
  actions: [...Object.keys(ALCOR_V3_ACTION_STRUCTS), ...Object.keys(ALCOR_V3_LOG_STRUCTS)],
  tables: [
    { name: 'pools', type: 'pool' },
    { name: 'ticks', type: 'tick' },
    { name: 'positions', type: 'position' },
    { name: 'observations', type: 'observation' },
    { name: 'deposits', type: 'deposit' },
  ],
});

/** `swap.nefty`'s ABI: NeftyBlocks' pairs and actions, the shared logs and pending deposits. */
import { makeAbi, struct } from '../../../chain/abi/types';
import { NEFTY_ACTION_STRUCTS } from '../../../../src/core/actions/v2';
import { LOG_ACTIONS, SHARED_STRUCTS, SHARED_TABLES, structsOf } from '../shared/abi';

/** The NeftyBlocks swap contract's ABI. */
export const NEFTY_ABI = makeAbi({
  structs: [
    struct('pair', {
      code: 'symbol_code',
      active: 'bool',
      reserve0: 'extended_asset',
      reserve1: 'extended_asset',
      total_liquidity: 'asset',
      created_time: 'time_point_sec',
      updated_time: 'time_point_sec',
    }),
    ...structsOf(NEFTY_ACTION_STRUCTS),
    ...SHARED_STRUCTS,
  ],
  actions: [...Object.keys(NEFTY_ACTION_STRUCTS), ...LOG_ACTIONS],
  tables: [{ name: 'pairs', type: 'pair' }, ...SHARED_TABLES],
});

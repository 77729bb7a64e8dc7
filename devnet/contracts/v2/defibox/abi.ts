/** `swap.box`'s ABI: Defibox's pair and actions, the shared logs and pending deposits. */
import { makeAbi, struct } from '../../../chain/abi/types';
import { DEFIBOX_ACTION_STRUCTS, DEFIBOX_TOKEN_FIELDS } from '../../../../src/core/actions/v2';
import { LOG_ACTIONS, SHARED_STRUCTS, SHARED_TABLES, structsOf } from '../shared/abi';

/** The Defibox swap contract's ABI. */
export const DEFIBOX_ABI = makeAbi({
  structs: [
    struct('token', { ...DEFIBOX_TOKEN_FIELDS }),
    struct('pair', {
      id: 'uint64',
      token0: 'token',
      token1: 'token',
      reserve0: 'asset',
      reserve1: 'asset',
      liquidity_token: 'uint64',
      price0_last: 'float64',
      price1_last: 'float64',
      block_time_last: 'time_point_sec',
    }),
    ...structsOf(DEFIBOX_ACTION_STRUCTS),
    ...SHARED_STRUCTS,
  ],
  actions: [...Object.keys(DEFIBOX_ACTION_STRUCTS), ...LOG_ACTIONS],
  tables: [{ name: 'pairs', type: 'pair' }, ...SHARED_TABLES],
});

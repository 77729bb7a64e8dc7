/** `swap.we`'s ABI: the no-op, the two continuation actions, the route log and the in-flight swap row. */
import { makeAbi, struct } from '../../chain';

/** A token: CDT's extended_symbol. */
const EXTENDED_SYMBOL = { sym: 'symbol', contract: 'name' };

/** The contract's ABI. */
export const ROUTER_ABI = makeAbi({
  structs: [
    struct('extended_symbol', EXTENDED_SYMBOL),
    struct('madeonwoe', {}),
    struct('hop', { swap_id: 'uint64' }),
    struct('settle', { swap_id: 'uint64' }),
    struct('logroute', { owner: 'name', token_in: 'extended_asset', token_out: 'extended_asset', minimum: 'extended_asset', route: 'string' }),
    struct('hop_plan', { code: 'string', venue: 'name', memo: 'string', token_in: 'extended_symbol', token_out: 'extended_symbol' }),
    struct('swap', {
      id: 'uint64',
      owner: 'name',
      token_in: 'extended_asset',
      hops: 'hop_plan[]',
      next_hop: 'uint8',
      holding: 'extended_asset',
      minimum: 'extended_asset',
      leftovers: 'extended_asset[]',
    }),
  ],
  actions: ['madeonwoe', 'hop', 'settle', 'logroute'],
  tables: [{ name: 'swaps', type: 'swap' }],
});

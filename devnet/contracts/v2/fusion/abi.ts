/** `dapp.fusion`'s ABI: staking and liquifying, the WAX/LSWAX pool, the shared logs and deposits. */
import { makeAbi, struct } from '../../../chain/abi/types';
import { FUSION_ACTION_STRUCTS } from '../../../../src/core/actions/v2';
import { LOG_ACTIONS, SHARED_STRUCTS, SHARED_TABLES, structsOf } from '../shared/abi';

/** The WaxFusion contract's ABI. */
export const FUSION_ABI = makeAbi({
  structs: [
    struct('staker', { wallet: 'name', swax_balance: 'asset', last_update: 'time_point_sec' }),
    struct('fusion_state', { rate_base: 'uint64', rate_since: 'time_point_sec', growth_per_day: 'uint64', total_staked: 'asset', total_liquified: 'asset' }),
    struct('pool', { id: 'uint64', reserve0: 'extended_asset', reserve1: 'extended_asset', supply: 'asset' }),
    struct('init', { rate_base: 'uint64', growth_per_day: 'uint64' }),
    struct('logliquify', { user: 'name', swax: 'asset', lswax: 'asset', wax_per_lswax: 'uint64' }),
    ...structsOf(FUSION_ACTION_STRUCTS),
    ...SHARED_STRUCTS,
  ],
  actions: ['init', ...Object.keys(FUSION_ACTION_STRUCTS), 'logliquify', ...LOG_ACTIONS],
  tables: [{ name: 'stakers', type: 'staker' }, { name: 'state', type: 'fusion_state' }, { name: 'pools', type: 'pool' }, ...SHARED_TABLES],
});

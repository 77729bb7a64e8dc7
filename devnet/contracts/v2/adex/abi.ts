/** `swap.adex`'s ABI: the pools, liquidity actions, the LP token ledger, the shared logs and deposits. */
import { makeAbi, struct } from '../../../chain/abi/types';
import { ADEX_ACTION_STRUCTS } from '../../../../src/core/actions/v2';
import { LOG_ACTIONS, SHARED_STRUCTS, SHARED_TABLES, structsOf } from '../shared/abi';
import { LEDGER_STRUCTS, LEDGER_TABLES } from '../shared/lpLedger';

/** The Adex contract's ABI. */
export const ADEX_ABI = makeAbi({
  structs: [
    struct('pool', {
      id: 'uint64',
      code: 'symbol_code',
      base_token: 'extended_asset',
      quote_token: 'extended_asset',
      pool_fee: 'uint32',
      platform_fee: 'uint32',
    }),
    struct('newpool', { code: 'symbol_code', base: 'extended_symbol', quote: 'extended_symbol', pool_fee: 'uint32' }),
    ...structsOf(ADEX_ACTION_STRUCTS),
    ...LEDGER_STRUCTS,
    ...SHARED_STRUCTS,
  ],
  actions: ['newpool', ...Object.keys(ADEX_ACTION_STRUCTS), 'transfer', 'open', 'close', ...LOG_ACTIONS],
  tables: [{ name: 'pools', type: 'pool' }, ...LEDGER_TABLES, ...SHARED_TABLES],
});

/** `swap.taco`'s ABI: the pairs, liquidity actions, the LP token ledger, the shared logs and deposits. */
import { makeAbi, struct } from '../../../chain/abi/types';
import { TACO_ACTION_STRUCTS } from '../../../../src/core/actions/v2';
import { LOG_ACTIONS, SHARED_STRUCTS, SHARED_TABLES, structsOf } from '../shared/abi';
import { LEDGER_STRUCTS, LEDGER_TABLES } from '../shared/lpLedger';

/** The TacoSwap contract's ABI. */
export const TACO_ABI = makeAbi({
  structs: [
    struct('pair', { id: 'symbol_code', pool1: 'extended_asset', pool2: 'extended_asset', supply: 'asset' }),
    struct('newpair', { id: 'symbol_code', token1: 'extended_symbol', token2: 'extended_symbol' }),
    ...structsOf(TACO_ACTION_STRUCTS),
    ...LEDGER_STRUCTS,
    ...SHARED_STRUCTS,
  ],
  actions: ['newpair', ...Object.keys(TACO_ACTION_STRUCTS), 'transfer', 'open', 'close', ...LOG_ACTIONS],
  tables: [{ name: 'pairs', type: 'pair' }, ...LEDGER_TABLES, ...SHARED_TABLES],
});

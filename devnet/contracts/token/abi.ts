/** The eosio.token ABI (same structs, actions and tables as the reference contract). */
import { makeAbi, struct } from '../../chain/abi/types';

/** eosio.token's ABI. */
export const TOKEN_ABI = makeAbi({
  structs: [
    struct('account', { balance: 'asset' }),
    struct('close', { owner: 'name', symbol: 'symbol' }),
    struct('create', { issuer: 'name', maximum_supply: 'asset' }),
    struct('currency_stats', { supply: 'asset', max_supply: 'asset', issuer: 'name' }),
    struct('issue', { to: 'name', quantity: 'asset', memo: 'string' }),
    struct('open', { owner: 'name', symbol: 'symbol', ram_payer: 'name' }),
    struct('retire', { quantity: 'asset', memo: 'string' }),
    struct('transfer', { from: 'name', to: 'name', quantity: 'asset', memo: 'string' }),
  ],
  actions: ['close', 'create', 'issue', 'open', 'retire', 'transfer'],
  tables: [
    { name: 'accounts', type: 'account' },
    { name: 'stat', type: 'currency_stats' },
  ],
});

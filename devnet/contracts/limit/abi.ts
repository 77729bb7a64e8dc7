/** The `calcormining` ABI: SPEC §3 "Limit order" tables, §7 actions, and the fill/close logs. */
import { makeAbi, struct } from '../../chain/abi/types';

const OWNER_TOKEN = { owner: 'name', token: 'extended_symbol' };

/** The limit-order contract's ABI. */
export const LIMIT_ABI = makeAbi({
  structs: [
    struct('extended_symbol', { sym: 'symbol', contract: 'name' }),
    struct('config', { fee: 'uint32', maker_fee: 'uint32', next_order_id: 'uint64' }),
    struct('token', { id: 'uint64', token: 'extended_symbol' }),
    struct('balance', { owner: 'name', quantities: 'extended_asset[]' }),
    struct('order', {
      id: 'uint64',
      owner: 'name',
      bid: 'asset',
      ask: 'asset',
      initial_bid: 'asset',
      initial_ask: 'asset',
      bid_token: 'uint64',
      ask_token: 'uint64',
      unit_price: 'uint128',
      scale_power: 'uint8',
      timestamp: 'uint32',
    }),
    struct('setconfig', { fee: 'uint32', maker_fee: 'uint32' }),
    struct('addtoken', OWNER_TOKEN),
    struct('openbal', OWNER_TOKEN),
    struct('openorder', { owner: 'name', bid: 'extended_asset', ask: 'extended_asset' }),
    struct('cancelorders', { owner: 'name', orders_id: 'uint64[]' }),
    struct('withdraw', { owner: 'name', balances: 'extended_asset[]' }),
    struct('logorderfill', {
      owner: 'name',
      order_id: 'uint64',
      prev_bid: 'asset',
      new_bid: 'asset',
      prev_ask: 'asset',
      new_ask: 'asset',
      fee_taker: 'asset',
      fee_maker: 'asset',
      filler: 'name',
    }),
    struct('logorderclose', {
      owner: 'name',
      order_id: 'uint64',
      reason: 'name',
      bid_contract: 'name',
      bid_code: 'symbol_code',
      ask_contract: 'name',
      ask_code: 'symbol_code',
      initial_bid: 'asset',
      initial_ask: 'asset',
      bid: 'asset',
      ask: 'asset',
    }),
  ],
  actions: ['setconfig', 'addtoken', 'openbal', 'openorder', 'cancelorders', 'withdraw', 'logorderfill', 'logorderclose'],
  tables: [
    { name: 'config', type: 'config' },
    { name: 'tokens', type: 'token' },
    { name: 'balances', type: 'balance' },
    { name: 'orders', type: 'order' },
  ],
});

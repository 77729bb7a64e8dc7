/** The `alcordexmain` ABI: Alcor's tables and actions (NOTES "Alcor order book") plus Waxwing's admin and log actions. */
import { makeAbi, struct } from '../../chain/abi/types';

const CANCEL = { executor: 'name', market_id: 'uint64', order_id: 'uint64' };

/** The order-book contract's ABI. */
export const ORDERBOOK_ABI = makeAbi({
  structs: [
    struct('extended_symbol', { sym: 'symbol', contract: 'name' }),
    struct('market', {
      id: 'uint64',
      base_token: 'extended_symbol',
      quote_token: 'extended_symbol',
      min_buy: 'asset',
      min_sell: 'asset',
      frozen: 'uint8',
      fee: 'uint32',
    }),
    struct('order', { id: 'uint64', account: 'name', bid: 'asset', ask: 'asset', unit_price: 'uint128', timestamp: 'uint32' }),
    struct('sequence', { market_id: 'uint64', next_order_id: 'uint64' }),
    struct('match_record', { market: 'market', ask: 'asset', bid: 'asset', asker: 'name', bidder: 'name', unit_price: 'uint128' }),
    struct('sellmatch', { record: 'match_record' }),
    struct('buymatch', { record: 'match_record' }),
    struct('cancelbuy', CANCEL),
    struct('cancelsell', CANCEL),
    struct('newmarket', { base_token: 'extended_symbol', quote_token: 'extended_symbol', min_buy: 'asset', min_sell: 'asset', fee: 'uint32' }),
    struct('setfrozen', { market_id: 'uint64', frozen: 'bool' }),
    struct('logorder', { market_id: 'uint64', table: 'name', present: 'bool', reason: 'name', order: 'order' }),
    struct('logpool', { pool_id: 'uint64', token0: 'extended_symbol', token1: 'extended_symbol', fee: 'uint32', creator: 'name' }),
  ],
  actions: ['cancelbuy', 'cancelsell', 'newmarket', 'setfrozen', 'sellmatch', 'buymatch', 'logorder', 'logpool'],
  tables: [
    { name: 'markets', type: 'market' },
    { name: 'buyorder', type: 'order' },
    { name: 'sellorder', type: 'order' },
    { name: 'sequences', type: 'sequence' },
  ],
});

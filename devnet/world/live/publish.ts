/**
 * Chain → live socket: every `logorder` of alcordexmain becomes an order-book delta and every
 * `buymatch`/`sellmatch` a market match, in the same tick as the transaction (the socket's contract:
 * a snapshot read later includes exactly the deltas numbered before it); market candles follow the
 * indexer's trades.
 */
import type { ExecutedTransaction } from '../../chain';
import { formatAsset, type AssetValue } from '../../chain/core/asset';
import type { OrderRow } from '../../contracts/orderbook/tables';
import type { TradeEvent } from '../../indexer/indexer';
import type { LiveServer } from '../../socket';
import { wireOrderRow } from './bookSource';

interface LogOrderData {
  readonly market_id: bigint;
  readonly table: string;
  readonly present: boolean;
  readonly order: OrderRow;
}

interface MatchData {
  readonly record: { readonly market: { readonly id: bigint }; readonly ask: AssetValue; readonly bid: AssetValue; readonly unit_price: bigint };
}

/** Chain time as nodeos writes it (UTC, no zone). */
const chainTime = (ms: number): string => new Date(ms).toISOString().slice(0, -1);

/** Counts of what was published, for flow measurement. */
export interface PublishCounters {
  deltas: number;
  matches: number;
}

/** Publishes one executed transaction's book changes and fills; returns how many deltas it carried. */
export function publishTransaction(live: Pick<LiveServer, 'publishOrderDelta' | 'publishMatch'>, tx: ExecutedTransaction, counters: PublishCounters, contract = 'alcordexmain'): number {
  let deltas = 0;
  for (const action of tx.actions) {
    if (action.account !== contract || action.receiver !== contract) continue;
    if (action.name === 'logorder') {
      const data = action.data as LogOrderData;
      if (data.table !== 'buyorder' && data.table !== 'sellorder') continue;
      live.publishOrderDelta(Number(data.market_id), data.table, data.present, wireOrderRow(data.order));
      deltas += 1;
    } else if (action.name === 'buymatch' || action.name === 'sellmatch') {
      const { record } = action.data as MatchData;
      live.publishMatch(Number(record.market.id), { trx_id: tx.id, side: action.name === 'buymatch' ? 'buy' : 'sell', unit_price: record.unit_price.toString(), amount_ask: formatAsset(record.ask), amount_bid: formatAsset(record.bid), updated_at_time: chainTime(tx.blockTime) });
      counters.matches += 1;
    }
  }
  counters.deltas += deltas;
  return deltas;
}

/** Publishes the candle changes of an order-book trade to the market's kline rooms. */
export function publishKlines(live: Pick<LiveServer, 'publishKline'>, event: TradeEvent, contract = 'alcordexmain'): void {
  if (event.pair.srcType !== 'markets') return;
  const marketId = Number(event.pair.pairId);
  for (const kline of event.klines) {
    const { time, open, high, low, close, volume } = kline.row;
    live.publishKline({ src: contract, market_id: marketId, resolution: kline.resolution }, { operation: kline.operation, row: { time, open, high, low, close, volume } });
  }
}

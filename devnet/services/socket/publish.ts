/**
 * Chain → live socket: every `logorder` of alcordexmain becomes an order-book delta and every
 * `buymatch`/`sellmatch` a market match, in the same tick as the transaction (the socket's contract:
 * a snapshot read later includes exactly the deltas numbered before it); every venue's candles
 * follow the indexer's trades.
 */
import type { ExecutedTransaction } from '../../chain';
import { formatAsset, type AssetValue } from '../../chain/core/asset';
import type { OrderRow } from '../../contracts/orderbook/tables';
import type { TradeEvent } from '../indexer/indexer';
import type { StoredPair } from '../indexer/registry';
import type { LiveServer } from './liveServer';
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
export function publishTransaction(
  live: Pick<LiveServer, 'publishOrderDelta' | 'publishMatch'>,
  tx: ExecutedTransaction,
  counters: PublishCounters,
  contract = 'alcordexmain',
): number {
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
      live.publishMatch(Number(record.market.id), {
        trx_id: tx.id,
        side: action.name === 'buymatch' ? 'buy' : 'sell',
        unit_price: record.unit_price.toString(),
        amount_ask: formatAsset(record.ask),
        amount_bid: formatAsset(record.bid),
        updated_at_time: chainTime(tx.blockTime),
      });
      counters.matches += 1;
    }
  }
  counters.deltas += deltas;
  return deltas;
}

/** Pair ids the socket's rooms can carry: decimal, within a safe integer (Taco and NeftyBlocks pools are keyed by symbol code). */
const DECIMAL_ID = /^(0|[1-9]\d{0,15})$/;

/**
 * The `klines` room of a trade's venue, without the resolution: an order-book market's stream code
 * (SPEC §7, `contract`), else the pool's exchange as the candles API takes it (`defibox`, `alcorv2`).
 * Null for a pair id that is not a number.
 */
export function klineRoomOf(pair: Pick<StoredPair, 'src' | 'srcType' | 'pairId'>, contract = 'alcordexmain'): { src: string; market_id: number } | null {
  const marketId = DECIMAL_ID.test(pair.pairId) ? Number(pair.pairId) : NaN;
  if (!Number.isSafeInteger(marketId)) return null;
  return { src: pair.srcType === 'markets' ? contract : pair.src, market_id: marketId };
}

/**
 * Publishes a trade's candle changes to its venue's kline rooms, one per resolution. Rows are the
 * pair's own orientation (token0 per token1, token0 volume); a chart of the reversed pair inverts them.
 */
export function publishKlines(live: Pick<LiveServer, 'publishKline'>, event: TradeEvent, contract = 'alcordexmain'): void {
  const room = klineRoomOf(event.pair, contract);
  if (room === null) return;
  for (const kline of event.klines) {
    const { time, open, high, low, close, volume } = kline.row;
    live.publishKline({ ...room, resolution: kline.resolution }, { operation: kline.operation, row: { time, open, high, low, close, volume } });
  }
}

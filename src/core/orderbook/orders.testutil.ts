/** Test-only builders for order rows of a WAX/TLM market (not in the barrel). */
import { amountFromDecimalString } from '../amount';
import type { BookMarket } from '../domain';
import type { BookKind, OrderRow } from './types';

/** WAX (8 decimals) is the base, TLM (4 decimals) the quote. */
export const WAX_TLM: BookMarket = {
  id: 7,
  base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 },
  quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 },
};

/** A resting order: `base` and `quote` as decimal text, routed to bid/ask by the side. */
export function orderRow(
  kind: BookKind,
  fields: { id: number | bigint; unitPrice: number | bigint; base: string; quote: string; account?: string; timestamp?: number },
): OrderRow {
  const base = { amount: amountFromDecimalString(fields.base, 8), ticker: 'WAX' };
  const quote = { amount: amountFromDecimalString(fields.quote, 4), ticker: 'TLM' };
  return {
    id: BigInt(fields.id),
    account: fields.account ?? 'alice',
    bid: kind === 'bids' ? base : quote,
    ask: kind === 'bids' ? quote : base,
    unitPrice: BigInt(fields.unitPrice),
    timestamp: fields.timestamp ?? 1_760_000_000,
  };
}

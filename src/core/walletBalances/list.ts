/** The wallet's token list as the lists worker holds it (SPEC §9: the whole list, `price_desc` first). */
import { defineListSchema, type ListColumns, type ListRow } from '../lists';
import { toDisplayNumber } from '../amount';
import type { WalletBalanceRow } from './rows';

export const BALANCE_LIST_SCHEMA = defineListSchema({
  columns: {
    key: 'text',
    symbol: 'text',
    contract: 'text',
    /** Exact units and precision for the cell; `amount` the figure to sort by (units compare across no precisions). */
    units: 'units',
    precision: 'number',
    amount: 'number',
    waxPrice: 'number',
    /** SPEC §9's wallet sort `price_desc`: the holding's worth in WAX, the biggest first. */
    price: 'number',
    kind: 'text',
    logo: 'text',
    pool: 'text',
  },
  key: 'key',
  search: ['symbol', 'contract'],
  bannedBy: ['contract'],
});

export type BalanceListRow = ListRow<typeof BALANCE_LIST_SCHEMA.columns>;

/** The rows as the lists worker's columns. */
export function balanceListColumns(rows: readonly WalletBalanceRow[]): ListColumns<typeof BALANCE_LIST_SCHEMA.columns> {
  return {
    key: rows.map((row) => row.key),
    symbol: rows.map((row) => row.ticker),
    contract: rows.map((row) => row.contract),
    units: BigInt64Array.from(rows, (row) => row.amount.units),
    precision: Float64Array.from(rows, (row) => row.amount.precision),
    amount: Float64Array.from(rows, (row) => toDisplayNumber(row.amount)),
    waxPrice: Float64Array.from(rows, (row) => row.waxPrice),
    price: Float64Array.from(rows, (row) => row.waxValue),
    kind: rows.map((row) => row.kind),
    logo: rows.map((row) => row.logo ?? ''),
    pool: rows.map((row) => row.pool ?? ''),
  };
}

/** The holders list of a token page (SPEC §3 Holder: owner, amount, rank) as the lists worker holds it. */
import { defineListSchema, type ListFilter, type ListRow } from '../lists';

/**
 * owner and the exact amount (units at the token's precision), rank (1 = largest, the light API's
 * order), share of supply in percent (display; NaN when the supply is unknown or zero). Search is
 * on owner (SPEC §5).
 */
export const HOLDERS_SCHEMA = defineListSchema({
  columns: { owner: 'text', amount: 'units', share: 'number', rank: 'number' },
  key: 'owner',
  search: ['owner'],
});

export type HolderColumns = { owner: string[]; amount: BigInt64Array; share: Float64Array; rank: Float64Array };
export type HolderRow = ListRow<typeof HOLDERS_SCHEMA.columns>;

/** The account that holds burned tokens (SPEC §3 Holder). */
export const BURN_ACCOUNT = 'eosio.null';

/** True for the burn account: its balance is shown as burned, not as a holder's. */
export function isBurnAccount(owner: string): boolean {
  return owner === BURN_ACCOUNT;
}

/** The filter that leaves the burn account out of the list. */
export const HIDE_BURNED_FILTER: ListFilter = { column: 'owner', op: 'notIn', values: [BURN_ACCOUNT] };

/** The filter that keeps holders of at least `units` (exact, at the token's precision). */
export function minimumAmountFilter(units: bigint): ListFilter {
  return { column: 'amount', op: 'gte', value: units };
}

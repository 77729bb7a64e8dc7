/** ABI pieces every v2 venue shares: the logs, extended_symbol and the pending-deposit row. */
import { struct, type AbiStruct } from '../../../chain/abi/types';
import { EXTENDED_SYMBOL_FIELDS, V2_LOG_STRUCTS } from '../../../../src/core/actions/v2';

/** ABI structs from a `{ struct: { field: type } }` map (the codecs in src/core/actions/v2 define them). */
export function structsOf(map: Readonly<Record<string, Readonly<Record<string, string>>>>): AbiStruct[] {
  return Object.entries(map).map(([name, fields]) => struct(name, { ...fields }));
}

/** The log actions' names. */
export const LOG_ACTIONS = Object.keys(V2_LOG_STRUCTS);

/** Structs every v2 contract's ABI includes. */
export const SHARED_STRUCTS: AbiStruct[] = [
  ...structsOf(V2_LOG_STRUCTS),
  struct('extended_symbol', { ...EXTENDED_SYMBOL_FIELDS }),
  struct('pending_deposit', { id: 'uint64', balance: 'extended_asset' }),
];

/** The pending-deposit table every v2 contract has. */
export const SHARED_TABLES = [{ name: 'deposits', type: 'pending_deposit' }];

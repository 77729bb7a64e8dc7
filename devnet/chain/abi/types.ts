/** The JSON ABI as nodeos serves it from get_abi (eosio::abi/1.1). */

/** A struct field. */
export interface AbiField {
  name: string;
  type: string;
}

/** A struct, optionally extending a base struct. */
export interface AbiStruct {
  name: string;
  base: string;
  fields: AbiField[];
}

/** An action and the struct of its data. */
export interface AbiAction {
  name: string;
  type: string;
  ricardian_contract: string;
}

/** A table, its row struct and index type. */
export interface AbiTable {
  name: string;
  index_type: string;
  key_names: string[];
  key_types: string[];
  type: string;
}

/** A complete ABI definition. */
export interface AbiDef {
  version: string;
  types: { new_type_name: string; type: string }[];
  structs: AbiStruct[];
  actions: AbiAction[];
  tables: AbiTable[];
  ricardian_clauses: { id: string; body: string }[];
  error_messages: { error_code: number; error_msg: string }[];
  abi_extensions: unknown[];
  variants: { name: string; types: string[] }[];
  action_results?: { name: string; result_type: string }[];
}

/** Builds an ABI from its structs, actions and tables (the rest empty), with action names = struct names by default. */
export function makeAbi(parts: {
  structs: AbiStruct[];
  actions: (string | { name: string; type: string })[];
  tables: { name: string; type: string; index_type?: string }[];
  types?: AbiDef['types'];
  variants?: AbiDef['variants'];
}): AbiDef {
  return {
    version: 'eosio::abi/1.1',
    types: parts.types ?? [],
    structs: parts.structs,
    actions: parts.actions.map((a) => (typeof a === 'string' ? { name: a, type: a, ricardian_contract: '' } : { ...a, ricardian_contract: '' })),
    tables: parts.tables.map((t) => ({ name: t.name, type: t.type, index_type: t.index_type ?? 'i64', key_names: [], key_types: [] })),
    ricardian_clauses: [],
    error_messages: [],
    abi_extensions: [],
    variants: parts.variants ?? [],
    action_results: [],
  };
}

/** Shorthand for a struct without a base: `struct('transfer', { from: 'name', to: 'name' })`. */
export function struct(name: string, fields: Record<string, string>, base = ''): AbiStruct {
  return { name, base, fields: Object.entries(fields).map(([fieldName, type]) => ({ name: fieldName, type })) };
}

/** nodeos error shapes: every failure the devnet reports reaches clients as nodeos would send it. */

/** One entry of nodeos's `error.details`. */
export interface ErrorDetail {
  message: string;
  file: string;
  line_number: number;
  method: string;
}

/** A chain exception with nodeos's code, name and `what`; rendered by `toNodeosError`. */
export class ChainError extends Error {
  constructor(
    readonly code: number,
    readonly exceptionName: string,
    readonly what: string,
    readonly details: ErrorDetail[],
    readonly httpStatus = 500,
  ) {
    super(details[0]?.message ?? what);
    this.name = 'ChainError';
  }
}

const detail = (message: string, file: string, line: number, method: string): ErrorDetail => ({ message, file, line_number: line, method });

/** `eosio_assert_message_exception`: what `check(false, msg)` raises inside a contract. */
export function assertionFailure(message: string): ChainError {
  return new ChainError(3050003, 'eosio_assert_message_exception', 'eosio_assert_message assertion failure', [
    detail(`assertion failure with message: ${message}`, 'cf_system.cpp', 14, 'eosio_assert'),
    detail('pending console output: ', 'apply_context.cpp', 124, 'exec_one'),
  ]);
}

/** `missing_auth_exception`: `require_auth(actor)` without that actor's authorization. */
export function missingAuth(actor: string): ChainError {
  return new ChainError(3090004, 'missing_auth_exception', 'Missing required authority', [
    detail(`missing authority of ${actor}`, 'apply_context.cpp', 262, 'require_authorization'),
  ]);
}

/** `unsatisfied_authorization`: the provided keys/permissions do not reach the permission's threshold. */
export function unsatisfiedAuthorization(actor: string, permission: string, providedPermissions: string[], providedKeys: string[]): ChainError {
  const auth = JSON.stringify({ actor, permission });
  const message =
    `transaction declares authority '${auth}', but does not have signatures for it under a provided delay of 0 ms, ` +
    `provided permissions [${providedPermissions.join(',')}], provided keys [${providedKeys.map((k) => JSON.stringify(k)).join(',')}], ` +
    `and a delay max limit of 3888000000 ms`;
  return new ChainError(3090003, 'unsatisfied_authorization', 'Provided keys, permissions, and delays do not satisfy declared authorizations', [
    detail(message, 'authorization_manager.cpp', 524, 'check_authorization'),
  ]);
}

/** A generic chain exception with one detail line. */
export function chainError(code: number, name: string, what: string, message: string, file = 'controller.cpp', line = 1, method = 'apply'): ChainError {
  return new ChainError(code, name, what, [detail(message, file, line, method)]);
}

/** The catalogue of nodeos exceptions the devnet raises (code, name, what), by the names nodeos uses. */
export const NODEOS = {
  expired: [3040005, 'expired_tx_exception', 'Expired Transaction'],
  expTooFar: [3040006, 'tx_exp_too_far_exception', 'Transaction Expiration Too Far'],
  refBlock: [3040007, 'invalid_ref_block_exception', 'Invalid Reference Block'],
  duplicate: [3040008, 'tx_duplicate', 'Duplicate transaction'],
  noAction: [3040002, 'tx_no_action', 'Transaction should have at least one normal action'],
  tooBig: [3040013, 'tx_too_big', 'Transaction is too big'],
  decompression: [3040001, 'tx_decompression_error', 'Error decompressing transaction'],
  compression: [3040014, 'unknown_transaction_compression', 'Unknown transaction compression'],
  packedTrx: [3010010, 'packed_transaction_type_exception', 'Invalid packed transaction'],
  duplicateSig: [3090001, 'tx_duplicate_sig', 'Duplicate signature included'],
  irrelevantSig: [3090002, 'tx_irrelevant_sig', 'Irrelevant signature included'],
  irrelevantAuth: [3090005, 'irrelevant_auth_exception', 'Irrelevant authority included'],
  invalidPermission: [3090007, 'invalid_permission', 'Invalid Permission'],
  permissionQuery: [3060001, 'permission_query_exception', 'Permission Query Exception'],
  actionValidate: [3050000, 'action_validate_exception', 'Action validate exception'],
  accountExists: [3050001, 'account_name_exists_exception', 'Account name already exists'],
  invalidArgs: [3050002, 'invalid_action_args_exception', 'Invalid Action Arguments'],
  actionNotFound: [3050005, 'action_not_found_exception', 'Action can not be found'],
  dataMismatch: [3050006, 'action_data_and_struct_mismatch', 'Mismatch between action data and its struct'],
  transaction: [3040000, 'transaction_exception', 'Transaction exception'],
  unknownAccount: [3060002, 'account_query_exception', 'Account Query Exception'],
  unknownBlock: [3100002, 'unknown_block_exception', 'Unknown block'],
  unknownTrx: [3040011, 'tx_not_found', 'The transaction can not be found'],
  contractTable: [3060003, 'contract_table_query_exception', 'Contract Table Query Exception'],
  chainType: [3010000, 'chain_type_exception', 'chain type exception'],
  nameType: [3010001, 'name_type_exception', 'Invalid name'],
  abiNotFound: [3015001, 'abi_not_found_exception', 'No ABI Found'],
  unpack: [3015004, 'unpack_exception', 'Unpack data exception'],
  pack: [3015005, 'pack_exception', 'Pack data exception'],
  parse: [4, 'parse_error_exception', 'Parse Error'],
  badRequest: [3200006, 'invalid_http_request', 'invalid http request'],
  ramUsage: [3080001, 'ram_usage_exceeded', 'Account using more than allotted RAM usage'],
} as const;

/** A catalogue entry key. */
export type NodeosErrorKind = keyof typeof NODEOS;

/** Builds the named nodeos exception with one detail message. */
export function nodeosError(kind: NodeosErrorKind, message: string, file = 'controller.cpp', line = 1, method = 'apply'): ChainError {
  const [code, name, what] = NODEOS[kind];
  return chainError(code, name, what, message, file, line, method);
}

/** The HTTP body nodeos sends for an exception. */
export function toNodeosError(error: ChainError): {
  code: number;
  message: string;
  error: { code: number; name: string; what: string; details: ErrorDetail[] };
} {
  return {
    code: error.httpStatus,
    message: error.httpStatus === 500 ? 'Internal Service Error' : error.httpStatus === 404 ? 'Not Found' : 'Bad Request',
    error: { code: error.code, name: error.exceptionName, what: error.what, details: error.details },
  };
}

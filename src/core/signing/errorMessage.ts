/**
 * The text a failed transaction shows (SPEC §4 "Transaction sending", §8 "Failed transaction"):
 * the chain's own message, without the wrappers wallets and clients add around it.
 */

/** Shown when a failure carries no readable text at all. */
export const UNKNOWN_TRANSACTION_ERROR = 'The transaction failed without an error message';

// `new Error(error)` in wallet code stringifies an Error into "Error: …", sometimes twice; SPEC §4 strips the prefix.
const LEADING_PREFIX = /^\s*(?:Error|TypeError)\s*:\s*/;
// @wharfkit/antelope's APIError appends the RPC path: "overdrawn balance at /v1/chain/send_transaction".
const TRAILING_RPC_PATH = /\s+at\s+\/v1\/[a-z_]+\/[a-z_]+\s*$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** nodeos's first detail line (`error.details[0].message`), the one that holds an assertion's text. */
function nodeosDetail(body: unknown): string | null {
  if (!isObject(body) || !isObject(body.error) || !Array.isArray(body.error.details)) return null;
  const first: unknown = body.error.details[0];
  return isObject(first) && typeof first.message === 'string' && first.message.trim() !== '' ? first.message : null;
}

/** The most specific text inside what was thrown: a nodeos body (raw, or under an APIError's response), else its message. */
function rawMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (!isObject(error)) return error === undefined || error === null ? '' : String(error);
  const response = error.response;
  const fromResponse = isObject(response) ? nodeosDetail(response.json) : null;
  const detail = fromResponse ?? nodeosDetail(error);
  if (detail !== null) return detail;
  if (typeof error.message === 'string') return error.message;
  if (isObject(error.error) && typeof error.error.what === 'string') return error.error.what;
  return '';
}

/**
 * The message to show for a failed transaction: the nodeos detail when one is there, with leading
 * "Error:"/"TypeError:" prefixes and an RPC-path suffix removed. Never empty.
 */
export function cleanErrorMessage(error: unknown): string {
  let message = rawMessage(error).trim();
  while (LEADING_PREFIX.test(message)) message = message.replace(LEADING_PREFIX, '');
  message = message.replace(TRAILING_RPC_PATH, '').trim();
  // A non-Error object passed through `new Error(x)` leaves only its class tag: nothing worth showing.
  if (message === '' || message === '[object Object]') return UNKNOWN_TRANSACTION_ERROR;
  return message;
}

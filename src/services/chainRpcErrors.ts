/** SPEC §8: the message shown when a node answers that the transaction expired. */
export const TX_EXPIRED_MESSAGE = 'Transaction Expired: Try Again';

/** A node answered with an error (nodeos error shape or `processed.except`): not worth retrying elsewhere. */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    message: string,
    /** The node's JSON answer, for callers that want the error code or stack. */
    readonly json: unknown,
    /** The node's HTTP status (nodeos answers its errors with 500; `processed.except` comes with 200). */
    readonly status = 500,
  ) {
    super(message);
  }
}

/** The node said the transaction expired (SPEC §8): the client has already switched to the next node. */
export class TransactionExpiredError extends RpcError {
  override name = 'TransactionExpiredError';
  constructor(json: unknown, status?: number) {
    super(TX_EXPIRED_MESSAGE, json, status);
  }
}

/** The node itself failed (timeout, network, gateway, syncing): the client moves to the next node. */
export class NodeFailure extends Error {
  override name = 'NodeFailure';
  constructor(
    message: string,
    readonly node: string,
  ) {
    super(message);
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** nodeos's error shape `{code, message, error:{what, details:[{message}]}}` → `details[0].message`, else `what`, else `message`; null when not that shape. */
export function nodeosErrorMessage(json: unknown): string | null {
  if (!isObj(json) || !isObj(json.error)) return null;
  const details = Array.isArray(json.error.details) ? json.error.details : [];
  const first: unknown = details[0];
  return str(isObj(first) ? first.message : null) ?? str(json.error.what) ?? str(json.message) ?? 'RPC error';
}

/** The message of a `processed.except` in a push/send answer, or null when the transaction has none. */
export function processedExceptMessage(json: unknown): string | null {
  if (!isObj(json) || !isObj(json.processed) || json.processed.except == null) return null;
  const except = json.processed.except;
  if (!isObj(except)) return 'transaction failed';
  const stack = Array.isArray(except.stack) ? except.stack : [];
  const format: unknown = stack.map((entry: unknown) => (isObj(entry) ? entry.format : null)).find((f) => str(f) !== null);
  return str(except.message) ?? str(format) ?? str(except.name) ?? 'transaction failed';
}

/** True when a node's error text says the transaction expired (SPEC §8). */
export function isExpiredTransaction(json: unknown, message: string): boolean {
  const texts = [message];
  if (isObj(json) && isObj(json.error)) texts.push(String(json.error.what ?? ''), JSON.stringify(json.error.details ?? ''));
  return texts.some((t) => t.toLowerCase().includes('expired transaction'));
}

/**
 * A nodeos-shaped error answer carrying `message` as both `what` and the first detail, which is what
 * wallet libraries show; the original error's code and name are kept when it had them.
 */
export function nodeosErrorBody(
  message: string,
  original: unknown,
): {
  code: 500;
  message: string;
  error: { code: number; name: string; what: string; details: { message: string; file: string; line_number: number; method: string }[] };
} {
  const error = isObj(original) && isObj(original.error) ? original.error : {};
  return {
    code: 500,
    message: 'Internal Service Error',
    error: {
      code: typeof error.code === 'number' ? error.code : 0,
      name: str(error.name) ?? 'transaction_exception',
      what: message,
      details: [{ message, file: '', line_number: 0, method: '' }],
    },
  };
}

import {
  isExpiredTransaction,
  NodeFailure,
  nodeosErrorBody,
  nodeosErrorMessage,
  processedExceptMessage,
  RpcError,
  TransactionExpiredError,
} from './chainRpcErrors';
import { joinUrl, platformFetch, realTimers, withTimeout, type FetchFn, type Timers } from './http';
import { errorMessage } from '../core/format';
import { readTableRows, type TableRowsPage, type TableRowsParams } from './tableRows';

/** SPEC §9 Network and chain. */
export const RPC_TIMEOUT_MS = 6000;
export const RPC_MAX_RETRIES = 3;
export const MAX_HEAD_LAG_MS = 20_000;
/** How long a node's head-block check stays trusted before it is checked again. */
export const HEAD_CHECK_TTL_MS = 60_000;

/** The `/v1/chain/` calls of SPEC §7. */
export type ChainMethod =
  | 'get_info'
  | 'get_account'
  | 'get_abi'
  | 'get_raw_abi'
  | 'get_block'
  | 'get_table_rows'
  | 'get_table_by_scope'
  | 'get_currency_balance'
  | 'get_currency_stats'
  | 'get_required_keys'
  | 'get_producers'
  | 'push_transaction'
  | 'send_transaction';
/** The `/v1/history/` calls of SPEC §7. */
export type HistoryMethod = 'get_actions' | 'get_transaction' | 'get_key_accounts' | 'get_controlled_accounts';

/** The fields of `get_info` the app reads. */
export interface ChainInfo {
  chain_id: string;
  head_block_num: number;
  head_block_time: string;
  last_irreversible_block_num: number;
  [field: string]: unknown;
}

/** A node's answer as it came over HTTP (what a fetch-based library such as wharfkit reads). */
export interface RelayAnswer {
  status: number;
  text: string;
}

/** Node-rotating chain RPC client (SPEC §4 Chain RPC nodes, §8, §9). */
export interface ChainRpc {
  /** The nodes in the (shuffled) order they are tried. */
  readonly nodes: readonly string[];
  currentNode(): string;
  post<T>(path: string, body?: unknown): Promise<T>;
  chain<T>(method: ChainMethod, body?: unknown): Promise<T>;
  history<T>(method: HistoryMethod, body?: unknown): Promise<T>;
  getInfo(): Promise<ChainInfo>;
  /** All rows (or `limit` rows), paged by 1000 following `next_key`. */
  getTableRows<T>(params: TableRowsParams): Promise<T[]>;
  /**
   * Sends an already serialized JSON body through the same rotation and answers what the node said, for
   * wallet libraries that parse answers themselves. A chain error comes back as nodeos's error shape
   * (an expired transaction as "Transaction Expired: Try Again", `processed.except` as an HTTP 500);
   * only exhausted retries reject.
   */
  relay(path: string, bodyText?: string): Promise<RelayAnswer>;
}

export interface ChainRpcOptions {
  nodes: readonly string[];
  fetchFn?: FetchFn;
  now?: () => number;
  random?: () => number;
  timers?: Timers;
  timeoutMs?: number;
  maxRetries?: number;
  maxHeadLagMs?: number;
  headCheckTtlMs?: number;
  warn?: (message: string) => void;
}

const INFO_PATH = '/v1/chain/get_info';

/** Parses a chain timestamp ("2026-01-01T00:00:00.000", UTC without the 'Z') to epoch ms; NaN when unreadable. */
export function parseChainTime(time: string): number {
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(time) ? time : `${time}Z`);
}

/** Fisher–Yates shuffle driven by the given random source. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Builds a client over the given node URLs; their order is shuffled once, here (SPEC §4). */
export function createChainRpc(options: ChainRpcOptions): ChainRpc {
  if (options.nodes.length === 0) throw new Error('createChainRpc: no RPC node configured');
  const { fetchFn = platformFetch, now = Date.now, timers = realTimers, warn = (m: string) => console.warn(m) } = options;
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? RPC_MAX_RETRIES;
  const maxLag = options.maxHeadLagMs ?? MAX_HEAD_LAG_MS;
  const checkTtl = options.headCheckTtlMs ?? HEAD_CHECK_TTL_MS;
  const nodes = shuffled(options.nodes, options.random ?? Math.random);
  let current = 0;
  const checkedAt = new Map<string, number>();
  const pendingChecks = new Map<string, Promise<void>>();

  const switchFrom = (node: string) => {
    checkedAt.delete(node);
    // Concurrent calls failing on the same node must move on only once.
    if (nodes[current] === node) current = (current + 1) % nodes.length;
  };

  async function request(node: string, path: string, bodyText: string): Promise<RelayAnswer & { json: unknown }> {
    const controller = new AbortController();
    let text: string;
    let status: number;
    try {
      // No Content-Type header: text/plain keeps the request "simple", so public nodes need no CORS preflight.
      const call = fetchFn(joinUrl(node, path), { method: 'POST', body: bodyText, signal: controller.signal }).then(async (res) => ({
        status: res.status,
        text: await res.text(),
      }));
      ({ status, text } = await withTimeout(call, timeoutMs, timers, () => controller.abort()));
    } catch (error) {
      throw new NodeFailure(errorMessage(error), node);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new NodeFailure(`invalid answer from ${node} (HTTP ${status})`, node);
    }
    const nodeosMessage = nodeosErrorMessage(json);
    if (nodeosMessage === null && (status < 200 || status >= 300)) throw new NodeFailure(`HTTP ${status} from ${node}`, node);
    const message = nodeosMessage ?? processedExceptMessage(json);
    if (message === null) return { status, text, json };
    if (isExpiredTransaction(json, message)) {
      switchFrom(node);
      throw new TransactionExpiredError(json, status);
    }
    throw new RpcError(message, json, status);
  }

  function assertFresh(node: string, info: unknown): void {
    const headTime = parseChainTime(String((info as Partial<ChainInfo>).head_block_time ?? ''));
    if (!(now() - headTime <= maxLag)) throw new NodeFailure(`${node} is syncing (head block ${String((info as Partial<ChainInfo>).head_block_time)})`, node);
    checkedAt.set(node, now());
  }

  function ensureFresh(node: string): Promise<void> {
    const at = checkedAt.get(node);
    if (at !== undefined && now() - at < checkTtl) return Promise.resolve();
    let check = pendingChecks.get(node);
    if (check === undefined) {
      check = request(node, INFO_PATH, '{}')
        .then((answer) => assertFresh(node, answer.json))
        .finally(() => pendingChecks.delete(node));
      pendingChecks.set(node, check);
    }
    return check;
  }

  /** One call through the rotation: the current node, then the next on a node failure, up to `maxRetries` more times. */
  async function rotate(path: string, bodyText: string): Promise<RelayAnswer & { json: unknown }> {
    let lastFailure: NodeFailure | null = null;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      const node = nodes[current] as string;
      try {
        if (path === INFO_PATH) {
          const answer = await request(node, path, bodyText);
          assertFresh(node, answer.json);
          return answer;
        }
        await ensureFresh(node);
        return await request(node, path, bodyText);
      } catch (error) {
        if (!(error instanceof NodeFailure)) throw error;
        warn(`chain RPC: ${error.message} (${path} on ${node}); trying the next node`);
        lastFailure = error;
        switchFrom(node);
      }
    }
    throw new Error(lastFailure?.message ?? 'chain RPC failed');
  }

  async function post<T>(path: string, body?: unknown): Promise<T> {
    return (await rotate(path, JSON.stringify(body ?? {}))).json as T;
  }

  async function relay(path: string, bodyText?: string): Promise<RelayAnswer> {
    try {
      const { status, text } = await rotate(path, bodyText ?? '{}');
      return { status, text };
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      // A nodeos error travels as the node sent it; ours (expiry, processed.except) get nodeos's shape.
      const asSent = !(error instanceof TransactionExpiredError) && nodeosErrorMessage(error.json) !== null;
      return asSent
        ? { status: error.status, text: JSON.stringify(error.json) }
        : { status: 500, text: JSON.stringify(nodeosErrorBody(error.message, error.json)) };
    }
  }

  return {
    nodes,
    currentNode: () => nodes[current] as string,
    post,
    chain: (method, body) => post(`/v1/chain/${method}`, body),
    history: (method, body) => post(`/v1/history/${method}`, body),
    getInfo: () => post<ChainInfo>(INFO_PATH, {}),
    getTableRows: <T>(params: TableRowsParams) => readTableRows((page) => post<TableRowsPage<T>>('/v1/chain/get_table_rows', page), params),
    relay,
  };
}

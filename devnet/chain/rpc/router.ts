/** The RPC handler: /v1/chain/* and /v1/history/*, nodeos's error shapes, never a crash. */
import { readBody, sendJson, sendPreflight } from '../../http/respond';
import type { Handler } from '../../http/types';
import { ChainError, chainError, nodeosError, toNodeosError } from '../core/errors';
import { CHAIN_ENDPOINTS } from './chainApi';
import { HISTORY_ENDPOINTS } from './historyApi';
import type { Endpoint, RpcContext } from './context';

const API = /^\/v1\/(chain|history)\/([a-z_0-9]+)\/?$/;

function notFound(): ChainError {
  return new ChainError(
    0,
    'exception',
    'unspecified',
    [{ message: 'Unknown Endpoint', file: 'http_plugin.cpp', line_number: 1, method: 'handle_http_request' }],
    404,
  );
}

function badBody(message: string): ChainError {
  return new ChainError(
    3200006,
    'invalid_http_request',
    'invalid http request',
    [{ message, file: 'http_plugin.hpp', line_number: 1, method: 'parse_params' }],
    400,
  );
}

function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badBody('Unable to parse valid input from POST body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badBody('Unable to parse valid input from POST body');
  return value as Record<string, unknown>;
}

/** Builds the handler over the given endpoints. */
export function createRpcHandler(ctx: RpcContext, warn: (message: string) => void): Handler {
  const endpoints: Record<string, Record<string, Endpoint>> = { chain: CHAIN_ENDPOINTS, history: HISTORY_ENDPOINTS };
  return async (req, res, url) => {
    const match = API.exec(url.pathname);
    if (!match) return false;
    if (req.method === 'OPTIONS') {
      sendPreflight(res);
      return true;
    }
    try {
      const endpoint = endpoints[match[1]!]?.[match[2]!];
      if (!endpoint) throw notFound();
      let text: string;
      try {
        text = await readBody(req);
      } catch (e) {
        throw e instanceof RangeError ? nodeosError('tooBig', e.message, 'http_plugin.cpp', 1, 'handle_http_request') : e;
      }
      const result = await endpoint(ctx, parseBody(text));
      sendJson(res, 200, result);
    } catch (e) {
      const error =
        e instanceof ChainError ? e : chainError(0, 'exception', 'unspecified', (e as Error)?.message ?? String(e), 'http_plugin.cpp', 1, 'handle_exception');
      if (!(e instanceof ChainError)) warn(`unexpected RPC failure on ${url.pathname}: ${(e as Error)?.stack ?? String(e)}`);
      sendJson(res, error.httpStatus, toNodeosError(error));
    }
    return true;
  };
}

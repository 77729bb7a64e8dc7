// The devnet chain's RPC handler called in process, without a socket: what the chain benches time.
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Chain } from '../devnet/chain/index';

/** Calls the RPC handler with a JSON body; resolves with the status and the parsed body. */
export async function callRpc(chain: Chain, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const req = Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), { method: 'POST', headers: {} }) as unknown as IncomingMessage;
  let status = 0;
  let text = '';
  const res = {
    writeHead(code: number) {
      status = code;
      return this;
    },
    end(chunk?: string) {
      text = chunk ?? '';
    },
  } as unknown as ServerResponse;
  await chain.rpcHandler(req, res, new URL(`http://devnet${path}`));
  return { status, body: JSON.parse(text) as Record<string, unknown> };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseCoding, compressDynamic, COMPRESS_MIN_BYTES } from './encoding';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

/**
 * Sends a JSON body with CORS headers (wallets and dev servers call from other origins), compressed
 * when the client accepts it and the body is worth it, as the real API hosts answer. `cacheControl`
 * defaults to no-store: answers are live.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, cacheControl = 'no-store'): void {
  const raw = Buffer.from(JSON.stringify(body), 'utf8');
  const coding = raw.length >= COMPRESS_MIN_BYTES ? chooseCoding(res.req?.headers['accept-encoding']) : null;
  const sent = coding ? compressDynamic(raw, coding) : raw;
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': sent.length,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...(coding ? { 'Content-Encoding': coding } : {}),
  });
  res.end(sent);
}

/** Sends plain text with CORS headers. */
export function sendText(res: ServerResponse, status: number, text: string, contentType = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { ...CORS, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** Answers a CORS preflight. */
export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS);
  res.end();
}

/** Reads a request body as text whatever its content type (wharfkit posts text/plain), bounded in size. */
export async function readBody(req: IncomingMessage, limitBytes = 2 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw new RangeError(`request body over ${limitBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the devnet sends, best first: what a production host or CDN sends too. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** Bodies smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The coding to answer with for an `Accept-Encoding` header, or null for the identity: the first of
 * br and gzip that the client accepts with a non-zero q (a `*` accepts both).
 */
export function chooseCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? weights.get('*');
    if (weight !== undefined && weight > 0) return coding;
  }
  return null;
}

/**
 * Compresses an answer made at request time. Brotli at quality 4 and gzip at level 6 are the
 * settings web servers use on the fly: a 200 KB JSON answer costs about a millisecond.
 */
export function compressDynamic(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** get_block and get_block_info. */
import { nodeosError } from '../core/errors';
import { formatTimePoint } from '../core/time';
import { createHash } from 'node:crypto';
import type { Endpoint, RpcContext } from './context';
import { producerOf } from './context';
import { renderTransactionBody } from './render';

function blockNumber(ctx: RpcContext, value: unknown): number {
  const text = value === undefined || value === null ? '' : String(value).trim();
  let num: number;
  if (/^\d{1,10}$/.test(text)) num = Number(text);
  else if (/^[0-9a-fA-F]{64}$/.test(text)) {
    num = Buffer.from(text, 'hex').readUInt32BE(0);
    if (num > ctx.engine.blocks.head() || ctx.engine.blocks.idOf(num) !== text.toLowerCase())
      throw nodeosError('unknownBlock', `Could not find block: ${text}`, 'chain_plugin.cpp', 1, 'get_block');
  } else throw nodeosError('parse', `Invalid block_num_or_id: ${text}`, 'chain_plugin.cpp', 1, 'get_block');
  if (num < 1 || num > ctx.engine.blocks.head()) throw nodeosError('unknownBlock', `Could not find block: ${text}`, 'chain_plugin.cpp', 1, 'get_block');
  return num;
}

function merkle(ids: readonly string[]): string {
  if (ids.length === 0) return '0'.repeat(64);
  return createHash('sha256').update(ids.join('')).digest('hex');
}

function header(ctx: RpcContext, num: number): Record<string, unknown> {
  const blocks = ctx.engine.blocks;
  const ids = blocks.transactionsIn(num);
  return {
    timestamp: formatTimePoint(blocks.timeOf(num)),
    producer: producerOf(ctx, num),
    confirmed: 0,
    previous: num > 1 ? blocks.idOf(num - 1) : '0'.repeat(64),
    transaction_mroot: merkle(ids),
    action_mroot: merkle(ids.map((id) => createHash('sha256').update(`actions:${id}`).digest('hex'))),
    schedule_version: 1,
    producer_signature: ctx.blockSignature,
  };
}

/** get_block: header, transactions with receipts and decoded bodies, id and ref_block_prefix. */
export const getBlock: Endpoint = (ctx, body) => {
  const num = blockNumber(ctx, body.block_num_or_id);
  const blocks = ctx.engine.blocks;
  const state = ctx.engine.state;
  const transactions = blocks.transactionsIn(num).map((id) => {
    const tx = ctx.engine.history.get(id);
    // Evicted from the history: the receipt names it by id only, as nodeos's receipts of deferred transactions do.
    if (!tx) return { status: 'executed', cpu_usage_us: 0, net_usage_words: 0, trx: id };
    return {
      status: 'executed',
      cpu_usage_us: tx.cpuUsageUs,
      net_usage_words: tx.netUsageWords,
      trx: {
        id: tx.id,
        signatures: tx.packed.signatures,
        compression: tx.packed.compression === 1 ? 'zlib' : 'none',
        packed_context_free_data: tx.packed.packed_context_free_data,
        context_free_data: [],
        packed_trx: tx.packed.packed_trx,
        transaction: renderTransactionBody(state, tx),
      },
    };
  });
  return {
    ...header(ctx, num),
    new_producers: null,
    transactions,
    block_extensions: [],
    id: blocks.idOf(num),
    block_num: num,
    ref_block_prefix: blocks.prefixOf(num),
  };
};

/** get_block_info: the header with id, number and TAPOS fields (eosjs uses it for TAPOS). */
export const getBlockInfo: Endpoint = (ctx, body) => {
  const num = blockNumber(ctx, body.block_num);
  const blocks = ctx.engine.blocks;
  return { block_num: num, ref_block_num: num & 0xffff, id: blocks.idOf(num), ...header(ctx, num), ref_block_prefix: blocks.prefixOf(num) };
};

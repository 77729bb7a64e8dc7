/** What the RPC endpoints need: the engine and a few chain constants. */
import type { ChainEngine } from '../node/engine';

/** Shared by all endpoint modules. */
export interface RpcContext {
  readonly engine: ChainEngine;
  /** A producer signature in nodeos's format, shown on blocks (the devnet does not sign blocks). */
  readonly blockSignature: string;
  /** The producers in schedule order (head_block_producer rotates through them, 12 blocks each). */
  readonly schedule: () => readonly string[];
}

/** A JSON endpoint. */
export type Endpoint = (ctx: RpcContext, body: Record<string, unknown>) => unknown;

/** The producer of a block: 12 consecutive blocks each, in schedule order. */
export function producerOf(ctx: RpcContext, blockNum: number): string {
  const schedule = ctx.schedule();
  return schedule.length === 0 ? 'eosio' : schedule[Math.floor(blockNum / 12) % schedule.length]!;
}

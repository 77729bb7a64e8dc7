/** The `global` singleton of the system contract. */
import { nameToU64 } from '../../chain/core/name';
import type { ActionContext } from '../../chain/exec/framework';
import { globalTable, type GlobalRow } from './tables';

/** Reads the global state (created at genesis). */
export function getGlobal(ctx: ActionContext): GlobalRow {
  return ctx.table(globalTable, ctx.self).get(nameToU64('global'), 'global state not initialized');
}

/** Writes the global state. */
export function setGlobal(ctx: ActionContext, next: GlobalRow): void {
  const table = ctx.table(globalTable, ctx.self);
  const current = table.find(nameToU64('global'));
  if (current) table.modify(current, null, next);
  else table.insert(ctx.self, next);
}

/** The global state of a fresh devnet: activated at `nowUs`, inflation minted from then on, with a voter-pay bucket. */
export function initialGlobal(votersBucket: bigint, activatedStake: bigint, nowUs: bigint): GlobalRow {
  return {
    max_ram_size: 64n * 1024n * 1024n * 1024n,
    total_ram_bytes_reserved: 0n,
    total_ram_stake: 0n,
    last_producer_schedule_update: 0,
    last_pervote_bucket_fill: nowUs,
    pervote_bucket: 0n,
    perblock_bucket: 0n,
    voters_bucket: votersBucket,
    total_voteshare_change_rate: 0,
    total_unpaid_voteshare: 0,
    total_unpaid_voteshare_last_updated: 0n,
    total_unpaid_blocks: 0,
    total_activated_stake: activatedStake,
    thresh_activated_stake_time: 0n,
    last_producer_schedule_size: 21,
    total_producer_vote_weight: 0,
    last_name_close: 0,
  };
}

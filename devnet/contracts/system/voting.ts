/** Voting and voter pay, following WAX's voting.cpp (vote weight doubles every 13 weeks since 2000). */
import type { AssetValue } from '../../chain/core/asset';
import { nameToU64 } from '../../chain/core/name';
import type { ActionContext } from '../../chain/exec/framework';
import { getGlobal, setGlobal } from './global';
import { fillBuckets } from './inflation';
// The app weighs votes with the same function.
import { stake2vote } from '../../../src/core/actions/system/voteWeight';
import { voteChoiceProblem } from '../../../src/core/actions/system/actions';
import { CORE_SYMBOL, MIN_ACTIVATED_STAKE, TOKEN_ACCOUNT, VOTERS_ACCOUNT, newVoter, producersTable, votersTable, type VoterRow } from './tables';

const USECONDS_PER_DAY = 86_400_000_000n;

const voters = (ctx: ActionContext) => ctx.table(votersTable, ctx.self);
const producers = (ctx: ActionContext) => ctx.table(producersTable, ctx.self);
const seconds = (us: bigint): number => Number(us) / 1e6;

function getVoter(ctx: ActionContext, owner: string, message: string): VoterRow {
  return voters(ctx).get(nameToU64(owner), message);
}

function setVoter(ctx: ActionContext, current: VoterRow, next: VoterRow): void {
  voters(ctx).modify(current, null, next);
}

function addProducerVotes(ctx: ActionContext, owner: string, delta: number, fromNewSet: boolean, voting: boolean): void {
  const table = producers(ctx);
  const producer = table.find(nameToU64(owner));
  if (!producer) {
    ctx.check(!fromNewSet, `producer ${owner} is not registered`);
    return;
  }
  ctx.check(!(voting && !producer.is_active && fromNewSet), `producer ${owner} is not currently registered`);
  const total = producer.total_votes + delta;
  table.modify(producer, null, { ...producer, total_votes: total < 0 ? 0 : total });
  const global = getGlobal(ctx);
  setGlobal(ctx, { ...global, total_producer_vote_weight: global.total_producer_vote_weight + delta });
}

function propagateWeightChange(ctx: ActionContext, voter: VoterRow): void {
  ctx.check(!voter.proxy || !voter.is_proxy, 'account registered as a proxy is not allowed to use a proxy');
  let newWeight = stake2vote(voter.staked, ctx.timeSec());
  if (voter.is_proxy) newWeight += voter.proxied_vote_weight;
  // Small changes (≤ 1) are not propagated, as on chain.
  if (Math.abs(newWeight - voter.last_vote_weight) > 1) {
    if (voter.proxy) {
      const proxy = getVoter(ctx, voter.proxy, 'proxy not found');
      const updated = { ...proxy, proxied_vote_weight: proxy.proxied_vote_weight + newWeight - voter.last_vote_weight };
      setVoter(ctx, proxy, updated);
      propagateWeightChange(ctx, updated);
    } else {
      for (const p of voter.producers) addProducerVotes(ctx, p, newWeight - voter.last_vote_weight, false, false);
    }
  }
  const fresh = getVoter(ctx, voter.owner, 'voter not found');
  setVoter(ctx, fresh, { ...fresh, last_vote_weight: newWeight });
}

/** WAX's update_voter_votepay_share: accrues voter pay shares (only for ≥ 16 producers or a proxy). */
function updateVoterVotepayShare(ctx: ActionContext, voter: VoterRow): void {
  const ct = ctx.timePoint();
  let unpaid = voter.unpaid_voteshare;
  if (voter.unpaid_voteshare_last_updated !== 0n && voter.unpaid_voteshare_last_updated < ct)
    unpaid += voter.unpaid_voteshare_change_rate * seconds(ct - voter.unpaid_voteshare_last_updated);
  const rate = voter.producers.length >= 16 || voter.proxy ? voter.last_vote_weight - voter.proxied_vote_weight : 0;
  const global = getGlobal(ctx);
  let totalUnpaid = global.total_unpaid_voteshare;
  if (global.total_unpaid_voteshare_last_updated !== 0n && global.total_unpaid_voteshare_last_updated < ct)
    totalUnpaid += global.total_voteshare_change_rate * seconds(ct - global.total_unpaid_voteshare_last_updated);
  setGlobal(ctx, {
    ...global,
    total_unpaid_voteshare: totalUnpaid,
    total_voteshare_change_rate: global.total_voteshare_change_rate + rate - voter.unpaid_voteshare_change_rate,
    total_unpaid_voteshare_last_updated: ct,
  });
  setVoter(ctx, voter, { ...voter, unpaid_voteshare: unpaid, unpaid_voteshare_last_updated: ct, unpaid_voteshare_change_rate: rate });
}

/** update_votes: moves the voter's weight from its old producers or proxy to the new ones. */
export function updateVotes(ctx: ActionContext, voterName: string, proxy: string, producerList: readonly string[], voting: boolean): void {
  // The same checks, in the same order, as the app's encoder makes before sending.
  const problem = voteChoiceProblem({ voter: voterName, proxy, producers: producerList });
  ctx.check(problem === null, problem ?? '');
  const voter = voters(ctx).find(nameToU64(voterName));
  ctx.check(voter !== undefined, 'user must stake before they can vote');
  ctx.check(!proxy || !voter.is_proxy, 'account registered as a proxy is not allowed to use a proxy');
  if (voter.last_vote_weight <= 0) {
    const global = getGlobal(ctx);
    const activated = global.total_activated_stake + voter.staked;
    const threshold = activated >= MIN_ACTIVATED_STAKE && global.thresh_activated_stake_time === 0n ? ctx.timePoint() : global.thresh_activated_stake_time;
    setGlobal(ctx, { ...global, total_activated_stake: activated, thresh_activated_stake_time: threshold });
  }
  let newWeight = stake2vote(voter.staked, ctx.timeSec());
  if (voter.is_proxy) newWeight += voter.proxied_vote_weight;

  const deltas = new Map<string, { delta: number; fromNewSet: boolean }>();
  if (voter.last_vote_weight > 0) {
    if (voter.proxy) {
      const old = voters(ctx).find(nameToU64(voter.proxy));
      ctx.check(old !== undefined, 'old proxy not found');
      const updated = { ...old, proxied_vote_weight: old.proxied_vote_weight - voter.last_vote_weight };
      setVoter(ctx, old, updated);
      propagateWeightChange(ctx, updated);
    } else {
      for (const p of voter.producers) deltas.set(p, { delta: (deltas.get(p)?.delta ?? 0) - voter.last_vote_weight, fromNewSet: false });
    }
  }
  if (proxy) {
    const target = voters(ctx).find(nameToU64(proxy));
    ctx.check(target !== undefined, 'invalid proxy specified');
    ctx.check(!voting || target.is_proxy, 'proxy not found');
    if (newWeight >= 0) {
      const updated = { ...target, proxied_vote_weight: target.proxied_vote_weight + newWeight };
      setVoter(ctx, target, updated);
      propagateWeightChange(ctx, updated);
    }
  } else if (newWeight >= 0) {
    for (const p of producerList) deltas.set(p, { delta: (deltas.get(p)?.delta ?? 0) + newWeight, fromNewSet: true });
  }
  // std::map iterates in name order.
  const ordered = [...deltas].sort(([a], [b]) => (nameToU64(a) < nameToU64(b) ? -1 : 1));
  for (const [owner, { delta, fromNewSet }] of ordered) addProducerVotes(ctx, owner, delta, fromNewSet, voting);

  const fresh = getVoter(ctx, voterName, 'voter not found');
  const next = { ...fresh, last_vote_weight: newWeight, producers: [...producerList], proxy };
  setVoter(ctx, fresh, next);
  updateVoterVotepayShare(ctx, next);
}

/** update_voting_power: adds stake to the voter row (creating it) and re-applies existing votes. */
export function updateVotingPower(ctx: ActionContext, voterName: string, totalUpdate: AssetValue): void {
  const table = voters(ctx);
  const existing = table.find(nameToU64(voterName));
  const staked = (existing?.staked ?? 0n) + totalUpdate.amount;
  if (existing) table.modify(existing, null, { ...existing, staked });
  else table.insert(voterName, { ...newVoter(voterName), staked });
  ctx.check(staked >= 0n, 'stake for voting cannot be negative');
  if (existing && (existing.producers.length > 0 || existing.proxy)) updateVotes(ctx, voterName, existing.proxy, existing.producers, false);
}

/** voteproducer: vote for up to 30 producers (sorted, unique) or for a proxy. */
export function voteproducer(ctx: ActionContext, { voter, proxy, producers: list }: { voter: string; proxy: string; producers: string[] }): void {
  ctx.requireAuth(voter);
  updateVotes(ctx, voter, proxy, list, true);
}

/** regproxy: register or unregister as a proxy. */
export function regproxy(ctx: ActionContext, { proxy, isproxy }: { proxy: string; isproxy: boolean }): void {
  ctx.requireAuth(proxy);
  const table = voters(ctx);
  const existing = table.find(nameToU64(proxy));
  if (existing) {
    ctx.check(isproxy !== existing.is_proxy, 'action has no effect');
    ctx.check(!isproxy || !existing.proxy, 'account that uses a proxy is not allowed to become a proxy');
    const updated = { ...existing, is_proxy: isproxy };
    table.modify(existing, null, updated);
    propagateWeightChange(ctx, updated);
  } else {
    table.insert(proxy, { ...newVoter(proxy), is_proxy: isproxy });
  }
}

/** regproducer: registers or re-activates a block producer. */
export function regproducer(ctx: ActionContext, d: { producer: string; producer_key: string; url: string; location: number }): void {
  ctx.check(Buffer.byteLength(d.url) < 512, 'url too long');
  ctx.requireAuth(d.producer);
  const table = producers(ctx);
  const existing = table.find(nameToU64(d.producer));
  if (existing) {
    table.modify(existing, d.producer, {
      ...existing,
      producer_key: d.producer_key,
      is_active: true,
      url: d.url,
      location: d.location,
      last_claim_time: existing.last_claim_time === 0n ? ctx.timePoint() : existing.last_claim_time,
    });
  } else {
    table.insert(d.producer, {
      owner: d.producer,
      total_votes: 0,
      producer_key: d.producer_key,
      is_active: true,
      url: d.url,
      unpaid_blocks: 0,
      last_claim_time: ctx.timePoint(),
      location: d.location,
    });
  }
}

/** unregprod: deactivates a producer. */
export function unregprod(ctx: ActionContext, { producer }: { producer: string }): void {
  ctx.requireAuth(producer);
  const table = producers(ctx);
  const existing = table.get(nameToU64(producer), 'producer not found');
  table.modify(existing, null, { ...existing, is_active: false });
}

/** collect_voter_reward: the voter's share of the voters bucket, at most once a day. */
function collectVoterReward(ctx: ActionContext, owner: string): bigint {
  ctx.requireAuth(owner);
  ctx.check(
    getGlobal(ctx).total_activated_stake >= MIN_ACTIVATED_STAKE,
    'cannot claim rewards until the chain is activated (at least 15% of all tokens participate in voting)',
  );
  const voter = getVoter(ctx, owner, 'voter does not exist.');
  ctx.check(voter.unpaid_voteshare_last_updated !== 0n, 'you need to vote first! unpaid_voteshare_last_updated is zero.');
  const ct = ctx.timePoint();
  ctx.check(ct - voter.last_claim_time > USECONDS_PER_DAY, 'already claimed rewards within past day');
  fillBuckets(ctx);
  const global = getGlobal(ctx);
  const totalUnpaid = global.total_unpaid_voteshare + global.total_voteshare_change_rate * seconds(ct - global.total_unpaid_voteshare_last_updated);
  ctx.check(totalUnpaid > 0, 'no rewards available.');
  const unpaid = voter.unpaid_voteshare + voter.unpaid_voteshare_change_rate * seconds(ct - voter.unpaid_voteshare_last_updated);
  // As on chain: int64_t(voters_bucket * (unpaid / total)), a double product truncated to units.
  let reward = BigInt(Math.trunc(Number(global.voters_bucket) * (unpaid / totalUnpaid)));
  ctx.check(reward > 0n, 'no rewards available.');
  if (reward > global.voters_bucket) reward = global.voters_bucket;
  setGlobal(ctx, {
    ...global,
    voters_bucket: global.voters_bucket - reward,
    total_unpaid_voteshare: totalUnpaid - unpaid,
    total_unpaid_voteshare_last_updated: ct,
  });
  setVoter(ctx, voter, { ...voter, unpaid_voteshare: 0, unpaid_voteshare_last_updated: ct, last_claim_time: ct });
  return reward;
}

/** voterclaim: pays voter rewards from eosio.voters, memo "voter pay". */
export function voterclaim(ctx: ActionContext, { owner }: { owner: string }): void {
  const reward = collectVoterReward(ctx, owner);
  ctx.sendInline({
    account: TOKEN_ACCOUNT,
    name: 'transfer',
    authorization: [
      { actor: VOTERS_ACCOUNT, permission: 'active' },
      { actor: owner, permission: 'active' },
    ],
    data: { from: VOTERS_ACCOUNT, to: owner, quantity: { amount: reward, symbol: CORE_SYMBOL }, memo: 'voter pay' },
  });
}

/** claimgbmvote: WAX now hands the claim to voterclaim (NOTES "Oracle and voting"), as an inline action. */
export function claimgbmvote(ctx: ActionContext, { owner }: { owner: string }): void {
  ctx.requireAuth(owner);
  ctx.sendInline({ account: ctx.self, name: 'voterclaim', authorization: [{ actor: owner, permission: 'active' }], data: { owner } });
}

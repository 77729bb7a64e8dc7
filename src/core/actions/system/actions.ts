/**
 * Actions of WAX's system contract `eosio` the wallet page sends (SPEC §7 "System contract"; NOTES
 * "Oracle and voting"): refund, claimgbmvote, voteproducer, and undelegatebw, in ABI JSON.
 */
import { formatAsset, type Amount } from '../../amount';
import { isAccountName } from '../../domain';

/** The system contract account. */
export const SYSTEM_CONTRACT = 'eosio';
/** WAX's core token: 8 decimals, on eosio.token. */
export const CORE_TICKER = 'WAX';
export const CORE_TOKEN_CONTRACT = 'eosio.token';
export const CORE_PRECISION = 8;
/** voteproducer takes at most this many producers. */
export const MAX_VOTED_PRODUCERS = 30;

/** An action ready for a wallet (the signer's authorization is added by the sender), data in ABI JSON. */
export interface SystemActionJson {
  readonly account: typeof SYSTEM_CONTRACT;
  readonly name: 'refund' | 'claimgbmvote' | 'voteproducer' | 'undelegatebw';
  readonly data: Record<string, unknown>;
}

/** A vote: a proxy, or up to 30 producers (never both). */
export interface VoteChoice {
  readonly voter: string;
  /** '' when voting for producers. */
  readonly proxy: string;
  readonly producers: readonly string[];
}

function account(name: string, field: string): string {
  if (!isAccountName(name)) throw new RangeError(`${field} "${name}" is not an account name`);
  return name;
}

/**
 * Name order as the chain compares names (their uint64 values): for valid names it is plain string
 * order, since '.' < '1'…'5' < 'a'…'z' both in ASCII and in the name alphabet, and short names pad with '.'.
 */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Why the system contract would refuse a vote (its own assertion text), or null when it is well formed. */
export function voteChoiceProblem(vote: VoteChoice): string | null {
  if (vote.proxy !== '') {
    if (vote.producers.length > 0) return 'cannot vote for producers and proxy at same time';
    if (vote.voter === vote.proxy) return 'cannot proxy to self';
    return null;
  }
  if (vote.producers.length > MAX_VOTED_PRODUCERS) return 'attempt to vote for too many producers';
  for (let i = 1; i < vote.producers.length; i++)
    if (compareNames(vote.producers[i - 1]!, vote.producers[i]!) >= 0) return 'producer votes must be unique and sorted';
  return null;
}

/** `refund{owner}`: pays back a matured refund request. */
export function encodeRefund(owner: string): SystemActionJson {
  return { account: SYSTEM_CONTRACT, name: 'refund', data: { owner: account(owner, 'owner') } };
}

/** `claimgbmvote{owner}`: claims voter pay (WAX hands it to voterclaim). */
export function encodeClaimVoterPay(owner: string): SystemActionJson {
  return { account: SYSTEM_CONTRACT, name: 'claimgbmvote', data: { owner: account(owner, 'owner') } };
}

/** `voteproducer{voter, proxy, producers}`; throws RangeError for a vote the contract would refuse. */
export function encodeVoteProducer(vote: VoteChoice): SystemActionJson {
  account(vote.voter, 'voter');
  if (vote.proxy !== '') account(vote.proxy, 'proxy');
  vote.producers.forEach((p) => account(p, 'producer'));
  const problem = voteChoiceProblem(vote);
  if (problem !== null) throw new RangeError(problem);
  return { account: SYSTEM_CONTRACT, name: 'voteproducer', data: { voter: vote.voter, proxy: vote.proxy, producers: [...vote.producers] } };
}

/** A WAX amount as the contract's asset text; throws RangeError unless it is WAX (8 decimals) and not negative. */
function coreAsset(amount: Amount, field: string): string {
  if (amount.precision !== CORE_PRECISION) throw new RangeError(`${field} must be WAX at 8 decimals`);
  if (amount.units < 0n) throw new RangeError(`${field} cannot be negative`);
  return formatAsset(amount, CORE_TICKER);
}

/** `undelegatebw{from, receiver, unstake_net_quantity, unstake_cpu_quantity}`: unstakes into a refund request. */
export function encodeUndelegate(from: string, receiver: string, net: Amount, cpu: Amount): SystemActionJson {
  const data = {
    from: account(from, 'from'),
    receiver: account(receiver, 'receiver'),
    unstake_net_quantity: coreAsset(net, 'unstake_net_quantity'),
    unstake_cpu_quantity: coreAsset(cpu, 'unstake_cpu_quantity'),
  };
  if (net.units + cpu.units === 0n) throw new RangeError('must unstake a positive amount');
  return { account: SYSTEM_CONTRACT, name: 'undelegatebw', data };
}

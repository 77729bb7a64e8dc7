/** The system contract: accounts, staking, refunds, votes, proxies and voter pay — happy paths and failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from '../../chain/testing/harness';
import { expectAssert, expectChainError } from '../../chain/testing/expect';
import { deriveKey } from '../../chain/genesis/keys';
import { keyAuthority } from '../../chain/state/accounts';
import { canonicalKey } from '../../chain/abi/keys';
import { nameToU64 } from '../../chain/core/name';
import { parseAsset, symbolCodeToU64 } from '../../chain/core/asset';
import { accountsTable, statTable } from '../token/tables';
import { stake2vote } from '../../../src/core/actions/system/voteWeight';
import { globalTable, producersTable, refundsTable, votersTable, delegatedBandwidthTable, type VoterRow } from './tables';
import { inflationFor } from './inflation';

let t: TestChain;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestChain({ refundDelaySec: 60 });
});
afterAll(async () => t.stop());

const push = (name: string, data: unknown, auth: string) => t.chain.pushAction('eosio', name, data, auth);
const wax = (who: string): bigint => t.chain.table('eosio.token', accountsTable, who).find(symbolCodeToU64('WAX'))?.balance.amount ?? 0n;
const voter = (who: string): VoterRow => t.chain.table('eosio', votersTable, 'eosio').get(nameToU64(who));
const auth = (label: string) => keyAuthority(canonicalKey(deriveKey('system-test', label).publicKey));

describe('newaccount', () => {
  it('creates a 12-character account with a resource row', async () => {
    await push('newaccount', { creator: 'alice', name: 'aliceaccount', owner: auth('a'), active: auth('a') }, 'alice@active');
    const account = (await rpc(t.url, '/v1/chain/get_account', { account_name: 'aliceaccount' })).body as {
      permissions: { perm_name: string; required_auth: { keys: { key: string }[] } }[];
      total_resources: { owner: string };
    };
    expect(account.permissions.map((p) => p.perm_name)).toEqual(['owner', 'active']);
    expect(account.permissions[0]!.required_auth.keys[0]!.key).toBe(deriveKey('system-test', 'a').publicKey);
    expect(account.total_resources.owner).toBe('aliceaccount');
  });

  it('refuses taken, premium, foreign-suffix, reserved and invalid names', async () => {
    await expectChainError(
      push('newaccount', { creator: 'alice', name: 'aliceaccount', owner: auth('a'), active: auth('a') }, 'alice@active'),
      'account_name_exists_exception',
      'Cannot create account named aliceaccount, as that name is already taken',
    );
    await expectAssert(push('newaccount', { creator: 'alice', name: 'short', owner: auth('a'), active: auth('a') }, 'alice@active'), 'no active bid for name');
    await expectAssert(
      push('newaccount', { creator: 'alice', name: 'x.bob', owner: auth('a'), active: auth('a') }, 'alice@active'),
      'only suffix may create this account',
    );
    await expectChainError(
      push('newaccount', { creator: 'alice', name: 'eosio.evil12', owner: auth('a'), active: auth('a') }, 'alice@active'),
      'action_validate_exception',
      "only privileged accounts can have names that start with 'eosio.'",
    );
    await expectChainError(
      push('newaccount', { creator: 'alice', name: 'zerothreshld', owner: { ...auth('a'), threshold: 0 }, active: auth('a') }, 'alice@active'),
      'action_validate_exception',
      'Invalid owner authority',
    );
    await expectChainError(
      push('newaccount', { creator: 'alice', name: 'notsignedby1', owner: auth('a'), active: auth('a') }, 'bob@active'),
      'missing_auth_exception',
      'missing authority of alice',
    );
  });

  it('lets the suffix owner create dotted names', async () => {
    await push('newaccount', { creator: 'alice', name: 'pay.alice', owner: auth('b'), active: auth('b') }, 'alice@active');
    expect((await rpc(t.url, '/v1/chain/get_account', { account_name: 'pay.alice' })).status).toBe(200);
  });
});

describe('delegatebw / undelegatebw / refund', () => {
  it('stakes to self: balance moves to eosio.stake, totals and vote stake grow', async () => {
    const before = voter('dave').staked;
    await push(
      'delegatebw',
      { from: 'dave', receiver: 'dave', stake_net_quantity: '10.00000000 WAX', stake_cpu_quantity: '40.00000000 WAX', transfer: false },
      'dave@active',
    );
    expect(voter('dave').staked - before).toBe(5_000_000_000n);
    const band = t.chain.table('eosio', delegatedBandwidthTable, 'dave').get(nameToU64('dave'));
    expect(band.cpu_weight.amount).toBe(54_000_000_000n);
    const account = (await rpc(t.url, '/v1/chain/get_account', { account_name: 'dave' })).body as {
      self_delegated_bandwidth: { net_weight: string };
      cpu_weight: number;
    };
    expect(account.self_delegated_bandwidth.net_weight).toBe('110.00000000 WAX');
    expect(account.cpu_weight).toBe(54_000_000_000);
  });

  it('stakes to another account with transfer, which the receiver then owns', async () => {
    await push(
      'delegatebw',
      { from: 'bob', receiver: 'erin', stake_net_quantity: '1.00000000 WAX', stake_cpu_quantity: '2.00000000 WAX', transfer: true },
      'bob@active',
    );
    expect(t.chain.table('eosio', delegatedBandwidthTable, 'erin').get(nameToU64('erin')).cpu_weight.amount).toBe(200_000_000n);
    expect(voter('erin').staked).toBe(300_000_000n);
  });

  it('refuses bad stakes', async () => {
    await expectAssert(
      push(
        'delegatebw',
        { from: 'dave', receiver: 'dave', stake_net_quantity: '0.00000000 WAX', stake_cpu_quantity: '0.00000000 WAX', transfer: false },
        'dave@active',
      ),
      'must stake a positive amount',
    );
    await expectAssert(
      push(
        'delegatebw',
        { from: 'dave', receiver: 'dave', stake_net_quantity: '-1.00000000 WAX', stake_cpu_quantity: '2.00000000 WAX', transfer: false },
        'dave@active',
      ),
      'must stake a positive amount',
    );
    await expectAssert(
      push(
        'delegatebw',
        { from: 'dave', receiver: 'dave', stake_net_quantity: '1.00000000 WAX', stake_cpu_quantity: '0.00000000 WAX', transfer: true },
        'dave@active',
      ),
      'cannot use transfer flag if delegating to self',
    );
    await expectAssert(
      push(
        'delegatebw',
        { from: 'dave', receiver: 'dave', stake_net_quantity: '1.0000 WAX', stake_cpu_quantity: '0.00000000 WAX', transfer: false },
        'dave@active',
      ),
      'comparison of assets with different symbols is not allowed',
    );
    await expectAssert(
      push(
        'delegatebw',
        { from: 'erin', receiver: 'erin', stake_net_quantity: '0.00000000 WAX', stake_cpu_quantity: '999999.00000000 WAX', transfer: false },
        'erin@active',
      ),
      'overdrawn balance',
    );
    await expectChainError(
      push(
        'delegatebw',
        { from: 'dave', receiver: 'dave', stake_net_quantity: '1.00000000 WAX', stake_cpu_quantity: '0.00000000 WAX', transfer: false },
        'erin@active',
      ),
      'missing_auth_exception',
      'missing authority of dave',
    );
  });

  it('unstakes into a refund request that pays out only after the delay', async () => {
    const before = wax('dave');
    await push(
      'undelegatebw',
      { from: 'dave', receiver: 'dave', unstake_net_quantity: '5.00000000 WAX', unstake_cpu_quantity: '15.00000000 WAX' },
      'dave@active',
    );
    const refund = t.chain.table('eosio', refundsTable, 'dave').get(nameToU64('dave'));
    expect([refund.net_amount.amount, refund.cpu_amount.amount]).toEqual([500_000_000n, 1_500_000_000n]);
    await expectAssert(push('refund', { owner: 'dave' }, 'dave@active'), 'refund is not available yet');
    t.advance(61_000);
    const result = await push('refund', { owner: 'dave' }, 'dave@active');
    const traces = result.processed.action_traces as { act: { name: string; data: { memo?: string; from?: string } } }[];
    expect(traces.some((tr) => tr.act.name === 'transfer' && tr.act.data.memo === 'unstake' && tr.act.data.from === 'eosio.stake')).toBe(true);
    expect(wax('dave') - before).toBe(2_000_000_000n);
    expect(t.chain.table('eosio', refundsTable, 'dave').find(nameToU64('dave'))).toBeUndefined();
    await expectAssert(push('refund', { owner: 'dave' }, 'dave@active'), 'refund request not found');
  });

  it('refuses to unstake more than staked', async () => {
    await expectAssert(
      push(
        'undelegatebw',
        { from: 'dave', receiver: 'dave', unstake_net_quantity: '0.00000000 WAX', unstake_cpu_quantity: '99999.00000000 WAX' },
        'dave@active',
      ),
      'insufficient staked cpu bandwidth',
    );
    await expectAssert(
      push('undelegatebw', { from: 'dave', receiver: 'dave', unstake_net_quantity: '0.00000000 WAX', unstake_cpu_quantity: '0.00000000 WAX' }, 'dave@active'),
      'must unstake a positive amount',
    );
  });
});

describe('voteproducer / regproxy', () => {
  const producers = () =>
    t.chain.getTableRows({ code: 'eosio', scope: 'eosio', table: 'producers', json: true, limit: 100 }).rows as { owner: string; total_votes: string }[];
  const votesOf = (p: string) => t.chain.table('eosio', producersTable, 'eosio').get(nameToU64(p)).total_votes;

  it('adds the vote weight (13-week doubling since 2000) to each chosen producer', async () => {
    const list = producers()
      .map((p) => p.owner)
      .sort()
      .slice(0, 3);
    const before = list.map(votesOf);
    await push('voteproducer', { voter: 'erin', proxy: '', producers: list }, 'erin@active');
    const weight = stake2vote(300_000_000n, Math.floor(t.chain.headBlock().time / 1000) + 1);
    list.forEach((p, i) => expect(votesOf(p) - before[i]!).toBeCloseTo(weight, -Math.floor(Math.log10(weight)) + 10));
    expect(voter('erin').last_vote_weight).toBe(weight);
    const info = (await rpc(t.url, '/v1/chain/get_account', { account_name: 'erin' })).body as { voter_info: { producers: string[]; staked: number } };
    expect(info.voter_info.producers).toEqual(list);
    expect(info.voter_info.staked).toBe(300_000_000);
  });

  it('orders get_producers by votes', async () => {
    const { rows } = (await rpc(t.url, '/v1/chain/get_producers', { limit: 30, json: true })).body as { rows: { owner: string; total_votes: string }[] };
    expect(rows.length).toBeGreaterThanOrEqual(21);
    const votes = rows.map((r) => Number(r.total_votes));
    expect([...votes].sort((a, b) => b - a)).toEqual(votes);
  });

  it('refuses malformed votes', async () => {
    const list = producers()
      .map((p) => p.owner)
      .sort();
    await expectAssert(
      push('voteproducer', { voter: 'erin', proxy: '', producers: [list[1], list[0]] }, 'erin@active'),
      'producer votes must be unique and sorted',
    );
    await expectAssert(
      push('voteproducer', { voter: 'erin', proxy: '', producers: [list[0], list[0]] }, 'erin@active'),
      'producer votes must be unique and sorted',
    );
    await expectAssert(
      push(
        'voteproducer',
        {
          voter: 'erin',
          proxy: '',
          producers: Array.from({ length: 31 }, (_, i) => `p${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26)]}${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`),
        },
        'erin@active',
      ),
      'attempt to vote for too many producers',
    );
    await expectAssert(
      push('voteproducer', { voter: 'erin', proxy: 'carol', producers: [list[0]] }, 'erin@active'),
      'cannot vote for producers and proxy at same time',
    );
    await expectAssert(push('voteproducer', { voter: 'erin', proxy: 'erin', producers: [] }, 'erin@active'), 'cannot proxy to self');
    await expectAssert(push('voteproducer', { voter: 'erin', proxy: 'bob', producers: [] }, 'erin@active'), 'proxy not found');
    await expectAssert(push('voteproducer', { voter: 'erin', proxy: '', producers: ['alice'] }, 'erin@active'), 'producer alice is not registered');
    await expectAssert(
      push('voteproducer', { voter: 'aliceaccount', proxy: '', producers: [list[0]] }, 'aliceaccount@active'),
      'user must stake before they can vote',
    );
  });

  it('routes proxied weight to the proxy’s producers and refuses no-op proxy changes', async () => {
    // A producer erin did not vote for directly, so only the proxied weight moves it.
    const target = voter('carol').producers.at(-1)!;
    const before = votesOf(target);
    await push('voteproducer', { voter: 'erin', proxy: 'carol', producers: [] }, 'erin@active');
    expect(voter('carol').proxied_vote_weight).toBeGreaterThan(voter('erin').last_vote_weight * 0.999 + voter('dave').last_vote_weight * 0.999);
    expect(votesOf(target)).toBeGreaterThan(before);
    await expectAssert(push('regproxy', { proxy: 'carol', isproxy: true }, 'carol@active'), 'action has no effect');
    await expectAssert(push('regproxy', { proxy: 'erin', isproxy: true }, 'erin@active'), 'account that uses a proxy is not allowed to become a proxy');
  });
});

describe('voter pay (claimgbmvote / voterclaim)', () => {
  it('hands claimgbmvote to voterclaim, which mints the inflation since the last fill and pays the voter its share, once a day', async () => {
    t.advance(DAY + 1000);
    const global = () => t.chain.table('eosio', globalTable, 'eosio').get(nameToU64('global'));
    const supply = () => t.chain.table('eosio.token', statTable, symbolCodeToU64('WAX')).get(symbolCodeToU64('WAX')).supply.amount;
    const [g, v, supplyBefore, votersBefore, savingBefore] = [global(), voter('alice'), supply(), wax('eosio.voters'), wax('eosio.saving')];
    const result = await push('claimgbmvote', { owner: 'alice' }, 'alice@active');
    type Trace = { receiver: string; act: { account: string; name: string; data: { from: string; to: string; memo: string; quantity: string } } };
    const traces = (result.processed.action_traces as Trace[]).filter((tr) => tr.receiver === tr.act.account);
    expect(traces.map((tr) => `${tr.act.account}::${tr.act.name}`)).toEqual([
      'eosio::claimgbmvote',
      'eosio::voterclaim',
      'eosio.token::issue',
      'eosio.token::transfer',
      'eosio.token::transfer',
      'eosio.token::transfer',
      'eosio.token::transfer',
      'eosio.token::transfer',
    ]);
    // WAX's formulas, from the rows before the claim and the claim's block time (what last_claim_time records).
    const ct = voter('alice').last_claim_time;
    expect(ct).toBeGreaterThan(v.last_claim_time + BigInt(DAY) * 1000n);
    const minted = inflationFor(supplyBefore, ct - g.last_pervote_bucket_fill);
    const toVoters = minted / 6n;
    const seconds = (from: bigint) => Number(ct - from) / 1e6;
    const totalUnpaid = g.total_unpaid_voteshare + g.total_voteshare_change_rate * seconds(g.total_unpaid_voteshare_last_updated);
    const unpaid = v.unpaid_voteshare + v.unpaid_voteshare_change_rate * seconds(v.unpaid_voteshare_last_updated);
    const reward = BigInt(Math.trunc(Number(g.voters_bucket + toVoters) * (unpaid / totalUnpaid)));
    expect(reward).toBeGreaterThan(0n);
    const pay = traces.at(-1)!.act.data;
    expect(pay).toMatchObject({ from: 'eosio.voters', to: 'alice', memo: 'voter pay' });
    expect(parseAsset(pay.quantity).amount).toBe(reward);
    expect(traces[3]!.act.data).toMatchObject({ to: 'eosio.saving', memo: 'unallocated inflation' });
    expect(supply() - supplyBefore).toBe(minted);
    expect(wax('eosio.saving') - savingBefore).toBe(minted - 3n * toVoters);
    expect(wax('eosio.voters') - votersBefore).toBe(toVoters - reward);
    expect(global()).toMatchObject({ voters_bucket: g.voters_bucket + toVoters - reward, last_pervote_bucket_fill: ct });
    expect(voter('alice')).toMatchObject({ unpaid_voteshare: 0, unpaid_voteshare_last_updated: ct });
    await expectAssert(push('voterclaim', { owner: 'alice' }, 'alice@active'), 'already claimed rewards within past day');
    await expectAssert(push('claimgbmvote', { owner: 'alice' }, 'alice@active'), 'already claimed rewards within past day');
  });

  it('pays nothing to voters of fewer than 16 producers or to non-voters', async () => {
    await expectAssert(push('voterclaim', { owner: 'bob' }, 'bob@active'), 'no rewards available.');
    await expectAssert(push('voterclaim', { owner: 'aliceaccount' }, 'aliceaccount@active'), 'voter does not exist.');
    await expectChainError(push('voterclaim', { owner: 'bob' }, 'alice@active'), 'missing_auth_exception', 'missing authority of bob');
  });

  it('pays a proxy’s voter', async () => {
    const result = await push('voterclaim', { owner: 'dave' }, 'dave@active');
    expect(JSON.stringify(result.processed)).toContain('voter pay');
  });
});

describe('stake2vote', () => {
  it('doubles every 13 weeks counted in whole weeks from 2000-01-01', () => {
    const epoch = 946_684_800;
    expect(stake2vote(100n, epoch)).toBe(100);
    expect(stake2vote(100n, epoch + 13 * 7 * 86_400)).toBe(200);
    expect(stake2vote(100n, epoch + 13 * 7 * 86_400 - 1)).toBeCloseTo(100 * 2 ** (12 / 13), 10);
  });
});

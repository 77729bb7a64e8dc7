import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChainAccount, parseDelegations } from './parse';

/** frank's get_account as the devnet answers it, with a refund and a vote. */
const FRANK = {
  account_name: 'frank',
  head_block_num: 7281,
  head_block_time: '2026-11-27T07:20:18.500',
  privileged: false,
  created: '2026-11-27T06:19:40.000',
  core_liquid_balance: '49400.00000000 WAX',
  ram_quota: 1400,
  net_weight: 10000000000,
  cpu_weight: 50000000000,
  net_limit: { used: 452, available: 17019, max: 17471, last_usage_update_time: '2026-11-27T06:19:40.000', current_used: 452 },
  cpu_limit: { used: '167', available: '1438095', max: '1438262' },
  ram_usage: 3878,
  total_resources: { owner: 'frank', net_weight: '150.00000000 WAX', cpu_weight: '500.00000000 WAX', ram_bytes: 0 },
  self_delegated_bandwidth: { from: 'frank', to: 'frank', net_weight: '100.00000000 WAX', cpu_weight: '500.00000000 WAX' },
  refund_request: { owner: 'frank', request_time: '2026-11-27T07:00:00', net_amount: '0.00000000 WAX', cpu_amount: '25.00000001 WAX' },
  voter_info: {
    owner: 'frank',
    proxy: '',
    producers: ['bp.wombat', 'pink.gg'],
    staked: '60000000000',
    unpaid_voteshare: '0.00000000000000000',
    unpaid_voteshare_last_updated: '2026-11-27T06:30:00.000',
    unpaid_voteshare_change_rate: '0.00000000000000000',
    last_claim_time: '1970-01-01T00:00:00.000',
    last_vote_weight: '184601246225654130420385247855808389767495680.00000000000000000',
    proxied_vote_weight: '0.00000000000000000',
    is_proxy: 0,
    flags1: 0,
  },
};

describe('parseChainAccount', () => {
  it('reads resources, stake, the refund and the vote exactly', () => {
    const account = parseChainAccount(FRANK);
    expect(account.name).toBe('frank');
    expect(account.createdMs).toBe(Date.UTC(2026, 10, 27, 6, 19, 40));
    expect(account.headBlockMs).toBe(Date.UTC(2026, 10, 27, 7, 20, 18, 500));
    expect(account.liquid.units).toBe(4_940_000_000_000n);
    expect(account.cpu).toEqual({ used: 167, available: 1_438_095, max: 1_438_262 });
    expect(account.ram).toEqual({ quota: 1400, usage: 3878 });
    expect(account.totalStake.net.units - account.selfStake.net.units).toBe(5_000_000_000n);
    expect(account.refund).toMatchObject({ requestSec: Date.UTC(2026, 10, 27, 7) / 1000 });
    expect(account.refund?.cpu.units).toBe(2_500_000_001n);
    expect(account.voter).toMatchObject({ producers: ['bp.wombat', 'pink.gg'], proxy: '', staked: 60_000_000_000n, isProxy: false, lastClaimMs: 0 });
    expect(account.voter?.lastVoteWeight).toBeCloseTo(1.846e44, -40);
  });

  it('reads an account with nothing staked, no WAX row, no refund and no vote (a seeded holder)', () => {
    const account = parseChainAccount({
      ...FRANK,
      core_liquid_balance: undefined,
      total_resources: { owner: 'frank', net_weight: '0.00000000 WAX', cpu_weight: '0.00000000 WAX', ram_bytes: 4096 },
      self_delegated_bandwidth: null,
      refund_request: null,
      voter_info: null,
    });
    expect(account.liquid.units).toBe(0n);
    expect(account.selfStake.cpu.units).toBe(0n);
    expect(account.refund).toBeNull();
    expect(account.voter).toBeNull();
  });

  it('names the field of a malformed answer', () => {
    expect(() => parseChainAccount({ ...FRANK, created: 'yesterday' })).toThrow('created must be a chain time');
    expect(() => parseChainAccount({ ...FRANK, core_liquid_balance: '12.5 WAX' })).toThrow('core_liquid_balance must be a WAX asset');
    expect(() => parseChainAccount({ ...FRANK, voter_info: { ...FRANK.voter_info, producers: 'pink.gg' } })).toThrow('voter_info.producers');
    expect(() => parseChainAccount({ ...FRANK, cpu_limit: null })).toThrow('cpu_limit must be an object');
    expect(() => parseChainAccount([])).toThrow('get_account must be an object');
  });

  it('throws only RangeError, whatever the answer (property)', () => {
    const fieldArb = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.object(), fc.array(fc.string()));
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(FRANK)), fieldArb, (field, value) => {
        try {
          parseChainAccount({ ...FRANK, [field]: value });
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
      { numRuns: 1500, seed: 0xacc0 },
    );
  });
});

describe('parseDelegations', () => {
  it('reads stake delegated to and from others', () => {
    const parsed = parseDelegations({
      account_name: 'frank',
      delegated_to: [{ account_name: 'grace', cpu_weight: '1.00000000 WAX', net_weight: '0.50000000 WAX' }],
      delegated_from: [],
    });
    expect(parsed.to[0]).toMatchObject({ account: 'grace' });
    expect(parsed.to[0]?.net.units).toBe(50_000_000n);
    expect(parsed.from).toEqual([]);
    expect(() => parseDelegations({ delegated_to: [{ account_name: 'Grace', cpu_weight: '1.00000000 WAX', net_weight: '1.00000000 WAX' }] })).toThrow(
      'delegated_to[0].account_name',
    );
  });
});

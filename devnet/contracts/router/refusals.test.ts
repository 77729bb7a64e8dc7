/** swap.we refuses whole: a minimum not reached (even in one split of several), bad memos, unknown or mismatched hops, outside calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAssert } from '../../chain/testing/expect';
import {
  asset,
  changes,
  routerHoldings,
  pushRoute,
  quoteRoute,
  routeTransfer,
  snapshot,
  startRouterWorld,
  USDT,
  v2Hop,
  venueRows,
  WAX,
  type RouterWorld,
} from './router.testutil';

let world: RouterWorld;
const WAX_100 = 100n * 10n ** 8n;

beforeAll(async () => {
  world = await startRouterWorld();
}, 30_000);
afterAll(async () => world.t.stop());

/** Runs a push that must fail with `message` and checks nothing at all changed. */
async function refusedWhole(push: () => Promise<unknown>, message: string): Promise<void> {
  const chain = world.t.chain;
  const [balances, rows] = [snapshot(chain), venueRows(chain)];
  await expectAssert(push(), message);
  expect(changes(balances, snapshot(chain))).toEqual({});
  expect(venueRows(chain)).toEqual(rows);
  expect(routerHoldings(chain)).toEqual([]);
}

const transferMemo =
  (memo: string, quantity = '100.00000000 WAX') =>
  () =>
    world.t.chain.pushAction('eosio.token', 'transfer', { from: 'alice', to: 'swap.we', quantity, memo }, 'alice@active');

describe('minimum received', () => {
  it('aborts a 3-hop route one unit short of its minimum, with nothing applied', async () => {
    const chain = world.t.chain;
    const hops = ['0@a2', '0@ad', v2Hop(world, 'taco', 'TLM')];
    const out = quoteRoute(chain, USDT, 200_000n, hops);
    await refusedWhole(
      () => pushRoute(chain, 'alice', [routeTransfer(USDT, 200_000n, WAX, out + 1n, hops)]),
      `received less than minimum: ${asset(out, WAX)}@eosio.token, minimum ${asset(out + 1n, WAX)}@eosio.token`,
    );
  });

  it('aborts a split when only its second transfer falls short, undoing the first', async () => {
    const chain = world.t.chain;
    const outA = quoteRoute(chain, WAX, WAX_100, ['0@a2']);
    const outB = quoteRoute(chain, WAX, WAX_100, ['1@ad']);
    const split = [routeTransfer(WAX, WAX_100, USDT, outA, ['0@a2']), routeTransfer(WAX, WAX_100, USDT, outB + 1n, ['1@ad'])];
    await refusedWhole(
      () => pushRoute(chain, 'alice', split),
      `received less than minimum: ${asset(outB, USDT)}@usdt.alcor, minimum ${asset(outB + 1n, USDT)}@usdt.alcor`,
    );
  });
});

describe('memos and hops', () => {
  it('refuses a transfer whose memo is not a route', async () => {
    await refusedWhole(transferMemo('hello'), 'invalid swap memo: Memo must look like swap,<minimum units>,<SYM>@<contract>|<hop>-<hop>');
    await refusedWhole(transferMemo('swap,1,USDT@usdt.alcor|0@a2-0@a2-0@a2-0@a2'), 'invalid swap memo: A route has at most 3 hops, got 4');
  });

  it('refuses an unknown hop code', async () => {
    await refusedWhole(transferMemo('swap,1,USDT@usdt.alcor|0@zz'), 'invalid swap memo: "0@zz" is not a hop code like 12@d');
  });

  it('refuses hops naming no venue, or one that does not trade the token it would receive', async () => {
    await refusedWhole(transferMemo('swap,1,USDT@usdt.alcor|99@a2'), 'hop 1 (99@a2): swap.alcor has no pool 99');
    await refusedWhole(transferMemo('swap,1,USDT@usdt.alcor|7@ad'), 'hop 1 (7@ad): alcordexmain has no market 7');
    await refusedWhole(transferMemo('swap,1,USDT@usdt.alcor|x@a2'), 'hop 1 (x@a2): the id must be a whole number');
    await refusedWhole(transferMemo('swap,1,USDT@usdt.alcor|NOPE@t'), 'hop 1 (NOPE@t): swap.taco has no pair NOPE');
    await refusedWhole(transferMemo('swap,1,WAX@eosio.token|WAX@wf'), "hop 1 (WAX@wf): WaxFusion's only pool is LSWAX@wf");
    await refusedWhole(
      transferMemo('swap,1,TLM@alien.worlds|0@a2-1@a2'),
      'hop 2 (1@a2): pool 1 trades 4,TLM@alien.worlds / 8,WAX@eosio.token, not 4,USDT@usdt.alcor',
    );
  });

  it('refuses a route that does not end in the token the memo asks for', async () => {
    await refusedWhole(transferMemo('swap,1,TLM@alien.worlds|0@a2'), 'the route ends in 4,USDT@usdt.alcor, not TLM@alien.worlds as the memo asks');
  });
});

describe('continuations', () => {
  it('lets nobody but the router send hop, settle or logroute', async () => {
    for (const name of ['hop', 'settle'])
      await expect(world.t.chain.pushAction('swap.we', name, { swap_id: 0 }, 'alice@active')).rejects.toThrow('missing authority of swap.we');
    const zero = { quantity: '0.00000000 WAX', contract: 'eosio.token' };
    await expect(
      world.t.chain.pushAction('swap.we', 'logroute', { owner: 'alice', token_in: zero, token_out: zero, minimum: zero, route: '0@a2' }, 'alice@active'),
    ).rejects.toThrow('missing authority of swap.we');
  });

  it('has no swap to continue outside a route', async () => {
    await refusedWhole(() => world.t.chain.pushAction('swap.we', 'settle', { swap_id: 0 }, 'swap.we@active'), 'no swap 0 is in flight');
  });
});

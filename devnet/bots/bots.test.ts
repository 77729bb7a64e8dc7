import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLimitTransfer } from '../../src/core/actions/limit';
import { makeAmount } from '../../src/core/amount';
import { createChain, type Chain } from '../chain';
import { createChainWorld } from '../services/world/chainWorld';
import { ordersTable } from '../contracts/limit/tables';
import { buyOrderTable, sellOrderTable } from '../contracts/orderbook/tables';
import { defiboxPairsTable } from '../contracts/v2/defibox/tables';
import { worldGenesis, WORLD_CONTRACTS } from '../seed/genesis';
import { LIMIT_CONTRACT } from '../seed/genesis/limit';
import { planWorld } from '../seed/plan';
import { TRADERS } from '../seed/plan/accounts';
import { Rng } from '../seed/random';
import { WORLD_SIZES } from '../seed/size';
import { LimitKeeper } from './keeper';
import { Lister } from './lister';
import { MarketMaker } from './marketMaker';
import { v2RouteQuote } from './routeQuote';
import { Trader } from './trader';

const plan = planWorld('waxwing', WORLD_SIZES.small);
let chain: Chain;
const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-bots-'));

beforeAll(async () => {
  chain = await createChain({ dataDir, seed: 'waxwing', contracts: WORLD_CONTRACTS, genesis: worldGenesis(plan), log: () => undefined });
});
afterAll(async () => {
  await chain?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const best = (marketId: number, side: 'buy' | 'sell') =>
  chain
    .table('alcordexmain', side === 'buy' ? buyOrderTable : sellOrderTable, BigInt(marketId))
    .index('byprice')
    .rows()
    .next().value;

describe('market maker', () => {
  it('places and cancels in valid transactions, one delta each, keeping books near their seeded depth and uncrossed', async () => {
    const maker = new MarketMaker(chain, plan.markets, new Rng('waxwing', 'test:maker'));
    let deltas = 0;
    const stop = chain.onTransaction((tx) => void (deltas += tx.actions.filter((a) => a.name === 'logorder' && a.receiver === 'alcordexmain').length));
    for (let round = 0; round < 6; round++) await chain.pushActions(maker.operations(80));
    stop();
    expect(deltas).toBeGreaterThanOrEqual(6 * 70);
    for (const market of plan.markets) {
      const levels = chain.table('alcordexmain', buyOrderTable, BigInt(market.id)).count();
      expect(levels).toBeGreaterThan(market.buys.length * 0.6);
      expect(levels).toBeLessThan(market.buys.length * 1.4 + 10);
      expect(best(market.id, 'buy')!.unit_price).toBeLessThan(best(market.id, 'sell')!.unit_price);
    }
  });
});

describe('trader', () => {
  it('swaps on every kind of venue and takes from books without a failed transaction', async () => {
    const trader = new Trader(chain, plan, new Rng('waxwing', 'test:trader'));
    const kinds = new Set<string>();
    for (let i = 0; i < 80; i++) {
      const action = trader.next();
      if (!action) continue;
      kinds.add(`${(action.data as { to: string }).to}`);
      await chain.pushActions([action]);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['swap.box', 'swap.alcor', 'alcordexmain', 'calcormining']));
  });
});

describe('limit keeper', () => {
  it('fills an order a route reaches and leaves the ones it does not', async () => {
    const world = createChainWorld(chain);
    const keeper = new LimitKeeper(chain, v2RouteQuote(world));
    // An order asking for far less TLM than its WAX buys, and one asking for far more.
    const trader = TRADERS[0];
    const wax = { amount: makeAmount(10_000_000_000n, 8), ticker: 'WAX', contract: 'eosio.token' };
    const cheap = { amount: makeAmount(10_0000n, 4), ticker: 'TLM', contract: 'alien.worlds' };
    const dear = { amount: makeAmount(100_000_000_0000n, 4), ticker: 'TLM', contract: 'alien.worlds' };
    await chain.pushActions(
      [cheap, dear].map((ask) => ({ ...encodeLimitTransfer(trader, wax, { kind: 'order', ask }, LIMIT_CONTRACT), authorization: [`${trader}@active`] })),
    );
    const open = [...chain.table(LIMIT_CONTRACT, ordersTable, LIMIT_CONTRACT).rows()].filter((o) => o.owner === trader);
    const [cheapId, dearId] = [open[open.length - 2]!.id, open[open.length - 1]!.id];
    const fills = keeper.fills(100);
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills) await chain.pushActions([fill]);
    const left = new Set([...chain.table(LIMIT_CONTRACT, ordersTable, LIMIT_CONTRACT).rows()].map((o) => o.id));
    expect(left.has(cheapId)).toBe(false);
    expect(left.has(dearId)).toBe(true);
    world.close();
  });
});

describe('lister', () => {
  it('lists new tokens on Defibox, continuing after what the chain already holds', async () => {
    const pairs = () => chain.table('swap.box', defiboxPairsTable, 'swap.box').count();
    const before = pairs();
    const codes = () => [new Set(plan.tokens.map((t) => t.code)), new Set(plan.tokens.map((t) => t.contract))] as const;
    const first = await new Lister(chain, 'waxwing', ...codes()).listNext();
    // A new lister (as after a restart) does not list the same token again.
    const second = await new Lister(chain, 'waxwing', ...codes()).listNext();
    expect(second.contract).not.toBe(first.contract);
    expect(second.code).not.toBe(first.code);
    expect(pairs()).toBe(before + 2);
  });
});

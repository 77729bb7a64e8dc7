import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsTable, createChain, statTable, type Chain } from '../../chain';
import { symbolCodeToU64 } from '../../chain/core/asset';
import { ordersTable } from '../../contracts/limit/tables';
import { marketsTable, sellOrderTable } from '../../contracts/orderbook/tables';
import { planWorld } from '../plan';
import { WORLD_SIZES } from '../size';
import { userResourcesTable } from '../../contracts/system/tables';
import { LIMIT_CONTRACT } from './limit';
import { worldGenesis, WORLD_CONTRACTS } from '.';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function world(seed: string): Promise<Chain> {
  const plan = planWorld(seed, WORLD_SIZES.small);
  const dataDir = mkdtempSync(join(tmpdir(), 'waxwing-genesis-'));
  dirs.push(dataDir);
  // One clock for every chain: the same seed must then give the same rows, times included.
  return createChain({ dataDir, seed, now: () => Date.UTC(2026, 0, 1), contracts: WORLD_CONTRACTS, genesis: worldGenesis(plan), log: () => undefined });
}

const tables = (chain: Chain) => ({
  defibox: chain.getTableRows({ code: 'swap.box', scope: 'swap.box', table: 'pairs', json: true, limit: 1000 }).rows,
  alcor: chain.getTableRows({ code: 'swap.alcor', scope: 'swap.alcor', table: 'pools', json: true, limit: 1000 }).rows,
  book: chain.getTableRows({ code: 'alcordexmain', scope: '0', table: 'sellorder', json: true, limit: 50 }).rows,
});

describe('world genesis', () => {
  it('builds the same world from the same seed and another from another seed', async () => {
    const [a, b, c] = await Promise.all([world('waxwing'), world('waxwing'), world('elsewhere')]);
    try {
      expect(tables(a)).toEqual(tables(b));
      expect(tables(a).defibox).not.toEqual(tables(c).defibox);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('puts the plan on chain: tokens, funded books, holders and calcormining orders', async () => {
    const plan = planWorld('waxwing', WORLD_SIZES.small);
    const chain = await world('waxwing');
    try {
      for (const token of plan.tokens.filter((t) => !t.inChainGenesis)) {
        expect(chain.table(token.contract, statTable, symbolCodeToU64(token.code)).find(symbolCodeToU64(token.code))?.max_supply.amount).toBe(token.maxSupply);
      }
      expect([...chain.table('alcordexmain', marketsTable, 'alcordexmain').rows()]).toHaveLength(plan.markets.length);
      const tlmBook = plan.markets[0]!;
      expect(chain.table('alcordexmain', sellOrderTable, 0n).count()).toBe(tlmBook.sells.length);
      // The contract holds exactly what its resting orders bid (plus nothing else at genesis).
      const bookTlm = chain.table('alien.worlds', accountsTable, 'alcordexmain').find(symbolCodeToU64('TLM'))!.balance.amount;
      expect(bookTlm).toBe(tlmBook.sells.reduce((sum, o) => sum + o.bid, 0n));
      const holders = plan.holders.find((h) => h.token.code === 'TLM')!;
      const someone = holders.owners[123]!;
      expect(chain.table('alien.worlds', accountsTable, someone).find(symbolCodeToU64('TLM'))?.balance.amount).toBe(holders.amounts[123]);
      expect([...chain.table(LIMIT_CONTRACT, ordersTable, LIMIT_CONTRACT).rows()]).toHaveLength(plan.limitOrders.length);
    } finally {
      await chain.close();
    }
  });

  it('makes every holder and trader wallet a chain account: keyed permissions, created before the history, RAM and a resource row', async () => {
    const plan = planWorld('waxwing', WORLD_SIZES.small);
    const chain = await world('waxwing');
    try {
      const holders = plan.holders.flatMap((h) => h.owners);
      for (const owner of new Set([...holders, ...plan.wallets])) expect(chain.table('eosio', userResourcesTable, owner).count(), owner).toBe(1);
      const wallet = plan.holders.find((h) => h.token.code === 'TLM')!.owners[7]!;
      const account = chain.getAccount(wallet) as unknown as {
        created: string;
        permissions: { perm_name: string; required_auth: { keys: { key: string }[] } }[];
        ram_quota: number;
        total_resources: { ram_bytes: number };
      };
      expect(account.permissions.map((p) => p.perm_name)).toEqual(['owner', 'active']);
      expect(account.permissions[0]!.required_auth.keys[0]!.key).toMatch(/^EOS/);
      const historyStart = chain.headBlock().time - plan.size.historyDays * 86_400_000;
      expect(Date.parse(`${account.created}Z`)).toBeLessThan(historyStart);
      expect(account.total_resources.ram_bytes).toBe(4096);
      expect(account.ram_quota).toBe(4096 + 1400);
    } finally {
      await chain.close();
    }
  });
});

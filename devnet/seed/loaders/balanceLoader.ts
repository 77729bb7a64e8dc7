/**
 * A genesis-only stand-in for a token contract: it moves supply from one balance to many holders
 * with a row write each (rows exactly as eosio.token writes them), so 100,000 holders cost
 * milliseconds rather than 100,000 transfers. Genesis deploys it on the token's account, loads,
 * and deploys eosio.token again; owners must come in ascending name order (cheap scope appends).
 */
import { defineContract, type ActionContext } from '../../chain/exec/framework';
import { makeAbi, struct } from '../../chain/abi/types';
import { symbolCodeToU64, type SymbolValue } from '../../chain/core/asset';
import { TOKEN_ABI } from '../../contracts/token/abi';
import { accountsTable, statTable } from '../../contracts/token/tables';

interface LoadBalancesData {
  readonly from: string;
  readonly symbol: SymbolValue;
  readonly owners: readonly string[];
  readonly amounts: readonly bigint[];
}

/** Credits each owner (creating its row, paid by the token contract) and debits `from` by the total. */
function loadbalances(ctx: ActionContext, { from, symbol, owners, amounts }: LoadBalancesData): void {
  ctx.requireAuth(ctx.self);
  ctx.check(owners.length === amounts.length, 'owners and amounts differ in length');
  const key = symbolCodeToU64(symbol.code);
  let total = 0n;
  owners.forEach((owner, i) => {
    const amount = amounts[i]!;
    ctx.check(amount > 0n, 'a holder must hold a positive amount');
    const balances = ctx.table(accountsTable, owner);
    const row = balances.find(key);
    if (row) balances.modify(row, null, { balance: { amount: row.balance.amount + amount, symbol } });
    else balances.insert(ctx.self, { balance: { amount, symbol } });
    total += amount;
  });
  const source = ctx.table(accountsTable, from);
  const row = source.get(key, 'no balance object found');
  ctx.check(row.balance.amount >= total, 'overdrawn balance');
  source.modify(row, null, { balance: { amount: row.balance.amount - total, symbol } });
}

/** The loader's module (registry id `waxwing.world.balanceloader`). */
export const balanceLoaderContract = defineContract({
  id: 'waxwing.world.balanceloader',
  abi: makeAbi({
    structs: [...TOKEN_ABI.structs, struct('loadbalances', { from: 'name', symbol: 'symbol', owners: 'name[]', amounts: 'uint64[]' })],
    actions: ['loadbalances'],
    tables: TOKEN_ABI.tables.map((t) => ({ name: t.name, type: t.type })),
  }),
  tables: [accountsTable, statTable],
  actions: { loadbalances },
});

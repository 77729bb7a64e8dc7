/** eosio.token, action for action and message for message (deployable under any account). */
import { addAssets, isValidAsset, isValidSymbolCode, sameSymbol, subAssets, symbolCodeToU64, type AssetValue } from '../../chain/core/asset';
import { defineContract, type ActionContext } from '../../chain/exec/framework';
import { TOKEN_ABI } from './abi';
import { accountsTable, statTable, type CloseData, type CreateData, type IssueData, type OpenData, type RetireData, type TransferData } from './tables';

/** UTF-8 byte length: the memo limit counts bytes, as std::string::size() does. */
const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

function subBalance(ctx: ActionContext, owner: string, value: AssetValue): void {
  const accounts = ctx.table(accountsTable, owner);
  const from = accounts.get(symbolCodeToU64(value.symbol.code), 'no balance object found');
  ctx.check(from.balance.amount >= value.amount, 'overdrawn balance');
  accounts.modify(from, owner, { balance: subAssets(from.balance, value) });
}

function addBalance(ctx: ActionContext, owner: string, value: AssetValue, ramPayer: string): void {
  const accounts = ctx.table(accountsTable, owner);
  const to = accounts.find(symbolCodeToU64(value.symbol.code));
  if (!to) accounts.insert(ramPayer, { balance: value });
  else accounts.modify(to, null, { balance: addAssets(to.balance, value) });
}

function create(ctx: ActionContext, { issuer, maximum_supply }: CreateData): void {
  ctx.requireAuth(ctx.self);
  const sym = maximum_supply.symbol;
  ctx.check(isValidSymbolCode(sym.code), 'invalid symbol name');
  ctx.check(isValidAsset(maximum_supply), 'invalid supply');
  ctx.check(maximum_supply.amount > 0n, 'max-supply must be positive');
  const stats = ctx.table(statTable, symbolCodeToU64(sym.code));
  ctx.check(stats.find(symbolCodeToU64(sym.code)) === undefined, 'token with symbol already exists');
  stats.insert(ctx.self, { supply: { amount: 0n, symbol: sym }, max_supply: maximum_supply, issuer });
}

function issue(ctx: ActionContext, { to, quantity, memo }: IssueData): void {
  const sym = quantity.symbol;
  ctx.check(isValidSymbolCode(sym.code), 'invalid symbol name');
  ctx.check(byteLength(memo) <= 256, 'memo has more than 256 bytes');
  const stats = ctx.table(statTable, symbolCodeToU64(sym.code));
  const st = stats.find(symbolCodeToU64(sym.code));
  ctx.check(st !== undefined, 'token with symbol does not exist, create token before issue');
  ctx.check(to === st.issuer, 'tokens can only be issued to issuer account');
  ctx.requireAuth(st.issuer);
  ctx.check(isValidAsset(quantity), 'invalid quantity');
  ctx.check(quantity.amount > 0n, 'must issue positive quantity');
  ctx.check(sameSymbol(quantity.symbol, st.supply.symbol), 'symbol precision mismatch');
  ctx.check(quantity.amount <= st.max_supply.amount - st.supply.amount, 'quantity exceeds available supply');
  stats.modify(st, null, { ...st, supply: addAssets(st.supply, quantity) });
  addBalance(ctx, st.issuer, quantity, st.issuer);
}

function retire(ctx: ActionContext, { quantity, memo }: RetireData): void {
  const sym = quantity.symbol;
  ctx.check(isValidSymbolCode(sym.code), 'invalid symbol name');
  ctx.check(byteLength(memo) <= 256, 'memo has more than 256 bytes');
  const stats = ctx.table(statTable, symbolCodeToU64(sym.code));
  const st = stats.find(symbolCodeToU64(sym.code));
  ctx.check(st !== undefined, 'token with symbol does not exist');
  ctx.requireAuth(st.issuer);
  ctx.check(isValidAsset(quantity), 'invalid quantity');
  ctx.check(quantity.amount > 0n, 'must retire positive quantity');
  ctx.check(sameSymbol(quantity.symbol, st.supply.symbol), 'symbol precision mismatch');
  stats.modify(st, null, { ...st, supply: subAssets(st.supply, quantity) });
  subBalance(ctx, st.issuer, quantity);
}

function transfer(ctx: ActionContext, { from, to, quantity, memo }: TransferData): void {
  ctx.check(from !== to, 'cannot transfer to self');
  ctx.requireAuth(from);
  ctx.check(ctx.isAccount(to), 'to account does not exist');
  const code = symbolCodeToU64(quantity.symbol.code);
  const st = ctx.table(statTable, code).get(code);
  ctx.requireRecipient(from);
  ctx.requireRecipient(to);
  ctx.check(isValidAsset(quantity), 'invalid quantity');
  ctx.check(quantity.amount > 0n, 'must transfer positive quantity');
  ctx.check(sameSymbol(quantity.symbol, st.supply.symbol), 'symbol precision mismatch');
  ctx.check(byteLength(memo) <= 256, 'memo has more than 256 bytes');
  const payer = ctx.hasAuth(to) ? to : from;
  subBalance(ctx, from, quantity);
  addBalance(ctx, to, quantity, payer);
}

function open(ctx: ActionContext, { owner, symbol, ram_payer }: OpenData): void {
  ctx.requireAuth(ram_payer);
  ctx.check(ctx.isAccount(owner), 'owner account does not exist');
  const code = symbolCodeToU64(symbol.code);
  const st = ctx.table(statTable, code).get(code, 'symbol does not exist');
  ctx.check(sameSymbol(st.supply.symbol, symbol), 'symbol precision mismatch');
  const accounts = ctx.table(accountsTable, owner);
  if (accounts.find(code) === undefined) accounts.insert(ram_payer, { balance: { amount: 0n, symbol } });
}

function close(ctx: ActionContext, { owner, symbol }: CloseData): void {
  ctx.requireAuth(owner);
  const accounts = ctx.table(accountsTable, owner);
  const row = accounts.find(symbolCodeToU64(symbol.code));
  ctx.check(row !== undefined, "Balance row already deleted or never existed. Action won't have any effect.");
  ctx.check(row.balance.amount === 0n, 'Cannot close because the balance is not zero.');
  accounts.erase(row);
}

/** The token contract. */
export const tokenContract = defineContract({
  id: 'eosio.token',
  abi: TOKEN_ABI,
  tables: [accountsTable, statTable],
  actions: { create, issue, retire, transfer, open, close },
});

/** Genesis: creates the world's tokens on their contracts, tops up the well-known ones, and funds the bots. */
import { tokenContract } from '../../chain';
import type { WorldToken } from '../catalog';
import { BOT_ACCOUNTS } from '../plan/accounts';
import { botFunding, topUp, type WorldPlan } from '../plan';
import { assetOf, sourceOf, transferOf, type GenesisContext } from './context';

/** Token contracts that are not in the chain's genesis: one account and eosio.token each (several symbols may share one). */
export function createTokens(g: GenesisContext, plan: WorldPlan): void {
  const created = new Set<string>();
  for (const token of plan.tokens) {
    if (token.inChainGenesis) continue;
    if (!created.has(token.contract)) {
      created.add(token.contract);
      g.createAccount(token.contract, 'token-contracts');
      g.api.deploy(token.contract, tokenContract, g.block);
    }
    g.push([
      {
        account: token.contract,
        name: 'create',
        authorization: [`${token.contract}@active`],
        data: { issuer: token.issuer, maximum_supply: assetOf(token, token.maxSupply) },
      },
      {
        account: token.contract,
        name: 'issue',
        authorization: [`${token.issuer}@active`],
        data: { to: token.issuer, quantity: assetOf(token, token.issued), memo: 'genesis' },
      },
    ]);
  }
  const topUps = plan.tokens.filter((t) => topUp(t) > 0n);
  g.push(
    topUps.map((t) => ({
      account: t.contract,
      name: 'issue',
      authorization: [`${t.issuer}@active`],
      data: { to: t.issuer, quantity: assetOf(t, topUp(t)), memo: 'world supply' },
    })),
  );
}

/** Creates the bot accounts and gives each a share of every token. */
export function fundBots(g: GenesisContext, tokens: readonly WorldToken[]): void {
  for (const bot of BOT_ACCOUNTS) g.createAccount(bot, 'bots');
  const transfers = BOT_ACCOUNTS.flatMap((bot) => tokens.map((token) => transferOf(token, sourceOf(token), bot, botFunding(token), 'bot funding')));
  g.pushChunked(transfers);
}

/** Genesis: `calcormining` configured as its seeder does (fees 25/10), the world's tokens registered, the makers' balance slots opened, and the planned orders opened by transfer. */
import { encodeLimitTransfer } from '../../../src/core/actions/limit';
import { makeAmount } from '../../../src/core/amount';
import { canonicalKey } from '../../chain/abi/keys';
import { limitOrderContract } from '../../contracts/limit/limit';
import type { WorldToken } from '../catalog';
import type { WorldPlan } from '../plan';
import { LIMIT_MAKER, TRADERS } from '../plan/accounts';
import { sourceOf, transferOf, type GenesisContext } from './context';

/** The limit-order contract account (SPEC §9 default). */
export const LIMIT_CONTRACT = 'calcormining';

const parts = (token: WorldToken, units: bigint) => ({ amount: makeAmount(units, token.precision), ticker: token.code, contract: token.contract });

/** Deploys calcormining, registers every token that has an order, opens the makers' slots, funds the maker and opens the orders. */
export function seedLimitWorld(g: GenesisContext, plan: WorldPlan): void {
  g.createAccount(LIMIT_CONTRACT, 'contracts');
  const auth = {
    threshold: 1,
    keys: [{ key: canonicalKey(g.publicKey('contracts')), weight: 1 }],
    accounts: [{ permission: { actor: LIMIT_CONTRACT, permission: 'eosio.code' }, weight: 1 }],
    waits: [],
  };
  g.push([
    {
      account: 'eosio',
      name: 'updateauth',
      authorization: [`${LIMIT_CONTRACT}@owner`],
      data: { account: LIMIT_CONTRACT, permission: 'active', parent: 'owner', auth },
    },
  ]);
  g.api.deploy(LIMIT_CONTRACT, limitOrderContract, g.block);
  const self = `${LIMIT_CONTRACT}@active`;
  g.push([{ account: LIMIT_CONTRACT, name: 'setconfig', authorization: [self], data: { fee: 25, maker_fee: 10 } }]);
  const tokens = [...new Set(plan.limitOrders.flatMap((o) => [o.bidToken, o.askToken]))];
  g.push(
    tokens.map((t) => ({
      account: LIMIT_CONTRACT,
      name: 'addtoken',
      authorization: [self],
      data: { owner: LIMIT_CONTRACT, token: { sym: `${t.precision},${t.code}`, contract: t.contract } },
    })),
  );
  g.createAccount(LIMIT_MAKER, 'bots');
  // The maker and the trading bots open a slot of every token: an order's fills are credited there.
  g.push(
    [LIMIT_MAKER, ...TRADERS].flatMap((owner) =>
      tokens.map((t) => ({
        account: LIMIT_CONTRACT,
        name: 'openbal',
        authorization: [`${owner}@active`],
        data: { owner, token: { sym: `${t.precision},${t.code}`, contract: t.contract } },
      })),
    ),
  );
  const needs = new Map<WorldToken, bigint>();
  for (const o of plan.limitOrders) needs.set(o.bidToken, (needs.get(o.bidToken) ?? 0n) + o.bid);
  g.push([...needs].map(([token, units]) => transferOf(token, sourceOf(token), LIMIT_MAKER, units, 'limit orders')));
  const orders = plan.limitOrders.map((o) => ({
    ...encodeLimitTransfer(LIMIT_MAKER, parts(o.bidToken, o.bid), { kind: 'order', ask: parts(o.askToken, o.ask) }, LIMIT_CONTRACT),
    authorization: [`${LIMIT_MAKER}@active`],
  }));
  g.pushChunked(orders, 100);
}

/** Both contracts driven by a wallet-signed transaction: wharfkit encodes every action from the served ABIs, and the logs reach traces as nodeos JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLimitAction, encodeLimitTransfer } from '../../../src/core/actions/limit';
import { encodeCancelOrder, encodePlaceOrder } from '../../../src/core/actions/orderbook';
import { makeAmount } from '../../../src/core/amount';
import { rpc, startTestChain, type TestChain } from '../../chain/testing/harness';
import { buildTransaction, pack, type JsonAction } from '../../chain/testing/sign';
import { balances, TLM, WAX } from '../orderbook/chain.testutil';
import { orderBookContract } from '../orderbook/orderbook';
import { installContract } from '../orderbook/setup';
import { limitOrderContract } from './limit';

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain({ contracts: [limitOrderContract, orderBookContract] });
  await installContract(t.chain, 'calcormining', limitOrderContract);
  await installContract(t.chain, 'alcordexmain', orderBookContract);
  await t.chain.pushAction('calcormining', 'setconfig', { fee: 25, maker_fee: 10 }, 'calcormining@active');
  await t.chain.pushAction(
    'alcordexmain',
    'newmarket',
    {
      base_token: { sym: '8,WAX', contract: 'eosio.token' },
      quote_token: { sym: '4,TLM', contract: 'alien.worlds' },
      min_buy: '0.00000100 WAX',
      min_sell: '0.0001 TLM',
      fee: 0,
    },
    'alcordexmain@active',
  );
});
afterAll(async () => t.stop());

const tlm = (units: bigint) => ({ amount: makeAmount(units, 4), ticker: 'TLM', contract: 'alien.worlds' });
const wax = (units: bigint) => ({ amount: makeAmount(units, 8), ticker: 'WAX', contract: 'eosio.token' });
const TLM_SYMBOL = { ticker: 'TLM', precision: 4, contract: 'alien.worlds' };
const WAX_SYMBOL = { ticker: 'WAX', precision: 8, contract: 'eosio.token' };

describe('wallet-signed transactions built with the shared encoders', () => {
  it('registers, deposits, opens, cancels, places and cancels in one transaction, returning every token', async () => {
    const signed = (action: { account: string; name: string; data: object }): JsonAction => ({
      ...action,
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: { ...action.data },
    });
    const actions = [
      encodeLimitAction({ name: 'addtoken', owner: 'alice', token: TLM_SYMBOL }),
      encodeLimitAction({ name: 'addtoken', owner: 'alice', token: WAX_SYMBOL }),
      encodeLimitAction({ name: 'openbal', owner: 'alice', token: TLM_SYMBOL }),
      encodeLimitAction({ name: 'openbal', owner: 'alice', token: WAX_SYMBOL }),
      encodeLimitTransfer('alice', tlm(100_000n), { kind: 'deposit' }),
      encodeLimitAction({ name: 'openorder', owner: 'alice', bid: tlm(100_000n), ask: wax(100_000_000n) }),
      encodeLimitAction({ name: 'cancelorders', owner: 'alice', orderIds: [1n] }),
      encodePlaceOrder({ owner: 'alice', give: tlm(100_000n), ask: wax(100_000_000n) }),
      encodeCancelOrder({ side: 'sell', executor: 'alice', marketId: 0n, orderId: 1n }),
    ].map(signed);
    const before = balances(t, ['alice'], [WAX, TLM]);
    const trx = await buildTransaction(t.url, actions);
    const alice = t.chain.demoAccounts.find((a) => a.name === 'alice')!;
    const { status, body } = await rpc(t.url, '/v1/chain/send_transaction', pack(trx, t.chain.chainId, [alice.privateKey]));
    expect(status).toBe(200);
    expect(balances(t, ['alice'], [WAX, TLM])).toEqual(before);
    const traces = (body.processed as { action_traces: { receiver: string; act: { account: string; name: string; data: unknown } }[] }).action_traces;
    const logs = traces.filter((tr) => tr.receiver === tr.act.account && tr.act.name.startsWith('log')).map((tr) => ({ name: tr.act.name, data: tr.act.data }));
    expect(logs).toEqual([
      {
        name: 'logorderclose',
        data: {
          owner: 'alice',
          order_id: 1,
          reason: 'cancel',
          bid_contract: 'alien.worlds',
          bid_code: 'TLM',
          ask_contract: 'eosio.token',
          ask_code: 'WAX',
          initial_bid: '10.0000 TLM',
          initial_ask: '1.00000000 WAX',
          bid: '10.0000 TLM',
          ask: '1.00000000 WAX',
        },
      },
      // nodeos writes a uint128 as 0x + little-endian hex: 0x80969800… is 10,000,000 (0.1 WAX per TLM).
      {
        name: 'logorder',
        data: {
          market_id: 0,
          table: 'sellorder',
          present: true,
          reason: 'place',
          order: {
            id: 1,
            account: 'alice',
            bid: '10.0000 TLM',
            ask: '1.00000000 WAX',
            unit_price: '0x80969800000000000000000000000000',
            timestamp: expect.any(Number),
          },
        },
      },
      { name: 'logorder', data: { market_id: 0, table: 'sellorder', present: false, reason: 'cancel', order: expect.objectContaining({ id: 1 }) } },
    ]);
  });
});

/** A small chain built in process for the snapshot tests: genesis, the test contract, tables with every index kind, notifications and inline transfers. */
import { canonicalKey } from '../../abi/keys';
import { createSystemContract } from '../../../contracts/system';
import { oracleContract } from '../../../contracts/oracle/oracle';
import { tokenContract } from '../../../contracts/token/token';
import { runGenesisExtension, type GenesisApi } from '../../genesis/extension';
import { runGenesis } from '../../genesis/genesis';
import { deriveKey } from '../../genesis/keys';
import { testContract } from '../../testing/contracts';
import { CHAIN_ID } from '../../node/create';
import { ChainEngine } from '../../node/engine';
import { listSegments } from '../segments';

/** The test contract's account, created and filled by the genesis hook. */
export const LEDGER = 'ledgertest11';

/** Genesis hook for createChain: the test contract with two scopes of ledger rows. */
export function ledgerGenesis(g: GenesisApi): void {
  g.createAccount(LEDGER, deriveKey(g.seed, 'ledger').publicKey, g.firstBlock);
  g.deploy(LEDGER, testContract, g.firstBlock);
  g.push([{ account: LEDGER, name: 'fill', authorization: [`${LEDGER}@active`], data: { count: 40, scope: 'alpha' } }], g.firstBlock + 1);
  g.push([{ account: LEDGER, name: 'fill', authorization: [`${LEDGER}@active`], data: { count: 7, scope: 'beta' } }], g.firstBlock + 2);
}

/** An engine with genesis, the ledger and a few journaled-style transactions (a notified deposit, an inline transfer). */
export async function ledgerEngine(): Promise<ChainEngine> {
  const now = Date.UTC(2026, 0, 5, 12);
  const engine = new ChainEngine(CHAIN_ID, now - 3_600_000, 500, () => now);
  for (const def of [createSystemContract({}), tokenContract, oracleContract, testContract]) engine.state.contracts.register(def);
  const genesis = runGenesis(engine, 'snapshot');
  runGenesisExtension(engine, 'snapshot', genesis.nextBlock, ledgerGenesis);
  await engine.pushActions([
    {
      account: 'eosio.token',
      name: 'transfer',
      authorization: ['alice@active'],
      data: { from: 'alice', to: LEDGER, quantity: '3.00000000 WAX', memo: 'deposit' },
    },
  ]);
  const bobKey = canonicalKey(genesis.demoAccounts.find((a) => a.name === 'bob')!.publicKey);
  const auth = {
    threshold: 1,
    keys: [{ key: bobKey, weight: 1 }],
    accounts: [{ permission: { actor: LEDGER, permission: 'eosio.code' }, weight: 1 }],
    waits: [],
  };
  await engine.pushActions([
    { account: 'eosio', name: 'updateauth', authorization: ['bob@owner'], data: { account: 'bob', permission: 'active', parent: 'owner', auth } },
  ]);
  await engine.pushActions([
    { account: LEDGER, name: 'forward', authorization: ['bob@active'], data: { from: 'bob', to: 'carol', quantity: '1.25000000 WAX', token: 'eosio.token' } },
  ]);
  return engine;
}

/** The journal's end: the last segment's start and size. */
export function journalEnd(dir: string): number {
  const last = listSegments(dir).at(-1);
  return last ? last.start + last.size : 0;
}

/** Builds the genesis state deterministically from the seed, through the same actions clients would send. */
import { parseAsset, type AssetValue } from '../core/asset';
import { Cursor } from '../exec/cursor';
import { newAccountRecord, keyAuthority, type Authority } from '../state/accounts';
import type { ChainEngine, ActionInput } from '../node/engine';
import { initialGlobal } from '../../contracts/system/global';
import { globalTable, MIN_ACTIVATED_STAKE } from '../../contracts/system/tables';
import { deriveKey, seededRandom, type KeyPair } from './keys';
import { DEMO_ACCOUNTS, ORACLE_PAIRS, PRODUCERS, SYSTEM_ACCOUNTS, TOKENS, VOTERS_BUCKET, WAX_GENESIS_ISSUE, WAX_MAX_SUPPLY } from '../../seed/genesis/fixed';

/** A demo account and its keys (devnet only). */
export interface DemoAccount {
  readonly name: string;
  readonly privateKey: string;
  readonly publicKey: string;
}

/** What genesis produced. */
export interface GenesisResult {
  readonly demoAccounts: readonly DemoAccount[];
  readonly producers: readonly string[];
  /** The first block after the built-in genesis (extensions start here). */
  readonly nextBlock: number;
}

/** How far genesis lies in the past when a data directory is created: room for a history of oracle quotes. */
export const GENESIS_BACKDATE_MS = 3_600_000;

/** System accounts are controlled by eosio@active, as on the real chain. */
const controlledByEosio = (): Authority => ({
  threshold: 1,
  keys: [],
  accounts: [{ permission: { actor: 'eosio', permission: 'active' }, weight: 1 }],
  waits: [],
});

/** Runs genesis into an empty engine (contracts registered beforehand). */
export function runGenesis(engine: ChainEngine, seed: string): GenesisResult {
  let block = 1;
  const push = (actions: ActionInput[]): void => {
    engine.applyFiat(actions, block);
  };
  const eosioKey = deriveKey(seed, 'eosio');
  const genesisMs = engine.blocks.timeOf(1);
  engine.state.accounts.create({
    ...newAccountRecord('eosio', genesisMs, keyAuthority(eosioKey.publicKeyK1), keyAuthority(eosioKey.publicKeyK1), true),
    ramUsage: 0,
  });
  engine.deploySync('eosio', 'eosio.system', genesisMs);

  const newAccount = (name: string, owner: Authority, active: Authority): ActionInput => ({
    account: 'eosio',
    name: 'newaccount',
    authorization: ['eosio@active'],
    data: { creator: 'eosio', name, owner, active },
  });
  const keyed = (key: KeyPair): Authority => keyAuthority(key.publicKeyK1);
  const transfer = (contract: string, from: string, to: string, quantity: string, memo: string): ActionInput => ({
    account: contract,
    name: 'transfer',
    authorization: [`${from}@active`],
    data: { from, to, quantity, memo },
  });

  push(
    SYSTEM_ACCOUNTS.map((name) =>
      name === 'delphioracle'
        ? newAccount(name, keyed(deriveKey(seed, name)), keyed(deriveKey(seed, name)))
        : newAccount(name, controlledByEosio(), controlledByEosio()),
    ),
  );
  engine.deploySync('eosio.token', 'eosio.token', genesisMs);
  engine.deploySync('delphioracle', 'delphioracle', genesisMs);

  const voters = parseAsset(VOTERS_BUCKET);
  writeGlobal(engine, voters);

  push([
    { account: 'eosio.token', name: 'create', authorization: ['eosio.token@active'], data: { issuer: 'eosio', maximum_supply: WAX_MAX_SUPPLY } },
    { account: 'eosio.token', name: 'issue', authorization: ['eosio@active'], data: { to: 'eosio', quantity: WAX_GENESIS_ISSUE, memo: 'genesis' } },
    transfer('eosio.token', 'eosio', 'eosio.voters', VOTERS_BUCKET, 'voter pay bucket'),
  ]);

  block = 2;
  const producers = PRODUCERS.map((p) => p.name);
  for (const p of PRODUCERS) {
    const key = deriveKey(seed, `producer:${p.name}`);
    push([newAccount(p.name, keyed(key), keyed(key))]);
    push([
      transfer('eosio.token', 'eosio', p.name, '2000000.00000000 WAX', 'producer stake'),
      {
        account: 'eosio',
        name: 'delegatebw',
        authorization: [`${p.name}@active`],
        data: { from: p.name, receiver: p.name, stake_net_quantity: '500000.00000000 WAX', stake_cpu_quantity: '500000.00000000 WAX', transfer: false },
      },
      {
        account: 'eosio',
        name: 'regproducer',
        authorization: [`${p.name}@active`],
        data: { producer: p.name, producer_key: key.publicKeyK1, url: p.url, location: p.location },
      },
    ]);
  }

  block = 3;
  for (const token of TOKENS) {
    const key = deriveKey(seed, `token:${token.contract}`);
    push([newAccount(token.contract, keyed(key), keyed(key))]);
    engine.deploySync(token.contract, 'eosio.token', engine.blocks.timeOf(block));
    push([
      { account: token.contract, name: 'create', authorization: [`${token.contract}@active`], data: { issuer: token.issuer, maximum_supply: token.maxSupply } },
      { account: token.contract, name: 'issue', authorization: [`${token.issuer}@active`], data: { to: token.issuer, quantity: token.issue, memo: 'genesis' } },
    ]);
  }

  block = 4;
  const demoAccounts: DemoAccount[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const key = deriveKey(seed, `demo:${demo.name}`);
    demoAccounts.push({ name: demo.name, privateKey: key.privateKey, publicKey: key.publicKey });
    push([newAccount(demo.name, keyed(key), keyed(key))]);
    const actions: ActionInput[] = [transfer('eosio.token', 'eosio', demo.name, demo.wax, 'welcome to the devnet')];
    if (parseAsset(demo.stakeCpu).amount + parseAsset(demo.stakeNet).amount > 0n) {
      actions.push({
        account: 'eosio',
        name: 'delegatebw',
        authorization: [`${demo.name}@active`],
        data: { from: demo.name, receiver: demo.name, stake_net_quantity: demo.stakeNet, stake_cpu_quantity: demo.stakeCpu, transfer: false },
      });
    }
    for (const quantity of demo.tokens) {
      const token = TOKENS.find((t) => parseAsset(t.maxSupply).symbol.code === parseAsset(quantity).symbol.code)!;
      actions.push(transfer(token.contract, token.issuer, demo.name, quantity, 'welcome to the devnet'));
    }
    push(actions);
  }
  const sortedProducers = [...producers].sort();
  push([
    { account: 'eosio', name: 'voteproducer', authorization: ['alice@active'], data: { voter: 'alice', proxy: '', producers: sortedProducers.slice(0, 21) } },
    { account: 'eosio', name: 'voteproducer', authorization: ['bob@active'], data: { voter: 'bob', proxy: '', producers: sortedProducers.slice(3, 8) } },
    { account: 'eosio', name: 'regproxy', authorization: ['carol@active'], data: { proxy: 'carol', isproxy: true } },
    { account: 'eosio', name: 'voteproducer', authorization: ['carol@active'], data: { voter: 'carol', proxy: '', producers: sortedProducers.slice(2, 20) } },
    { account: 'eosio', name: 'voteproducer', authorization: ['dave@active'], data: { voter: 'dave', proxy: 'carol', producers: [] } },
  ]);

  block = 5;
  push(
    ORACLE_PAIRS.map((p) => ({
      account: 'delphioracle',
      name: 'addpair',
      authorization: ['delphioracle@active'],
      data: { name: p.pair, quoted_precision: p.precision },
    })),
  );
  const random = seededRandom(seed, 'oracle');
  // Oracle data points are written one minute apart, as the real contract requires per writer.
  const blocksPerMinute = Math.ceil(60_000 / engine.blocks.intervalMs);
  producers.slice(0, 21).forEach((producer, i) => {
    block = 10 + i * blocksPerMinute;
    // Quotes scatter ±2 % around the pair's median, in integer units.
    const quotes = ORACLE_PAIRS.map((p) => ({ pair: p.pair, value: p.median + BigInt(Math.round(Number(p.median) * (random() - 0.5) * 0.04)) }));
    push([{ account: 'delphioracle', name: 'write', authorization: [`${producer}@active`], data: { owner: producer, quotes } }]);
  });
  return { demoAccounts, producers, nextBlock: block + 1 };
}

function writeGlobal(engine: ChainEngine, votersBucket: AssetValue): void {
  const state = engine.state;
  const host = { db: state.db, codec: state.codecOf('eosio'), isAccount: (n: string) => state.accounts.has(n), checkPayer: () => undefined };
  // Inflation is minted from the first block on (WAX's onblock starts "the presses" once activated).
  const genesisUs = BigInt(engine.blocks.timeOf(1)) * 1000n;
  new Cursor('eosio', globalTable, 'eosio', host, true).insert('eosio', initialGlobal(votersBucket.amount, MIN_ACTIVATED_STAKE, genesisUs));
}

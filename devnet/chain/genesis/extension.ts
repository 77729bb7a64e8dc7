/** Genesis extensions: deterministic world-building that runs at every start, before the journal replays. */
import type { ContractDefinition } from '../exec/framework';
import { canonicalKey } from '../abi/keys';
import { keyAuthority } from '../state/accounts';
import type { ActionInput, ChainEngine } from '../node/engine';
import { GENESIS_BACKDATE_MS } from './genesis';
import { createGenesisAccounts, type GenesisAccounts } from './bulkAccounts';

/** What a genesis extension may do. Every step must depend on the seed alone: it is redone, not journaled. */
export interface GenesisApi {
  readonly seed: string;
  /** The first block the extension may use; blocks must not decrease from one step to the next. */
  readonly firstBlock: number;
  /** The last block before the chain's real-time head at creation (genesis lies in the past). */
  readonly lastBlock: number;
  /** Block time of a block, epoch ms. */
  blockTime(blockNum: number): number;
  /** Applies actions atomically as one system transaction in `blockNum`; throws the chain error on failure. */
  push(actions: readonly ActionInput[], blockNum: number): void;
  /** Creates an account controlled by one key (creator eosio). */
  createAccount(name: string, publicKey: string, blockNum: number): void;
  /**
   * Creates many key-controlled accounts at once, as newaccount and a RAM purchase would leave them,
   * without a transaction each (creation times at or before the block's); answers how many were new.
   */
  createAccounts(accounts: GenesisAccounts, blockNum: number): number;
  /** Deploys a contract module (registering it). */
  deploy(account: string, contract: ContractDefinition, blockNum: number): void;
}

/** Runs an extension against a freshly built genesis. */
export function runGenesisExtension(engine: ChainEngine, seed: string, firstBlock: number, extend: (api: GenesisApi) => void): void {
  let floor = firstBlock;
  const lastBlock = Math.floor(GENESIS_BACKDATE_MS / engine.blocks.intervalMs);
  const at = (blockNum: number): number => {
    if (!Number.isInteger(blockNum) || blockNum < floor || blockNum > lastBlock)
      throw new Error(`genesis extension: block ${blockNum} is outside ${floor}..${lastBlock}`);
    floor = blockNum;
    return blockNum;
  };
  extend({
    seed,
    firstBlock,
    lastBlock,
    blockTime: (n) => engine.blocks.timeOf(n),
    push: (actions, blockNum) => {
      engine.applyFiat(actions, at(blockNum));
    },
    createAccount: (name, publicKey, blockNum) => {
      const auth = keyAuthority(canonicalKey(publicKey));
      engine.applyFiat(
        [{ account: 'eosio', name: 'newaccount', authorization: ['eosio@active'], data: { creator: 'eosio', name, owner: auth, active: auth } }],
        at(blockNum),
      );
    },
    createAccounts: (accounts, blockNum) => {
      const time = engine.blocks.timeOf(at(blockNum));
      return createGenesisAccounts(engine.state, {
        ...accounts,
        keyOf: (name) => accounts.keyOf(name),
        createdAt: (name) => Math.min(time, accounts.createdAt(name)),
      });
    },
    deploy: (account, contract, blockNum) => {
      engine.state.contracts.register(contract);
      engine.deploySync(account, contract.id, engine.blocks.timeOf(at(blockNum)));
    },
  });
}

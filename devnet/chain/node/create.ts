/** createChain: opens (or creates) a data directory, builds genesis, replays the journal, serves RPC. */
import { mkdirSync } from 'node:fs';
import { PrivateKey } from '@wharfkit/antelope';
import type { Handler } from '../../http/types';
import { sendJson } from '../../http/respond';
import type { ContractDefinition, ReadonlyTableCursor, TableDef } from '../exec/framework';
import { tokenContract } from '../../contracts/token/token';
import { oracleContract } from '../../contracts/oracle/oracle';
import { createSystemContract } from '../../contracts/system';
import { producersTable, type ProducerRow } from '../../contracts/system/tables';
import { Cursor } from '../exec/cursor';
import { GENESIS_BACKDATE_MS, runGenesis, type DemoAccount } from '../genesis/genesis';
import { deriveKey } from '../genesis/keys';
import { runGenesisExtension, type GenesisApi } from '../genesis/extension';
import type { PermissionLevel } from '../state/accounts';
import { createExplorerHandler } from '../rpc/explorer';
import { createRpcHandler } from '../rpc/router';
import { getTableRows, type TableRowsParams, type TableRowsResult } from '../rpc/tableRows';
import { decodeActionData, renderActionTrace, renderProcessed } from '../rpc/render';
import { renderAccount, type AccountJson } from '../rpc/account';
import { formatTimePoint } from '../core/time';
import { nameToU64, u64ToName } from '../core/name';
import { keyAuthority } from '../state/accounts';
import { canonicalKey } from '../abi/keys';
import { ChainEngine, type ActionInput } from './engine';
import { DEFAULT_HISTORY_RETENTION, type HistoryRetention, type TransactionRecord } from './history';
import {
  ChainSnapshots,
  Journal,
  readMeta,
  recoverChain,
  removeChainFiles,
  removeSnapshotTemps,
  resetDataDir,
  writeMeta,
  type SnapshotPolicy,
} from '../storage';
import { openChainClock, removeClockFile, type ChainClock } from './clock';

/** The devnet's chain id (public/config.json uses the same). */
export const CHAIN_ID = '8a34ec7df1b8cd06ff4a8abbaa7cc50300823350cadc59ab296cb00d104d2b8f';

/** Options of createChain. */
export interface ChainOptions {
  readonly dataDir: string;
  /** Genesis seed (default "waxwing"): accounts, keys and data derive from it. */
  readonly seed?: string;
  /** Deletes the journal and re-creates the genesis. */
  readonly reset?: boolean;
  /** Block interval in ms (default 500); fixed when the data directory is created. */
  readonly blockIntervalMs?: number;
  /** Unstaking delay before `refund` (default 3 days). */
  readonly refundDelaySec?: number;
  /** Wall clock (epoch ms), injectable for tests; the chain runs at it plus the clock knob's offset. */
  readonly now?: () => number;
  /** More contract modules that may be deployed; pass the same list on every start so the journal replays. */
  readonly contracts?: readonly ContractDefinition[];
  /** Deterministic world-building run at every start after the built-in genesis (not journaled; see GenesisApi). */
  readonly genesis?: (api: GenesisApi) => void;
  /** Where warnings go (default console.warn). */
  readonly log?: (message: string) => void;
  /** When state snapshots are written besides at close (chain/storage; default: after 0.5 s of execution to replay, at most every 5 s). */
  readonly snapshots?: SnapshotPolicy;
  /** Transactions (with traces) kept in memory and loaded at a restart; older ones are evicted (default DEFAULT_HISTORY_RETENTION). */
  readonly historyRetention?: Partial<HistoryRetention>;
}

/** The answer of a push: nodeos's send_transaction shape (`processed` built on first access). */
export interface PushResult {
  readonly transaction_id: string;
  readonly block_num: number;
  readonly processed: Record<string, unknown>;
}

/** One delivered action of an executed transaction, data decoded to plain values (bigint amounts). */
export interface ExecutedAction {
  readonly actionOrdinal: number;
  readonly creatorActionOrdinal: number;
  readonly globalSequence: number;
  readonly receiver: string;
  readonly account: string;
  readonly name: string;
  readonly authorization: readonly PermissionLevel[];
  readonly data: unknown;
  readonly console: string;
}

/** An executed transaction, as onTransaction listeners and transactions() see it. */
export interface ExecutedTransaction {
  readonly id: string;
  readonly blockNum: number;
  /** Block time, epoch ms. */
  readonly blockTime: number;
  /** Pushed by the devnet itself rather than signed by a client. */
  readonly fiat: boolean;
  /** Every delivered action (notifications and inline actions included), by action ordinal. */
  readonly actions: readonly ExecutedAction[];
  /** The same in nodeos's action_traces JSON. */
  readonly actionTraces: readonly Record<string, unknown>[];
  /** The highest global sequence among its actions, read without decoding any action's data. */
  readonly lastGlobalSequence?: number;
}

/** A running devnet chain. */
export interface Chain {
  readonly chainId: string;
  /** Chain time: what blocks, contracts and every time read go by; moved forward by the clock knob. */
  readonly clock: ChainClock;
  /** Serves /v1/chain/* and /v1/history/*. */
  readonly rpcHandler: Handler;
  /** Serves GET /explorer/tx/{id} and /explorer/account/{name}. */
  readonly explorerHandler: Handler;
  /** Serves GET /devnet/accounts.json (demo accounts with private keys: devnet only). */
  readonly accountsHandler: Handler;
  readonly demoAccounts: readonly DemoAccount[];
  /** True when this start created the genesis (no journal yet): seeders seed only then. */
  readonly fresh: boolean;
  /** Writes a state snapshot now, so a restart replays only what follows (close writes one too). */
  snapshot(): Promise<void>;
  headBlock(): { num: number; id: string; time: number };
  /** Executes one action as a system transaction (authorization taken as given), journaled before resolving. */
  pushAction(
    account: string,
    name: string,
    data: unknown,
    authorization: string | PermissionLevel | readonly (string | PermissionLevel)[],
  ): Promise<PushResult>;
  /** Executes several actions atomically as one system transaction. */
  pushActions(actions: readonly ActionInput[]): Promise<PushResult>;
  /** Creates an account (creator eosio) controlled by one key. */
  createAccount(name: string, publicKey: string): Promise<PushResult>;
  /** Registers a contract module and deploys it on an account. */
  deployContract(account: string, contract: ContractDefinition): Promise<void>;
  onTransaction(listener: (tx: ExecutedTransaction) => void): () => void;
  /**
   * The executed transactions the history holds, in order: the chain's first, then the newest
   * (at most historyRetention) — `firstIndex` says how many came before those.
   */
  transactions(): Generator<ExecutedTransaction>;
  /** History bounds: transactions ever executed, the index of the oldest held (all before it but the first are evicted). */
  historyBounds(): { total: number; firstIndex: number; retention: HistoryRetention };
  /** get_table_rows with nodeos's parameters and answer. */
  getTableRows(params: TableRowsParams): TableRowsResult;
  /** The get_account answer for an account, or undefined when it does not exist. */
  getAccount(name: string): AccountJson | undefined;
  /** The scopes that hold rows of a contract's table. */
  tableScopes(code: string, table: string): string[];
  /** Typed read access to any contract table. */
  table<Row>(code: string, def: TableDef<Row>, scope: string | bigint): ReadonlyTableCursor<Row>;
  close(): Promise<void>;
}

/**
 * An array whose items are built on first read: a transaction of the bots carries hundreds of traces
 * and the indexer renders the one or two that logged a trade.
 */
function lazyList<T>(length: number, make: (index: number) => T): readonly T[] {
  const items = new Array<T | undefined>(length).fill(undefined);
  return new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key !== '' && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57) {
        const index = Number(key);
        if (Number.isInteger(index) && index < length) return (target[index] ??= make(index));
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as readonly T[];
}

function executed(engine: ChainEngine, tx: TransactionRecord): ExecutedTransaction {
  let actions: ExecutedAction[] | undefined;
  let traces: readonly Record<string, unknown>[] | undefined;
  return {
    id: tx.id,
    blockNum: tx.blockNum,
    blockTime: tx.blockTime,
    fiat: tx.fiat,
    get actions() {
      return (actions ??= tx.traces.map((t) => ({
        actionOrdinal: t.actionOrdinal,
        creatorActionOrdinal: t.creatorActionOrdinal,
        globalSequence: t.receipt?.globalSequence ?? 0,
        receiver: t.receiver,
        account: t.act.account,
        name: t.act.name,
        authorization: t.act.authorization,
        // The data its handlers decoded (frozen) when there was one, so listeners do not decode it again.
        data: t.decoded !== undefined ? t.decoded : decodeActionData(engine.state, t.act),
        console: t.console,
      })));
    },
    get actionTraces() {
      return (traces ??= lazyList(tx.traces.length, (i) => renderActionTrace(engine.state, tx, tx.traces[i]!)));
    },
    get lastGlobalSequence() {
      let last = 0;
      for (const t of tx.traces) last = Math.max(last, t.receipt?.globalSequence ?? 0);
      return last;
    },
  };
}

function pushResult(engine: ChainEngine, tx: TransactionRecord): PushResult {
  let processed: Record<string, unknown> | undefined;
  return {
    transaction_id: tx.id,
    block_num: tx.blockNum,
    get processed() {
      return (processed ??= renderProcessed(engine.state, tx));
    },
  };
}

/** Opens the chain in `dataDir` (creating the genesis when needed) and replays its journal. */
export async function createChainNode(options: ChainOptions): Promise<Chain> {
  const log = options.log ?? ((m: string) => console.warn(`[chain] ${m}`));
  const seed = options.seed ?? 'waxwing';
  mkdirSync(options.dataDir, { recursive: true });
  if (options.reset) resetDataDir(options.dataDir);
  let meta = readMeta(options.dataDir);
  // A new genesis starts on the wall clock; a kept chain keeps its offset (a restart never goes back in time).
  if (!meta) removeClockFile(options.dataDir);
  const clock = openChainClock(options.dataDir, options.now ?? Date.now);
  const now = clock.now;
  const fresh = meta === undefined;
  if (meta && meta.seed !== seed) throw new Error(`${options.dataDir} holds a chain created with seed "${meta.seed}"; start with reset to use seed "${seed}"`);
  if (!meta) {
    // Before the meta: a crash in between must not leave another chain's journal to replay onto this genesis.
    removeChainFiles(options.dataDir);
    const intervalMs = options.blockIntervalMs ?? 500;
    meta = { chainId: CHAIN_ID, seed, intervalMs, genesisMs: Math.floor((now() - GENESIS_BACKDATE_MS) / intervalMs) * intervalMs };
    writeMeta(options.dataDir, meta);
  }

  const engine = new ChainEngine(meta.chainId, meta.genesisMs, meta.intervalMs, now);
  engine.history.retention = { ...DEFAULT_HISTORY_RETENTION, ...options.historyRetention };
  // Nothing is evicted before the snapshot writer has stored it (it releases what it stored).
  engine.history.hold(0);
  const registry = engine.state.contracts;
  for (const def of [createSystemContract({ refundDelaySec: options.refundDelaySec }), tokenContract, oracleContract, ...(options.contracts ?? [])])
    registry.register(def);
  // A snapshot stands for genesis and the journal up to its offset: only what follows replays.
  removeSnapshotTemps(options.dataDir);
  const { restored, journal: written } = recoverChain(options.dataDir, engine, meta, log);
  const genesis = restored?.genesis ?? runGenesis(engine, seed);
  if (!restored && options.genesis) runGenesisExtension(engine, seed, genesis.nextBlock, options.genesis);
  engine.replay(written.entries, log);
  const journal = await Journal.open(options.dataDir, written);
  engine.journal = journal;
  const snapshots = new ChainSnapshots(options.dataDir, engine, journal, { meta, genesis, restored, log, policy: options.snapshots });

  const eosioKey = PrivateKey.from(deriveKey(seed, 'eosio').privateKey);
  const blockSignature = eosioKey.signDigest(meta.chainId).toString();
  const schedule = (): string[] => {
    const data = engine.state.db.find('eosio', producersTable.name, nameToU64('eosio'));
    const top = (data?.indexes[0] ?? []).slice(0, 21).map((e) => (data!.rows.get(e.pk)!.value as unknown as ProducerRow).owner);
    return top.sort();
  };
  const readHost = { db: engine.state.db, isAccount: (n: string) => engine.state.accounts.has(n), checkPayer: () => undefined };
  const levels = (auth: string | PermissionLevel | readonly (string | PermissionLevel)[]): (string | PermissionLevel)[] =>
    Array.isArray(auth) ? [...(auth as (string | PermissionLevel)[])] : [auth as string | PermissionLevel];

  const chain: Chain = {
    chainId: meta.chainId,
    clock,
    rpcHandler: createRpcHandler({ engine, blockSignature, schedule }, log),
    explorerHandler: createExplorerHandler(engine),
    accountsHandler: (req, res, url) => {
      if (url.pathname !== '/devnet/accounts.json' || req.method !== 'GET') return false;
      sendJson(res, 200, {
        chain_id: meta.chainId,
        note: 'Devnet demo accounts: these private keys are public. Never use them on a real chain.',
        accounts: genesis.demoAccounts,
      });
      return true;
    },
    demoAccounts: genesis.demoAccounts,
    fresh,
    snapshot: () => snapshots.snapshot(),
    headBlock: () => {
      const num = engine.blocks.head();
      return { num, id: engine.blocks.idOf(num), time: engine.blocks.timeOf(num) };
    },
    pushAction: async (account, name, data, authorization) =>
      pushResult(engine, await engine.pushActions([{ account, name, data, authorization: levels(authorization) }])),
    pushActions: async (actions) => pushResult(engine, await engine.pushActions(actions)),
    createAccount: async (name, publicKey) => {
      const auth = keyAuthority(canonicalKey(publicKey));
      return pushResult(
        engine,
        await engine.pushActions([
          { account: 'eosio', name: 'newaccount', authorization: ['eosio@active'], data: { creator: 'eosio', name, owner: auth, active: auth } },
        ]),
      );
    },
    deployContract: async (account, contract) => {
      registry.register(contract);
      await engine.deploy(account, contract.id);
    },
    onTransaction: (listener) => engine.onTransaction((tx) => listener(executed(engine, tx))),
    *transactions() {
      const { history } = engine;
      // The first transaction dates the chain (server/start.ts tells another genesis by its time).
      if (history.firstIndex > 0 && history.origin) yield executed(engine, history.origin);
      for (const tx of history.since()) yield executed(engine, tx);
    },
    historyBounds: () => ({ total: engine.history.total, firstIndex: engine.history.firstIndex, retention: engine.history.retention }),
    getTableRows: (params) => getTableRows(engine.state, params),
    getAccount: (name) => {
      const account = engine.state.accounts.get(name);
      if (!account) return undefined;
      const num = engine.blocks.head();
      return renderAccount(engine.state, account, { num, time: engine.blocks.timeOf(num) });
    },
    tableScopes: (code, table) =>
      engine.state.db
        .scopes(code, table)
        .filter((scope) => (engine.state.db.find(code, table, scope)?.rows.size ?? 0) > 0)
        .map(u64ToName),
    table: (code, def, scope) => new Cursor(code, def, scope, { ...readHost, codec: engine.state.codecOf(code) }, false),
    close: async () => {
      await snapshots.close();
      await journal.close();
    },
  };
  log(
    `chain ${meta.chainId.slice(0, 8)}… ready: head block ${engine.blocks.head()} (${formatTimePoint(engine.blocks.timeOf(engine.blocks.head()))}), ${engine.history.total} transactions (${engine.history.size} held in memory)`,
  );
  return chain;
}

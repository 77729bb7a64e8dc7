/** A chain on a data directory for the snapshot and recovery tests, and what a client could read from it. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createChain, type Chain, type ChainOptions } from '../../index';
import { testContract } from '../../testing/contracts';
import { LEDGER, ledgerGenesis } from './snapshot.testutil';

/** Opens the ledger chain on `dataDir`, its log lines collected. */
export async function open(dataDir: string, extra: Partial<ChainOptions> = {}): Promise<{ chain: Chain; logs: string[] }> {
  const logs: string[] = [];
  const chain = await createChain({ dataDir, genesis: ledgerGenesis, contracts: [testContract], log: (m) => logs.push(m), ...extra });
  return { chain, logs };
}

/** A journaled transfer from alice. */
export const transfer = (chain: Chain, to: string, quantity: string) =>
  chain.pushAction('eosio.token', 'transfer', { from: 'alice', to, quantity, memo: 'snapshot test' }, 'alice@active');

/** What a client could read: every transaction as nodeos renders it (but the time a replay measured again), tables through an index, balances. */
export function view(chain: Chain) {
  const txs = [...chain.transactions()].map((tx) => ({ id: tx.id, block: tx.blockNum, traces: tx.actionTraces.map((trace) => ({ ...trace, elapsed: 0 })) }));
  const ledger = chain.getTableRows({ code: LEDGER, scope: 'alpha', table: 'ledger', json: true, index_position: 3, key_type: 'i128', limit: 100 });
  const deposits = chain.getTableRows({ code: LEDGER, scope: LEDGER, table: 'deposits', json: true, show_payer: true });
  const balances = ['alice', 'bob', LEDGER].map((who) => chain.getTableRows({ code: 'eosio.token', scope: who, table: 'accounts', json: true }).rows);
  return { txs, ledger, deposits, balances, bounds: chain.historyBounds() };
}

/** Flips a byte in the middle of a file. */
export function flip(path: string): void {
  const data = readFileSync(path);
  const at = Math.floor(data.length / 2);
  data[at] = data[at]! ^ 0xff;
  writeFileSync(path, data);
}

/**
 * Real clients nobody on the project wrote, unmodified, against the seeded world (issue 14): every
 * table the app and the services read paged row by row through @wharfkit/antelope, and
 * alcor-swap-sdk's Pool built from raw get_table_rows predicting exactly what each pool pays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIClient } from '@wharfkit/antelope';
import { Session } from '@wharfkit/session';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { CurrencyAmount, type Token } from '@alcorexchange/alcor-swap-sdk';
import { startConformanceWorld, type ConformanceWorld } from './world.testutil';
import { calls, SERVICE_CONTRACTS, spread, tableScopes, walkWithJson, walkWithWharfkit } from './tablePages.testutil';
import { sdkPool, type PoolJson, type TickJson } from './sdkPool.testutil';
import { venueFromRows } from '../../workers/quotes.venues';
import { loadV3Wasm, type V3Wasm } from '../../wasm/v3';

let world: ConformanceWorld;
let client: APIClient;
/** The route re-check quotes v3 legs on the WASM build, as the app's quotes worker does. */
let wasm: V3Wasm;
beforeAll(async () => {
  wasm = await loadV3Wasm();
  world = await startConformanceWorld();
  client = new APIClient({ url: world.url });
}, 300_000);
afterAll(async () => world?.close());

/** Scopes walked per table: all of most tables, a spread of a token's thousands of holders. */
const SCOPES_PER_TABLE = 12;
const LIMITS = [1, 2, 3, 7, 1000];

/** Pages every table of a contract with every limit; returns how many rows it checked. */
async function pageContract(code: string): Promise<{ tables: number; rows: number }> {
  const abi = (await client.v1.chain.get_abi(code)).abi;
  const scopes = await tableScopes(client, code);
  let rows = 0;
  const tables = new Set<string>();
  for (const ts of (abi?.tables ?? []).flatMap((t) =>
    spread(
      scopes.filter((s) => s.table === String(t.name)),
      SCOPES_PER_TABLE,
    ),
  )) {
    // The chain's own rows of the scope, read in one go without bounds: what every walk must give back.
    const expected = world.devnet.chain.getTableRows({ code, table: ts.table, scope: ts.scope, json: true, limit: Number.MAX_SAFE_INTEGER }).rows;
    const where = `${code} ${ts.table} scope ${ts.scope}`;
    expect(expected, where).toHaveLength(ts.count);
    for (const limit of LIMITS) expect(await walkWithWharfkit(client, ts, limit), `${where}, wharfkit, limit ${limit}`).toEqual(expected);
    expect(await walkWithJson(world.url, ts, 7), `${where}, plain JSON, limit 7`).toEqual(expected);
    tables.add(ts.table);
    rows += expected.length;
  }
  return { tables: tables.size, rows };
}

const summary = { tables: 0, rows: 0, swaps: 0 };

describe('get_table_rows paged by next_key through APIClient', () => {
  it.each(SERVICE_CONTRACTS)('gives every row of every %s table exactly once with limits 1, 2, 3, 7 and 1000', async (code) => {
    const { tables, rows } = await pageContract(code);
    summary.tables += tables;
    summary.rows += rows;
    // swap.we keeps no rows between transactions; every other contract has some.
    if (code !== 'swap.we') expect(rows).toBeGreaterThan(0);
  });

  it("does the same for every token contract's accounts and stat", async () => {
    const contracts = [...new Set(world.devnet.plan.tokens.map((t) => t.contract))];
    for (const code of contracts) {
      const { tables, rows } = await pageContract(code);
      expect(tables, code).toBe(2);
      summary.tables += tables;
      summary.rows += rows;
    }
  });
});

/** POSTs get_table_rows as a plain JSON body: numbers stay numbers, no key_type. */
async function tableRows<T>(body: Record<string, unknown>): Promise<T[]> {
  const res = await fetch(`${world.url}/v1/chain/get_table_rows`, { method: 'POST', body: JSON.stringify({ json: true, ...body }) });
  return ((await res.json()) as { rows: T[] }).rows;
}

async function balance(token: Token, owner: string): Promise<bigint> {
  const [held] = await tableRows<{ balance: string }>({
    code: token.contract,
    scope: owner,
    table: 'accounts',
    lower_bound: token.symbol,
    upper_bound: token.symbol,
  });
  return held ? BigInt(held.balance.split(' ')[0]!.replace('.', '')) : 0n;
}

const alice = () => {
  const demo = world.devnet.chain.demoAccounts.find((a) => a.name === 'alice')!;
  return new Session({
    chain: { id: world.devnet.chain.chainId, url: world.url },
    actor: 'alice',
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(demo.privateKey),
  });
};

/** Reads the pool as a client would (its id as a plain number bound), asks the SDK, swaps for exactly that and returns what arrived. */
async function swapOnce(session: Session, id: number, amountIn: (pool: ReturnType<typeof sdkPool>) => CurrencyAmount<Token>) {
  const [row] = await tableRows<PoolJson>({ code: 'swap.alcor', scope: 'swap.alcor', table: 'pools', lower_bound: id, upper_bound: id });
  const ticks = await tableRows<TickJson>({ code: 'swap.alcor', scope: id, table: 'ticks', limit: 1000 });
  const pool = sdkPool(row!, ticks);
  const input = amountIn(pool);
  const predicted = pool.getOutputAmount(input);
  const output = predicted.currency;
  // The app's route re-check reads the same rows: it must quote to the unit what the SDK does, whichever side WAX is on.
  const venue = venueFromRows({ kind: 'v3', id: String(id), pool: row, ticks }, wasm);
  const tokenIn = { ticker: input.currency.symbol, contract: input.currency.contract, precision: input.currency.decimals };
  expect(venue.quoteExactIn(tokenIn, input.quotient), `pool ${id}: the re-check's quote`).toBe(predicted.quotient);
  const before = await balance(output, 'alice');
  await session.transact({
    action: {
      account: input.currency.contract,
      name: 'transfer',
      authorization: [session.permissionLevel],
      data: { from: 'alice', to: 'swap.alcor', quantity: input.toAsset(), memo: `swapexactin#${id}#alice#${predicted.toExtendedAsset()}#0` },
    },
  });
  summary.swaps += 1;
  return { predicted: predicted.quotient, paid: (await balance(output, 'alice')) - before, output };
}

describe('alcor-swap-sdk Pool from raw get_table_rows', () => {
  it('pays exactly what the SDK predicts on every seeded pool, 1–7 WAX in and half of the proceeds back', async () => {
    const session = alice();
    const pools = await tableRows<PoolJson>({ code: 'swap.alcor', scope: 'swap.alcor', table: 'pools', limit: 1000 });
    expect(pools).toHaveLength(world.devnet.plan.v3Pools.length);
    // The swap service lists each pool with the chain's token order and the SDK's price (token0 per token1).
    const listed = (await (await fetch(`${world.url}/api/poolsv3/`)).json()) as { id: number; token0: { contract: string }; price: number }[];
    for (const row of pools) {
      const entry = listed.find((p) => p.id === Number(row.id))!;
      const price = Number(sdkPool(row, []).tokenBPrice.toSignificant(15));
      expect(entry.token0.contract, `pool ${row.id} token0`).toBe(row.tokenA.contract);
      expect(Math.abs(entry.price / price - 1), `pool ${row.id} price`).toBeLessThan(1e-9);
    }
    for (const [i, { id }] of pools.entries()) {
      const whole = BigInt((i % 7) + 1);
      const there = await swapOnce(session, Number(id), (pool) => {
        // WAX in where the pool trades it, on either side; else a token alice holds (USDT, TLM).
        const input = ['WAX', 'USDT', 'TLM'].map((code) => [pool.tokenA, pool.tokenB].find((t) => t.symbol === code)).find((t) => t !== undefined)!;
        // A token worth many WAX a unit may pay nothing for 1–7 WAX (the full world has some): grow the input until it pays.
        let units = whole * 10n ** BigInt(input.decimals);
        for (let grow = 0; grow < 6 && pool.getOutputAmount(CurrencyAmount.fromRawAmount(input, units)).quotient < 2n; grow++) units *= 10n;
        return CurrencyAmount.fromRawAmount(input, units);
      });
      expect(there.paid, `pool ${id} forth`).toBe(there.predicted);
      expect(there.paid).toBeGreaterThan(1n);
      const back = await swapOnce(session, Number(id), (pool) => {
        const half = CurrencyAmount.fromRawAmount(there.output, there.paid / 2n);
        return pool.getOutputAmount(half).quotient > 0n ? half : CurrencyAmount.fromRawAmount(there.output, there.paid);
      });
      expect(back.paid, `pool ${id} back`).toBe(back.predicted);
    }
    if (process.env.CONFORMANCE_SUMMARY)
      console.info(`conformance: ${summary.tables} tables, ${summary.rows} rows, ${calls.count} pages, ${summary.swaps} swaps`);
  });
});

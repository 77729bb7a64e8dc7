/**
 * Differential test: the TypeScript eosio.token against the reference eosio.token WASM run by @proton/vert.
 * Same action sequences (failures included) must give the same rows and the same assertion messages.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Blockchain, nameToBigInt } from '@proton/vert';
import { Asset } from '@wharfkit/antelope';
import { startTestChain, type TestChain } from '../../chain/testing/harness';
import { ChainError } from '../../chain/core/errors';
import { tokenContract } from './token';
import { deriveKey } from '../../chain/genesis/keys';

const REFERENCE = 'node_modules/proton-tsc/external/eosio.token/';
const HOLDERS = ['alice', 'bob', 'carol'];
const SYMBOLS = ['TKN', 'XYZ'];

interface Step {
  readonly action: string;
  readonly data: unknown[];
  readonly auth: string;
}

type Outcome = { ok: true } | { ok: false; message: string };

let t: TestChain;
let deployments = 0;

beforeAll(async () => {
  t = await startTestChain();
});
afterAll(async () => t.stop());

/** The reference: a vert chain with eosio.token and the holders. */
function reference(): { run: (s: Step) => Promise<Outcome>; rows: () => unknown } {
  const bc = new Blockchain();
  const token = bc.createAccount({
    name: 'eosio.token',
    wasm: readFileSync(`${REFERENCE}eosio.token.wasm`),
    abi: readFileSync(`${REFERENCE}eosio.token.abi`, 'utf8'),
  });
  bc.createAccounts(...HOLDERS);
  return {
    async run(step) {
      try {
        await token.actions[step.action]!(step.data).send(step.auth === 'self' ? 'eosio.token@active' : `${step.auth}@active`);
        return { ok: true };
      } catch (e) {
        const message = (e as Error).message
          .replace(/^eosio_assert: /, 'assertion failure with message: ')
          .replace(/^missing required authority /, 'missing authority of ');
        return { ok: false, message };
      }
    },
    rows: () => ({
      accounts: HOLDERS.map((h) => token.tables.accounts!(nameToBigInt(h)).getTableRows()),
      stat: SYMBOLS.map((s) =>
        (token.tables.stat!(BigInt(Asset.SymbolCode.from(s).value.toString())).getTableRows() as { supply: string; issuer: string }[]).map(
          ({ supply, issuer }) => ({
            supply,
            issuer,
          }),
        ),
      ),
    }),
  };
}

/** The devnet: the TypeScript token deployed on a fresh account. */
async function devnet(): Promise<{ run: (s: Step) => Promise<Outcome>; rows: () => unknown }> {
  const n = ++deployments;
  const account = `difftoken${['a', 'b', 'c'].map((_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** i) % 26))).join('')}`;
  await t.chain.createAccount(account, deriveKey('diff', account).publicKey);
  await t.chain.deployContract(account, tokenContract);
  const names = ['create', 'issue', 'retire', 'transfer', 'open', 'close'];
  const fields: Record<string, string[]> = {
    create: ['issuer', 'maximum_supply'],
    issue: ['to', 'quantity', 'memo'],
    retire: ['quantity', 'memo'],
    transfer: ['from', 'to', 'quantity', 'memo'],
    open: ['owner', 'symbol', 'ram_payer'],
    close: ['owner', 'symbol'],
  };
  const rows = (scope: string, table: string) => t.chain.getTableRows({ code: account, scope, table, json: true, limit: 100 }).rows;
  return {
    async run(step) {
      expect(names).toContain(step.action);
      const data = Object.fromEntries(fields[step.action]!.map((f, i) => [f, step.data[i]]));
      try {
        await t.chain.pushAction(account, step.action, data, `${step.auth === 'self' ? account : step.auth}@active`);
        return { ok: true };
      } catch (e) {
        if (!(e instanceof ChainError)) throw e;
        // The reference runs on eosio.token; ours on a fresh account: name the contract alike.
        return { ok: false, message: e.details[0]!.message.replaceAll(account, 'eosio.token') };
      }
    },
    rows: () => ({
      accounts: HOLDERS.map((h) => rows(h, 'accounts')),
      stat: SYMBOLS.map((s) => (rows(s, 'stat') as { supply: string; issuer: string }[]).map(({ supply, issuer }) => ({ supply, issuer }))),
    }),
  };
}

async function compare(steps: readonly Step[]): Promise<void> {
  const ref = reference();
  const dev = await devnet();
  for (const [i, step] of steps.entries()) {
    const [a, b] = [await ref.run(step), await dev.run(step)];
    expect(b, `step ${i} ${step.action} ${JSON.stringify(step.data)} by ${step.auth}`).toEqual(a);
    expect(dev.rows(), `rows after step ${i}`).toEqual(ref.rows());
  }
}

const setup: Step[] = [
  { action: 'create', data: ['alice', '1000000.0000 TKN'], auth: 'self' },
  { action: 'issue', data: ['alice', '5000.0000 TKN', 'genesis'], auth: 'alice' },
  { action: 'transfer', data: ['alice', 'bob', '100.0000 TKN', 'hi'], auth: 'alice' },
];

describe('eosio.token vs the reference contract', () => {
  it('agrees on the failure catalogue', async () => {
    await compare([
      ...setup,
      { action: 'create', data: ['alice', '5.0000 TKN'], auth: 'self' },
      { action: 'create', data: ['bob', '5.0000 XYZ'], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '999999.0000 TKN', ''], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '1.000 TKN', ''], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '0.0000 TKN', ''], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '-1.0000 TKN', ''], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '1.0000 TKN', 'x'.repeat(257)], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '1.0000 TKN', 'é'.repeat(129)], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '1.0000 TKN', 'x'.repeat(256)], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'bob', '1.0000 TKN', ''], auth: 'bob' },
      { action: 'transfer', data: ['alice', 'bob', '1.0000 XYZ', ''], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'alice', '1.0000 TKN', ''], auth: 'alice' },
      { action: 'transfer', data: ['alice', 'nobody', '1.0000 TKN', ''], auth: 'alice' },
      { action: 'transfer', data: ['carol', 'bob', '1.0000 TKN', ''], auth: 'carol' },
      { action: 'issue', data: ['bob', '1.0000 TKN', ''], auth: 'alice' },
      { action: 'issue', data: ['alice', '1.0000 TKN', ''], auth: 'bob' },
      { action: 'issue', data: ['alice', '1.0000 XYZ', ''], auth: 'alice' },
      { action: 'issue', data: ['alice', '0.0000 TKN', ''], auth: 'alice' },
      { action: 'issue', data: ['alice', '1.00 TKN', ''], auth: 'alice' },
      { action: 'issue', data: ['alice', '1.0000 TKN', 'x'.repeat(300)], auth: 'alice' },
      { action: 'retire', data: ['1.0000 TKN', ''], auth: 'bob' },
      { action: 'retire', data: ['1.0000 XYZ', ''], auth: 'alice' },
      { action: 'retire', data: ['0.0000 TKN', ''], auth: 'alice' },
      { action: 'retire', data: ['10.0000 TKN', 'burn'], auth: 'alice' },
      { action: 'retire', data: ['999999.0000 TKN', ''], auth: 'alice' },
      { action: 'open', data: ['carol', '4,TKN', 'carol'], auth: 'carol' },
      { action: 'open', data: ['carol', '4,TKN', 'alice'], auth: 'carol' },
      { action: 'open', data: ['nobody', '4,TKN', 'alice'], auth: 'alice' },
      { action: 'open', data: ['carol', '3,TKN', 'carol'], auth: 'carol' },
      { action: 'open', data: ['carol', '4,XYZ', 'carol'], auth: 'carol' },
      { action: 'close', data: ['bob', '4,TKN'], auth: 'bob' },
      { action: 'close', data: ['carol', '4,TKN'], auth: 'alice' },
      { action: 'close', data: ['carol', '4,TKN'], auth: 'carol' },
      { action: 'close', data: ['carol', '4,TKN'], auth: 'carol' },
      { action: 'transfer', data: ['bob', 'alice', '100.0000 TKN', 'all back'], auth: 'bob' },
      { action: 'close', data: ['bob', '4,TKN'], auth: 'bob' },
      { action: 'transfer', data: ['bob', 'alice', '1.0000 TKN', ''], auth: 'bob' },
    ]);
  });

  it('agrees on random action sequences', async () => {
    const who = fc.constantFrom('alice', 'bob', 'carol');
    const anyone = fc.constantFrom('alice', 'bob', 'carol', 'nobody');
    const quantity = fc.record({
      units: fc.oneof(fc.constantFrom(0, -1, 1), fc.integer({ min: 1, max: 3_000_000 })),
      precision: fc.constantFrom(4, 4, 4, 3),
      symbol: fc.constantFrom('TKN', 'TKN', 'XYZ'),
    });
    const asset = quantity.map(({ units, precision, symbol }) => `${units < 0 ? '-' : ''}${(Math.abs(units) / 10 ** precision).toFixed(precision)} ${symbol}`);
    const memo = fc.constantFrom('', 'memo', 'x'.repeat(256), 'x'.repeat(257));
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(who, anyone, asset, memo, fc.boolean())
          .map(([from, to, q, m, own]) => ({ action: 'transfer', data: [from, to, q, m], auth: own ? from : 'bob' })),
      },
      { weight: 2, arbitrary: fc.tuple(asset, fc.boolean()).map(([q, own]) => ({ action: 'issue', data: ['alice', q, ''], auth: own ? 'alice' : 'carol' })) },
      { weight: 1, arbitrary: fc.tuple(asset, fc.boolean()).map(([q, own]) => ({ action: 'retire', data: [q, ''], auth: own ? 'alice' : 'bob' })) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(anyone, who, fc.constantFrom('4,TKN', '3,TKN', '4,XYZ'))
          .map(([owner, payer, sym]) => ({ action: 'open', data: [owner, sym, payer], auth: payer })),
      },
      { weight: 2, arbitrary: fc.tuple(who, fc.constantFrom('4,TKN', '4,XYZ')).map(([owner, sym]) => ({ action: 'close', data: [owner, sym], auth: owner })) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => compare([...setup, ...steps])),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 12), seed: 20260101 },
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { demoAccountsUrl, fetchDemoAccounts, parseDemoAccounts, pickDemoAccount, type DemoAccount } from './demoAccounts';

const URL_ = 'http://localhost:8080/devnet/accounts.json';
const alice: DemoAccount = {
  name: 'alice',
  permission: 'active',
  privateKey: '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3',
  publicKey: 'PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63',
};
const bob: DemoAccount = { ...alice, name: 'bob', privateKey: 'PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V' };

const answer = (status: number, body: string) => vi.fn(async (_url: string) => new Response(body, { status }));

describe('demoAccountsUrl', () => {
  it('is on the origin of the chain node, whatever its path', () => {
    expect(demoAccountsUrl('http://localhost:8080/')).toBe(URL_);
    expect(demoAccountsUrl('http://127.0.0.1:9000/chain/')).toBe('http://127.0.0.1:9000/devnet/accounts.json');
  });
});

describe('fetchDemoAccounts', () => {
  it("reads the devnet's wrapped form, with active as the default permission, and checks its chain", async () => {
    const body = { chain_id: 'c'.repeat(64), note: 'public keys', accounts: [{ name: 'alice', privateKey: alice.privateKey, publicKey: alice.publicKey }] };
    expect(await fetchDemoAccounts(URL_, answer(200, JSON.stringify(body)), 'c'.repeat(64))).toEqual([alice]);
    await expect(fetchDemoAccounts(URL_, answer(200, JSON.stringify(body)), 'd'.repeat(64))).rejects.toThrow(
      `Devnet demo accounts at ${URL_} belong to chain ${'c'.repeat(64)}, not ${'d'.repeat(64)}`,
    );
  });

  it('returns the listed accounts', async () => {
    const fetchFn = answer(200, JSON.stringify([alice, bob]));
    expect(await fetchDemoAccounts(URL_, fetchFn)).toEqual([alice, bob]);
    expect(fetchFn).toHaveBeenCalledWith(URL_, expect.anything());
  });

  it.each([
    ['a missing file', answer(404, 'Not found'), `Devnet demo accounts unavailable: GET ${URL_} answered HTTP 404`],
    ['a non-JSON answer', answer(200, '<html>'), `Devnet demo accounts unavailable: GET ${URL_} did not answer JSON`],
    ['a non-list', answer(200, '{"alice":{}}'), `Devnet demo accounts at ${URL_} are not a list`],
    ['a number', answer(200, '42'), `Devnet demo accounts at ${URL_} are not a list`],
    ['an empty list', answer(200, '[]'), `The devnet lists no demo accounts at ${URL_}`],
    [
      'an entry without a key',
      answer(200, JSON.stringify([alice, { ...bob, privateKey: '' }])),
      `Devnet demo account #1 at ${URL_} lacks a valid name, permission or key`,
    ],
    [
      'an invalid account name',
      answer(200, JSON.stringify([{ ...alice, name: 'Alice' }])),
      `Devnet demo account #0 at ${URL_} lacks a valid name, permission or key`,
    ],
  ])('explains %s', async (_case, fetchFn, message) => {
    await expect(fetchDemoAccounts(URL_, fetchFn)).rejects.toThrow(message);
  });

  it('explains an unreachable devnet', async () => {
    const fetchFn = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    await expect(fetchDemoAccounts(URL_, fetchFn)).rejects.toThrow(`Devnet demo accounts unavailable: GET ${URL_} failed (fetch failed)`);
  });
});

describe('parseDemoAccounts and pickDemoAccount', () => {
  it('picks the first account by default and a named one on request', () => {
    const accounts = parseDemoAccounts([alice, bob], URL_);
    expect(pickDemoAccount(accounts)).toBe(accounts[0]);
    expect(pickDemoAccount(accounts, 'bob').privateKey).toBe(bob.privateKey);
    expect(() => pickDemoAccount(accounts, 'carol')).toThrow('No devnet demo account "carol" (known: alice, bob)');
    expect(() => pickDemoAccount([])).toThrow('The devnet lists no demo accounts');
  });
});

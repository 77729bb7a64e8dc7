import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { makeAmount, parseAsset, type Amount } from '../../core/amount';
import { tokenParam } from '../../core/domain';
import type { TransferToken } from '../../core/transfer';
import type { SendActionsRequest, SendActionsResult } from '../transactions';
import { createTransferStore } from './store';

const WAX: TransferToken = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM: TransferToken = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const USDT: TransferToken = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };

function setup(options: { exists?: boolean | Error; account?: string | null } = {}) {
  const balances = signal(
    new Map<string, Amount>([
      ['WAX_eosio.token', makeAmount(50_000n * 10n ** 8n, 8)],
      ['TLM_alien.worlds', makeAmount(1_000_005n, 4)],
      ['USDT_usdt.alcor', makeAmount(2_000n * 10n ** 4n, 4)],
    ]),
  );
  const requests: SendActionsRequest[] = [];
  const afterTransfer = vi.fn();
  const accountExists = vi.fn(async () => {
    if (options.exists instanceof Error) throw options.exists;
    return options.exists ?? true;
  });
  const store = createTransferStore({
    account: () => (options.account === undefined ? 'heidi' : options.account),
    balanceOf: (token) => balances.value.get(tokenParam(token)) ?? null,
    accountExists,
    sendActions: async (request): Promise<SendActionsResult> => {
      requests.push(request);
      await request.refresh?.();
      return { ok: true, txIds: ['ab'] };
    },
    afterTransfer,
  });
  return { store, requests, afterTransfer, accountExists, balances };
}

const quantities = (request: SendActionsRequest | undefined) =>
  request?.actions.map((action) => `${action.account}:${(action.data as { quantity: string }).quantity}`);

describe('transfer form', () => {
  it('sends one transfer per token above 0 in one transaction, after checking the recipient exists', async () => {
    const { store, requests, afterTransfer, accountExists } = setup();
    for (const token of [WAX, TLM, USDT]) store.addToken(token);
    store.setRecipient('ivan');
    store.setMemo('rent');
    store.setAmountText('WAX_eosio.token', '1.5');
    store.setShare('TLM_alien.worlds', 50);
    expect(store.summary.value.map((item) => item.token.ticker)).toEqual(['WAX', 'TLM']);
    expect(await store.submit()).toBe(true);
    expect(accountExists).toHaveBeenCalledWith('ivan');
    expect(requests).toHaveLength(1);
    // 50 % of 100.0005 TLM rounds down to 50.0002.
    expect(quantities(requests[0])).toEqual(['eosio.token:1.50000000 WAX', 'alien.worlds:50.0002 TLM']);
    expect(requests[0]?.actions[0]?.data).toMatchObject({ from: 'heidi', to: 'ivan', memo: 'rent' });
    expect(afterTransfer).toHaveBeenCalledWith('heidi');
    expect(store.lines.value.every((line) => line.text === '')).toBe(true);
  });

  it('MAX fills the whole balance exactly', () => {
    const { store } = setup();
    store.addToken(TLM);
    store.setShare('TLM_alien.worlds', 100);
    expect(store.lines.value[0]?.text).toBe('100.0005');
    expect(parseAsset(`${store.lines.value[0]?.text} TLM`).amount).toEqual(makeAmount(1_000_005n, 4));
  });

  it('signs nothing while an amount is bad, and says why at its field', async () => {
    const { store, requests } = setup();
    store.addToken(TLM);
    store.addToken(WAX);
    store.setRecipient('ivan');
    store.setAmountText('TLM_alien.worlds', '1.00001');
    store.setAmountText('WAX_eosio.token', '50000.00000001');
    expect(await store.submit()).toBe(false);
    expect(store.amountChecks.value.get('TLM_alien.worlds')).toEqual({ ok: false, reason: 'TLM has at most 4 decimals' });
    expect(store.amountChecks.value.get('WAX_eosio.token')).toEqual({ ok: false, reason: 'More than your balance of 50000.00000000 WAX' });
    expect(requests).toEqual([]);
  });

  it('signs nothing for a recipient the chain does not know, or cannot be asked about', async () => {
    const missing = setup({ exists: false });
    missing.store.addToken(TLM);
    missing.store.setRecipient('nosuchacct');
    missing.store.setAmountText('TLM_alien.worlds', '1');
    expect(await missing.store.submit()).toBe(false);
    expect(missing.store.recipientProblem.value).toBe('There is no account "nosuchacct" on this chain');
    missing.store.setRecipient('ivan');
    expect(missing.store.recipientProblem.value).toBeNull();

    const offline = setup({ exists: new Error('timeout') });
    offline.store.addToken(TLM);
    offline.store.setRecipient('ivan');
    offline.store.setAmountText('TLM_alien.worlds', '1');
    expect(await offline.store.submit()).toBe(false);
    expect(offline.store.recipientProblem.value).toBe('Could not check "ivan": timeout');
    expect(missing.requests.length + offline.requests.length).toBe(0);
  });

  it('refuses a bad or missing recipient and an empty form before asking the chain', async () => {
    const { store, accountExists } = setup();
    expect(await store.submit()).toBe(false);
    expect(store.recipientCheck.value).toEqual({ ok: false, reason: "Enter the recipient's account name" });
    store.setRecipient('ivan');
    expect(await store.submit()).toBe(false);
    expect(store.formProblem.value).toBe('Add a token to send from your list');
    store.addToken(TLM);
    expect(await store.submit()).toBe(false);
    expect(store.formProblem.value).toBe('Enter an amount above 0 for at least one token');
    store.setRecipient('heidi');
    expect(store.recipientCheck.value).toEqual({ ok: false, reason: 'You cannot send tokens to yourself' });
    expect(accountExists).not.toHaveBeenCalled();
  });

  it('follows the balance: an amount above a balance that shrank is refused', () => {
    const { store, balances } = setup();
    store.addToken(USDT);
    store.setAmountText('USDT_usdt.alcor', '1500');
    expect(store.amountChecks.value.get('USDT_usdt.alcor')?.ok).toBe(true);
    balances.value = new Map([['USDT_usdt.alcor', makeAmount(10n, 4)]]);
    expect(store.amountChecks.value.get('USDT_usdt.alcor')?.ok).toBe(false);
  });
});

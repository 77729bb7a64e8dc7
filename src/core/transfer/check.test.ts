import { describe, expect, it } from 'vitest';
import { makeAmount } from '../amount';
import { checkMemo, checkRecipient, checkTransferAmount } from './check';

const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const NFT = { ticker: 'NFT', contract: 'nft.tokens', precision: 0 };
const balance = makeAmount(1_500_000n, 4); // 150.0000 TLM

describe('checkRecipient', () => {
  it('takes a trimmed account name other than the sender', () => {
    expect(checkRecipient(' ivan ', 'heidi')).toEqual({ ok: true, value: 'ivan' });
  });

  it.each([
    ['', "Enter the recipient's account name"],
    ['Ivan', '"Ivan" is not an account name'],
    ['way.too.long.name', 'is not an account name'],
    ['heidi', 'You cannot send tokens to yourself'],
  ])('refuses %j with a message', (text, reason) => {
    const check = checkRecipient(text, 'heidi');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toContain(reason);
  });
});

describe('checkMemo', () => {
  it('counts bytes, not characters', () => {
    expect(checkMemo('a'.repeat(256)).ok).toBe(true);
    expect(checkMemo('é'.repeat(129))).toEqual({ ok: false, reason: 'The memo is 258 bytes; at most 256 fit' });
  });
});

describe('checkTransferAmount', () => {
  it('reads an amount within the balance exactly', () => {
    expect(checkTransferAmount('12.5', TLM, balance)).toEqual({ ok: true, value: makeAmount(125_000n, 4) });
    expect(checkTransferAmount('150.0000', TLM, balance)).toEqual({ ok: true, value: balance });
  });

  it('takes blank as 0: the token is then not sent', () => {
    expect(checkTransferAmount('', TLM, null)).toEqual({ ok: true, value: makeAmount(0n, 4) });
  });

  it.each([
    ['1.00001', TLM, 'TLM has at most 4 decimals'],
    ['1.5', NFT, 'NFT has no decimals'],
    ['150.0001', TLM, 'More than your balance of 150.0000 TLM'],
    ['-3', TLM, 'An amount cannot be negative'],
    ['1e3', TLM, 'exponent'],
    ['1.2.3', TLM, 'one decimal point'],
    ['abc', TLM, 'Enter a number'],
  ])('refuses %j at the field', (text, token, reason) => {
    const check = checkTransferAmount(text, token, token === TLM ? balance : makeAmount(10n, 0));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toContain(reason);
  });

  it('refuses a positive amount while the balance is unknown', () => {
    expect(checkTransferAmount('1', TLM, null)).toEqual({ ok: false, reason: 'Your TLM balance is not loaded yet' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAccountName, tokenCode, tokenContractName, walletName } from './names';
import { Rng } from './random';

describe('names', () => {
  it('tells valid account names from invalid ones', () => {
    expect(isValidAccountName('alien.worlds')).toBe(true);
    expect(isValidAccountName('k3x1a.wam')).toBe(true);
    for (const bad of ['', 'thirteenchars', 'has6digit', 'Upper', 'trailing.', '.leading']) expect(isValidAccountName(bad)).toBe(false);
  });

  it('makes unique, valid token codes, contracts and wallet names for any seed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (seed) => {
        const rng = new Rng(seed, 'names');
        const [codes, contracts, wallets] = [new Set<string>(), new Set<string>(), new Set<string>()];
        for (let i = 0; i < 50; i++) {
          const code = tokenCode(rng, codes);
          expect(code).toMatch(/^[A-Z]{3,6}$/);
          expect(isValidAccountName(tokenContractName(rng, code, contracts))).toBe(true);
          expect(isValidAccountName(walletName(rng, wallets))).toBe(true);
        }
        expect([codes.size, contracts.size, wallets.size]).toEqual([50, 50, 50]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});

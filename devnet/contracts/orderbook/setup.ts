/** Setting up a contract account on a devnet chain, and funding test or seed accounts from token issuers. */
import type { Chain } from '../../chain/node/create';
import type { ContractDefinition } from '../../chain/exec/framework';
import { ChainError } from '../../chain/core/errors';
import { deriveKey } from '../../chain/genesis/keys';
import { canonicalKey } from '../../chain/abi/keys';
import { TOKENS } from '../../seed/genesis/fixed';

/** Creates `account` (unless it exists) with one derived key; `false` when it already existed. */
export async function ensureAccount(chain: Chain, account: string): Promise<boolean> {
  try {
    await chain.createAccount(account, deriveKey('waxwing', `account:${account}`).publicKey);
    return true;
  } catch (error) {
    if (error instanceof ChainError && error.exceptionName === 'account_name_exists_exception') return false;
    throw error;
  }
}

/**
 * Deploys `contract` on `account`, creating the account when missing and then adding
 * `<account>@eosio.code` to its active permission so it can send its own payouts and logs.
 * An account that already existed keeps its permissions: its creator grants eosio.code.
 */
export async function installContract(chain: Chain, account: string, contract: ContractDefinition): Promise<void> {
  if (await ensureAccount(chain, account)) {
    const key = canonicalKey(deriveKey('waxwing', `account:${account}`).publicKey);
    const auth = { threshold: 1, keys: [{ key, weight: 1 }], accounts: [{ permission: { actor: account, permission: 'eosio.code' }, weight: 1 }], waits: [] };
    await chain.pushAction('eosio', 'updateauth', { account, permission: 'active', parent: 'owner', auth }, `${account}@owner`);
  }
  await chain.deployContract(account, contract);
}

/** The account that can hand out a token: `eosio` for WAX, the issuer for the genesis tokens. */
export function tokenSource(contract: string): string {
  if (contract === 'eosio.token') return 'eosio';
  const token = TOKENS.find((t) => t.contract === contract);
  if (!token) throw new Error(`no genesis source for tokens of ${contract}`);
  return token.issuer;
}

/** Sends each quantity (`"100.0000 TLM@alien.worlds"`) to `to` from its token source, in one transaction. */
export async function fund(chain: Chain, to: string, quantities: readonly string[]): Promise<void> {
  await chain.pushActions(
    quantities.map((text) => {
      const [quantity = '', contract = ''] = text.split('@');
      const from = tokenSource(contract);
      return { account: contract, name: 'transfer', authorization: [`${from}@active`], data: { from, to, quantity, memo: 'devnet funding' } };
    }),
  );
}

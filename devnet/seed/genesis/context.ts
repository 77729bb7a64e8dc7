/** What the world's genesis steps share: the chain's genesis API, the current block, keys and action builders. */
import type { ActionInput, GenesisApi } from '../../chain';
import { deriveKey } from '../../chain';
import type { AssetValue } from '../../chain/core/asset';
import type { WorldToken } from '../catalog';

/** Genesis steps run in increasing blocks; each step family takes the next one. */
export class GenesisContext {
  private readonly keys = new Map<string, string>();
  block: number;

  constructor(readonly api: GenesisApi) {
    this.block = api.firstBlock;
  }

  /** Moves to a later block (a new phase of the world's history). */
  advance(blocks = 2): void {
    this.block = Math.min(this.api.lastBlock, this.block + blocks);
  }

  /**
   * A public key per role. Deriving a key costs milliseconds, so accounts of one role share one
   * (devnet keys are public anyway; /devnet/accounts.json lists the demo ones).
   */
  publicKey(role: string): string {
    let key = this.keys.get(role);
    if (key === undefined) this.keys.set(role, (key = deriveKey(this.api.seed, `world:${role}`).publicKey));
    return key;
  }

  push(actions: readonly ActionInput[]): void {
    if (actions.length > 0) this.api.push(actions, this.block);
  }

  /** Pushes in transactions of at most `size` actions. */
  pushChunked(actions: readonly ActionInput[], size = 500): void {
    for (let i = 0; i < actions.length; i += size) this.push(actions.slice(i, i + size));
  }

  createAccount(name: string, role: string): void {
    this.api.createAccount(name, this.publicKey(role), this.block);
  }
}

/** An asset value of `units` of a token. */
export function assetOf(token: WorldToken, units: bigint): AssetValue {
  return { amount: units, symbol: { precision: token.precision, code: token.code } };
}

/** A transfer of `units` of `token`, authorized by `from`. */
export function transferOf(token: WorldToken, from: string, to: string, units: bigint, memo: string): ActionInput {
  return { account: token.contract, name: 'transfer', authorization: [`${from}@active`], data: { from, to, quantity: assetOf(token, units), memo } };
}

/** The account that hands out a token at genesis: eosio for WAX, else its issuer. */
export function sourceOf(token: WorldToken): string {
  return token.code === 'WAX' && token.contract === 'eosio.token' ? 'eosio' : token.issuer;
}

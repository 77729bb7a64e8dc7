/**
 * The listing bot: now and then a new token appears (its own contract account, eosio.token deployed,
 * supply issued) and is listed on Defibox against WAX, which the indexer records as a listing event.
 * Names continue from what the chain already holds, so a restart never lists the same token twice.
 */
import { tokenContract, type Chain } from '../chain';
import { deriveKey } from '../chain';
import { nameToU64 } from '../chain/core/name';
import { userResourcesTable } from '../contracts/system/tables';
import { seedDefiboxPool } from '../contracts/v2/seed/pools';
import { WAX, type WorldToken } from '../seed/catalog';
import { formatAsset } from '../chain/core/asset';
import { assetOf, transferOf } from '../seed/genesis/context';
import { tokenCode, tokenContractName } from '../seed/names';
import { LISTER } from '../seed/plan/accounts';
import { Rng } from '../seed/random';

/** Lists one new token per call. */
export class Lister {
  private readonly key: string;

  constructor(
    private readonly chain: Chain,
    private readonly seed: string,
    private readonly takenCodes: Set<string>,
    private readonly takenContracts: Set<string>,
  ) {
    this.key = deriveKey(seed, 'world:listings').publicKey;
  }

  private exists(account: string): boolean {
    return this.chain.table('eosio', userResourcesTable, account).find(nameToU64(account)) !== undefined;
  }

  private listed = 0;

  /** The next listing's token: the n-th of a sequence fixed by the seed and the world's own tokens. */
  private nextToken(): WorldToken {
    const rng = new Rng(this.seed, `world:listing:${(this.listed += 1)}`);
    const code = tokenCode(rng, this.takenCodes);
    const contract = tokenContractName(rng, code, this.takenContracts);
    const precision = rng.pick([4, 4, 8, 6]);
    const maxSupply = BigInt(rng.int(10, 1_000)) * 1_000_000n * 10n ** BigInt(precision);
    return {
      contract,
      code,
      precision,
      issuer: contract,
      maxSupply,
      issued: maxSupply / 2n,
      waxPriceE8: BigInt(Math.round(rng.logUniform(0.001, 2) * 1e8)),
      inChainGenesis: false,
      known: false,
    };
  }

  /** Creates and lists the next token not on chain yet; returns it. */
  async listNext(): Promise<WorldToken> {
    let token = this.nextToken();
    while (this.exists(token.contract)) token = this.nextToken();
    await this.chain.createAccount(token.contract, this.key);
    await this.chain.deployContract(token.contract, tokenContract);
    const waxDepth = BigInt(Math.round(new Rng(this.seed, `world:listing-depth:${this.listed}`).logUniform(2_000, 40_000))) * 100_000_000n;
    const tokenDepth = (waxDepth * 10n ** BigInt(token.precision)) / token.waxPriceE8;
    await this.chain.pushActions([
      {
        account: token.contract,
        name: 'create',
        authorization: [`${token.contract}@active`],
        data: { issuer: token.issuer, maximum_supply: assetOf(token, token.maxSupply) },
      },
      {
        account: token.contract,
        name: 'issue',
        authorization: [`${token.issuer}@active`],
        data: { to: token.issuer, quantity: assetOf(token, token.issued), memo: 'listing' },
      },
      transferOf(token, token.issuer, LISTER, tokenDepth, 'listing liquidity'),
    ]);
    const wax = { contract: WAX.contract, quantity: formatAsset(assetOf(WAX, waxDepth)) };
    await seedDefiboxPool(this.chain, LISTER, wax, { contract: token.contract, quantity: formatAsset(assetOf(token, tokenDepth)) });
    return token;
  }
}

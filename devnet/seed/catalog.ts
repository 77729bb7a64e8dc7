/**
 * The world's tokens: WAX, the well-known WAX tokens on their real contracts and precisions, and
 * generated ones up to the world's size. Prices are exact: WAX units (10^-8 WAX) per whole token.
 */
import { TOKENS as GENESIS_TOKENS } from './genesis/fixed';
import { tokenCode, tokenContractName } from './names';
import { Rng } from './random';
import type { WorldSize } from './size';

/** A token of the world. */
export interface WorldToken {
  readonly contract: string;
  readonly code: string;
  readonly precision: number;
  readonly issuer: string;
  /** Units. */
  readonly maxSupply: bigint;
  /** Units the world issues to the issuer when it creates the token (0 for tokens the chain's genesis made: they get a top-up). */
  readonly issued: bigint;
  /** WAX units per whole token (the world's price; pools and history agree with it). */
  readonly waxPriceE8: bigint;
  /** Created by the chain's own genesis (devnet/seed/genesis/fixed.ts): the world must not create it again. */
  readonly inChainGenesis: boolean;
  /** A real WAX token (as opposed to a generated one). */
  readonly known: boolean;
}

/** WAX itself (eosio.token, 8 decimals): the price unit. */
export const WAX: WorldToken = {
  contract: 'eosio.token',
  code: 'WAX',
  precision: 8,
  issuer: 'eosio',
  maxSupply: 4_611_686_018_427_387_903n,
  issued: 0n,
  waxPriceE8: 100_000_000n,
  inChainGenesis: true,
  known: true,
};

/** Real WAX tokens with their contracts and precisions; prices in WAX at ≈ 0.05 USD per WAX. */
const KNOWN: readonly { contract: string; code: string; precision: number; maxWhole: bigint; price: string }[] = [
  { contract: 'alien.worlds', code: 'TLM', precision: 4, maxWhole: 10_000_000_000n, price: '0.2' },
  { contract: 'usdt.alcor', code: 'USDT', precision: 4, maxWhole: 1_000_000_000n, price: '20' },
  { contract: 'token.nefty', code: 'NEFTY', precision: 8, maxWhole: 1_000_000_000n, price: '0.08' },
  { contract: 'e.rplanet', code: 'AETHER', precision: 4, maxWhole: 1_000_000_000n, price: '0.012' },
  { contract: 'wombattokens', code: 'WOMBAT', precision: 4, maxWhole: 1_000_000_000n, price: '0.04' },
  { contract: 'token.fusion', code: 'LSWAX', precision: 8, maxWhole: 46_116_860_184n, price: '1.05' },
  { contract: 'farmerstoken', code: 'FWW', precision: 4, maxWhole: 5_000_000_000n, price: '0.1' },
  { contract: 'farmerstoken', code: 'FWF', precision: 4, maxWhole: 5_000_000_000n, price: '0.08' },
  { contract: 'farmerstoken', code: 'FWG', precision: 4, maxWhole: 5_000_000_000n, price: '0.12' },
  { contract: 'brawlertoken', code: 'BRWL', precision: 4, maxWhole: 10_000_000_000n, price: '0.02' },
  { contract: 'prospectorsg', code: 'PGL', precision: 4, maxWhole: 1_000_000_000n, price: '0.3' },
];

const PRECISIONS = [4, 4, 4, 4, 8, 8, 8, 6, 2, 3, 5, 0];

/** "0.012" → WAX units per whole token. */
export function priceE8(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100_000_000n + BigInt((fraction + '00000000').slice(0, 8));
}

/** The tokens of a world (WAX first, then the well-known ones, then generated ones), deterministic from the seed. */
export function buildTokens(seed: string, size: WorldSize): WorldToken[] {
  const tokens: WorldToken[] = [WAX];
  const genesis = new Map(GENESIS_TOKENS.map((t) => [t.contract, t]));
  for (const known of KNOWN) {
    const fromChain = genesis.get(known.contract);
    const inChainGenesis = fromChain !== undefined && fromChain.maxSupply.endsWith(` ${known.code}`);
    const scale = 10n ** BigInt(known.precision);
    tokens.push({
      contract: known.contract,
      code: known.code,
      precision: known.precision,
      issuer: known.contract,
      maxSupply: known.maxWhole * scale,
      issued: inChainGenesis ? 0n : (known.maxWhole * scale) / 2n,
      waxPriceE8: priceE8(known.price),
      inChainGenesis,
      known: true,
    });
  }
  const rng = new Rng(seed, 'world:tokens');
  const codes = new Set(tokens.map((t) => t.code));
  const contracts = new Set([...tokens.map((t) => t.contract), 'eosio', 'swap.box', 'swap.taco', 'swap.nefty', 'swap.adex', 'swap.alcor']);
  while (tokens.length < size.tokens + 1) {
    const code = tokenCode(rng, codes);
    const contract = tokenContractName(rng, code, contracts);
    const precision = rng.pick(PRECISIONS);
    // Prices from 0.0005 to 200 WAX, most of them cheap, as on WAX.
    const price = BigInt(Math.max(50_000, Math.round(rng.logUniform(0.0005, 200) * 1e8)));
    // Supply so the market cap lands between 0.5M and 400M WAX, within the asset range.
    const capWax = rng.logUniform(500_000, 400_000_000);
    const wholeSupply = BigInt(Math.max(1_000_000, Math.round((capWax * 1e8) / Number(price))));
    const maxSupply = wholeSupply * 10n ** BigInt(precision);
    if (maxSupply >= 1n << 62n) continue;
    tokens.push({
      contract,
      code,
      precision,
      issuer: contract,
      maxSupply,
      issued: (maxSupply * BigInt(rng.int(40, 90))) / 100n,
      waxPriceE8: price,
      inChainGenesis: false,
      known: false,
    });
  }
  return tokens;
}

/** `CODE_contract`, the id form routes and the indexer use. */
export function tokenKey(token: { readonly contract: string; readonly code: string }): string {
  return `${token.code}_${token.contract}`;
}

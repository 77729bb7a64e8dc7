/** Deterministic keys from the seed: the same seed always yields the same devnet accounts and keys. */
import { createECDH, createHash } from 'node:crypto';
import { Bytes, KeyType, PrivateKey, PublicKey } from '@wharfkit/antelope';
import { mulberry32 } from '../../../src/core/random';

/** A key pair in the forms wallets and nodeos print. */
export interface KeyPair {
  /** WIF (`5…`), what wallet plugins import. */
  readonly privateKey: string;
  /** Legacy `EOS…` form. */
  readonly publicKey: string;
  /** Canonical `PUB_K1_…` form. */
  readonly publicKeyK1: string;
}

const cache = new Map<string, KeyPair>();

const secretOf = (id: string): Buffer => createHash('sha256').update(`waxwing-devnet:${id}`).digest();

/** The key pair for (seed, label): sha256(seed:label) as the secret. */
export function deriveKey(seed: string, label: string): KeyPair {
  const id = `${seed}:${label}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const secret = secretOf(id);
  const key = new PrivateKey(KeyType.K1, new Bytes(new Uint8Array(secret)));
  const pub = key.toPublic();
  const pair = { privateKey: key.toWif(), publicKey: pub.toLegacyString(), publicKeyK1: pub.toString() };
  cache.set(id, pair);
  return pair;
}

/**
 * The public key (PUB_K1_) of deriveKey(seed, label), through OpenSSL's secp256k1: ~0.4 ms where
 * deriveKey takes ~5, for keys whose private half nothing needs (the world's holder wallets).
 */
export function derivePublicKey(seed: string, label: string): string {
  const ecdh = createECDH('secp256k1');
  ecdh.setPrivateKey(secretOf(`${seed}:${label}`));
  return new PublicKey(KeyType.K1, new Bytes(new Uint8Array(ecdh.getPublicKey(undefined, 'compressed')))).toString();
}

/** A seeded stream for (seed, label), e.g. genesis oracle quotes: mulberry32 seeded from sha256(seed:label). */
export function seededRandom(seed: string, label: string): () => number {
  return mulberry32(createHash('sha256').update(`${seed}:${label}`).digest().readUInt32LE(0));
}

/** Public keys and signatures: one canonical string form (PUB_K1_… / SIG_K1_…), nodeos's legacy form for output. */
import { Bytes, KeyType, PublicKey, Signature } from '@wharfkit/antelope';

const canonical = new Map<string, string>();
const legacy = new Map<string, string>();

/** The canonical `PUB_K1_…` form of any accepted key string (legacy `EOS…` included); throws on a bad key. */
export function canonicalKey(text: string): string {
  const hit = canonical.get(text);
  if (hit !== undefined) return hit;
  const key = PublicKey.from(text).toString();
  if (canonical.size > 20_000) canonical.clear();
  canonical.set(text, key);
  return key;
}

/** The form nodeos prints: `EOS…` for K1 keys, `PUB_R1_…` otherwise. */
export function displayKey(text: string): string {
  const hit = legacy.get(text);
  if (hit !== undefined) return hit;
  const key = PublicKey.from(text);
  const shown = key.type === KeyType.K1 ? key.toLegacyString() : key.toString();
  if (legacy.size > 20_000) legacy.clear();
  legacy.set(text, shown);
  return shown;
}

/** The binary form: key type index, then the 33-byte point. */
export function keyToBinary(text: string): { type: number; data: Uint8Array } {
  const key = PublicKey.from(text);
  if (key.type === KeyType.WA) throw new Error('WebAuthn keys are not supported on the devnet');
  return { type: KeyType.indexFor(key.type), data: key.data.array };
}

/** The canonical key string of a binary key. */
export function keyFromBinary(type: number, data: Uint8Array): string {
  return new PublicKey(KeyType.from(type), new Bytes(data)).toString();
}

/** The binary form of a signature: type index, then 65 bytes. */
export function signatureToBinary(text: string): { type: number; data: Uint8Array } {
  const sig = Signature.from(text);
  if (sig.type === KeyType.WA) throw new Error('WebAuthn signatures are not supported on the devnet');
  return { type: KeyType.indexFor(sig.type), data: sig.data.array };
}

/** The `SIG_…` string of a binary signature. */
export function signatureFromBinary(type: number, data: Uint8Array): string {
  return new Signature(KeyType.from(type), new Bytes(data)).toString();
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
/** A legacy WIF private key: "5" then 50 base58 characters, not part of a longer base58 run. */
const WIF_KEY = new RegExp(`(^|[^${BASE58}])5[${BASE58}]{50}(?![${BASE58}])`);
/** A new-format Antelope private key ("PVT_K1_…", "PVT_R1_…"). */
const PVT_KEY = /PVT_/;

/** True when the text contains something shaped like an Antelope private key. */
export function looksLikePrivateKey(text: string): boolean {
  return WIF_KEY.test(text) || PVT_KEY.test(text);
}

/** Paths (like `networks.devnet.rpcNodes[0]`) of every string key or value in a JSON value that looks like a private key. */
export function findPrivateKeyPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return looksLikePrivateKey(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => findPrivateKeyPaths(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const itemPath = path === '' ? key : `${path}.${key}`;
      return [...(looksLikePrivateKey(key) ? [itemPath] : []), ...findPrivateKeyPaths(item, itemPath)];
    });
  }
  return [];
}

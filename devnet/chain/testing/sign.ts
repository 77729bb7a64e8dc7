/** Builds and signs packed transactions the way wallets do, for tests that need to bend them. */
import { Action, ABI, PackedTransaction, PrivateKey, SignedTransaction, Transaction, Checksum256, type PermissionLevelType } from '@wharfkit/antelope';
import { rpc } from './harness';

/** An action with its data as ABI JSON. */
export interface JsonAction {
  account: string;
  name: string;
  authorization: PermissionLevelType[];
  data: Record<string, unknown>;
}

const abis = new Map<string, ABI>();

async function abiOf(url: string, account: string): Promise<ABI> {
  const key = `${url}|${account}`;
  let abi = abis.get(key);
  if (!abi) {
    const { body } = await rpc(url, '/v1/chain/get_abi', { account_name: account });
    abi = ABI.from(body.abi as ABI.Def);
    abis.set(key, abi);
  }
  return abi;
}

/** An unsigned transaction with TAPOS from get_info (LIB), expiring `expireSec` after the head block. */
export async function buildTransaction(url: string, actions: JsonAction[], expireSec = 120): Promise<Transaction> {
  const { body: info } = await rpc(url, '/v1/chain/get_info', {});
  const libId = String(info.last_irreversible_block_id);
  const encoded = await Promise.all(actions.map(async (a) => Action.from(a, await abiOf(url, a.account))));
  return Transaction.from({
    expiration: new Date(Date.parse(`${String(info.head_block_time)}Z`) + expireSec * 1000).toISOString().slice(0, 19),
    ref_block_num: Number(info.last_irreversible_block_num) & 0xffff,
    ref_block_prefix: Buffer.from(libId, 'hex').readUInt32LE(8),
    actions: encoded,
  });
}

/** Signs with each key and packs (zlib by default, as wharfkit does). */
export function pack(trx: Transaction, chainId: string, keys: string[], compression: 0 | 1 = 1): Record<string, unknown> {
  const digest = trx.signingDigest(Checksum256.from(chainId));
  const signatures = keys.map((k) => PrivateKey.from(k).signDigest(digest));
  return JSON.parse(JSON.stringify(PackedTransaction.fromSigned(SignedTransaction.from({ ...trx, signatures }), compression))) as Record<string, unknown>;
}

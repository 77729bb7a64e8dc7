/** A token's `stat` row from its contract (SPEC §7 "Tables read": supply, max_supply), read through the chain RPC. */
import { parseAsset, type Amount } from '../core/amount';
import type { TokenId } from '../core/domain';
import type { ChainRpc } from './chainRpc';

/** Supply and max supply, exact. */
export interface TokenStat {
  readonly supply: Amount;
  readonly maxSupply: Amount;
  readonly issuer: string;
}

/** The token's stat, or null when its contract has no stat row for the symbol; throws when the read or the row fails. */
export async function fetchTokenStat(chain: Pick<ChainRpc, 'getTableRows'>, token: TokenId): Promise<TokenStat | null> {
  const rows = await chain.getTableRows<Record<string, unknown>>({ code: token.contract, scope: token.ticker, table: 'stat', limit: 1 });
  const row = rows[0];
  if (row === undefined) return null;
  const supply = parseAsset(String(row.supply));
  const maxSupply = parseAsset(String(row.max_supply));
  if (supply.ticker !== token.ticker || maxSupply.ticker !== token.ticker) throw new Error(`stat of ${token.ticker}@${token.contract} names ${supply.ticker}`);
  if (supply.amount.precision !== maxSupply.amount.precision)
    throw new Error(`stat of ${token.ticker}@${token.contract}: supply and max supply differ in precision`);
  return { supply: supply.amount, maxSupply: maxSupply.amount, issuer: typeof row.issuer === 'string' ? row.issuer : '' };
}

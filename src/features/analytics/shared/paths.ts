/** Links of the analytics pages (SPEC §2 routes). */
import { tokenHash, type TokenId } from '../../../core/tokenId';

/** /analytics/pair/{src}/{id}. */
export const pairPagePath = (src: string, id: string) => `/analytics/pair/${src}/${encodeURIComponent(id)}`;

/** /analytics/token/{ticker_contract}. */
export const tokenPagePath = (token: TokenId) => `/analytics/token/${tokenHash(token)}`;

/** /wallet/{account}. */
export const walletPath = (account: string) => `/wallet/${account}`;

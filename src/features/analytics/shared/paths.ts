/** Links of the analytics pages (SPEC §2 routes). */

/** /analytics/pair/{src}/{id}. */
export const pairPagePath = (src: string, id: string) => `/analytics/pair/${src}/${encodeURIComponent(id)}`;

/** /wallet/{account}. */
export const walletPath = (account: string) => `/wallet/${account}`;

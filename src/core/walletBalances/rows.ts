/**
 * The wallet's token list (SPEC §3 Wallet balance row, §2 Wallet page): every non-zero balance with
 * its WAX price and value — the tokens list's `wax_price` (0 when unknown), LP tokens valued from
 * their pools (their share of both reserves) — and the total in WAX.
 */
import { toDisplayNumber, type Amount } from '../amount';
import { tokenParam } from '../domain';
import { EXCHANGE_NAMES } from '../urlParams';
import { v2Position, type V2PoolSnapshot } from '../walletPositions';

/** SPEC §7's recognised LP token contracts (Taco, Adex, Defibox, NeftyBlocks); an LP token of a pool the service lists is recognised by its pool. */
export const LP_TOKEN_CONTRACTS: readonly string[] = ['swap.taco', 'swap.adex', 'lptoken.box', 'lp.nefty'];

/** A balance as the chain or the light API gives it. */
export interface WalletBalance {
  readonly ticker: string;
  readonly contract: string;
  readonly amount: Amount;
}

/** What the tokens list says of a token. */
export interface TokenPricing {
  /** WAX per whole token; null when unknown. */
  readonly waxPrice: number | null;
  readonly isLpToken: boolean;
  readonly logo: string | null;
}

/** The token list's two kinds (its tokens / lptokens filter). */
export type BalanceKind = 'tokens' | 'lptokens';

export interface WalletBalanceRow {
  /** `TICKER_contract`. */
  readonly key: string;
  readonly ticker: string;
  readonly contract: string;
  readonly amount: Amount;
  /** WAX per whole token; 0 when unknown (SPEC §3). */
  readonly waxPrice: number;
  readonly waxValue: number;
  readonly kind: BalanceKind;
  readonly logo: string | null;
  /** For an LP token, the pool it is a share of ("Defibox WAX/TLM"); null otherwise. */
  readonly pool: string | null;
}

/** The key an LP token is found by among the pools. */
export function lpTokenKey(pool: Pick<V2PoolSnapshot, 'lpToken'>): string {
  return tokenParam(pool.lpToken);
}

function lpRow(balance: WalletBalance, pool: V2PoolSnapshot, pricing: TokenPricing | undefined): WalletBalanceRow {
  // An LP balance above the supply is impossible on chain; show it unvalued rather than fail the list.
  const position = balance.amount.units <= pool.lpSupply ? v2Position(pool, '', balance.amount.units) : null;
  const waxValue = position === null ? 0 : position.amountAValue + position.amountBValue;
  const whole = toDisplayNumber(balance.amount);
  return {
    key: tokenParam(balance),
    ticker: balance.ticker,
    contract: balance.contract,
    amount: balance.amount,
    waxPrice: whole > 0 ? waxValue / whole : 0,
    waxValue,
    kind: 'lptokens',
    logo: pricing?.logo ?? null,
    pool: `${EXCHANGE_NAMES[pool.src]} ${pool.token0.ticker}/${pool.token1.ticker}`,
  };
}

/**
 * The rows of the non-zero balances (SPEC §2: zero balances are hidden). `pricing` is the tokens
 * list by `TICKER_contract`; `lpPools` the v2 pools by their LP token's `TICKER_contract`.
 */
export function walletBalanceRows(
  balances: readonly WalletBalance[],
  pricing: ReadonlyMap<string, TokenPricing>,
  lpPools: ReadonlyMap<string, V2PoolSnapshot>,
): WalletBalanceRow[] {
  const rows: WalletBalanceRow[] = [];
  for (const balance of balances) {
    if (balance.amount.units <= 0n) continue;
    const key = tokenParam(balance);
    const info = pricing.get(key);
    const pool = lpPools.get(key);
    if (pool !== undefined) {
      rows.push(lpRow(balance, pool, info));
      continue;
    }
    const waxPrice = info?.waxPrice ?? 0;
    rows.push({
      key,
      ticker: balance.ticker,
      contract: balance.contract,
      amount: balance.amount,
      waxPrice,
      waxValue: toDisplayNumber(balance.amount) * waxPrice,
      kind: info?.isLpToken === true || LP_TOKEN_CONTRACTS.includes(balance.contract) ? 'lptokens' : 'tokens',
      logo: info?.logo ?? null,
      pool: null,
    });
  }
  return rows;
}

/** The rows' total worth in WAX, leaving out the hidden ones (display). */
export function totalWaxValue(rows: readonly WalletBalanceRow[], hidden: ReadonlySet<string> = new Set()): number {
  return rows.reduce((sum, row) => (hidden.has(row.key) ? sum : sum + row.waxValue), 0);
}

/**
 * Seeds order-book markets for tests and genesis: lists each market against WAX and has a market
 * maker rest a ladder of buys below and sells above a mid price, through the same transfers the app
 * sends (`encodePlaceOrder`). Deterministic: the same options give the same book.
 */
import { encodePlaceOrder, UNIT_PRICE_SCALE } from '../../../src/core/actions/orderbook';
import { formatAsset, makeAmount, pow10 } from '../../../src/core/amount';
import type { Chain } from '../../chain/node/create';
import { orderBookContract } from './orderbook';
import { ensureAccount, fund, installContract } from './setup';
import { marketsTable } from './tables';

/** A market to seed: the quote token, its mid price and minimum, and the market fee. */
export interface BookMarketSeed {
  readonly contract: string;
  readonly ticker: string;
  readonly precision: number;
  /** Mid unit_price: WAX per 1 token × 10^8. */
  readonly midUnitPrice: bigint;
  /** Fee in basis points of 10000 (default 20). */
  readonly fee?: number;
}

/** The genesis tokens at prices consistent with WAX ≈ 0.05 USD. */
export const DEFAULT_BOOK_MARKETS: readonly BookMarketSeed[] = [
  { contract: 'alien.worlds', ticker: 'TLM', precision: 4, midUnitPrice: 20_000_000n },
  { contract: 'usdt.alcor', ticker: 'USDT', precision: 4, midUnitPrice: 2_000_000_000n },
  { contract: 'token.nefty', ticker: 'NEFTY', precision: 8, midUnitPrice: 8_000_000n },
  { contract: 'e.rplanet', ticker: 'AETHER', precision: 4, midUnitPrice: 1_000_000n },
  { contract: 'wombattokens', ticker: 'WOMBAT', precision: 4, midUnitPrice: 4_000_000n },
  { contract: 'token.fusion', ticker: 'LSWAX', precision: 8, midUnitPrice: 105_000_000n },
];

/** Options of `seedOrderBooks`. */
export interface SeedOrderBooksOptions {
  /** Contract account (default `alcordexmain`). */
  readonly account?: string;
  /** The account whose orders make the depth (default `bookmaker`; created and funded). */
  readonly maker?: string;
  readonly markets?: readonly BookMarketSeed[];
  /** Orders per side (default 10). */
  readonly levels?: number;
  /** Price step between levels in basis points (default 40). */
  readonly stepBps?: number;
  /** WAX per level before the deterministic size pattern (default 1000 WAX). */
  readonly levelWax?: bigint;
}

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };

/** One ladder order: the side, the WAX (base) units and the token (quote) units it trades. */
interface Rung {
  readonly side: 'buy' | 'sell';
  readonly base: bigint;
  readonly quote: bigint;
}

function ladder(market: BookMarketSeed, levels: number, stepBps: number, levelWax: bigint): Rung[] {
  const rungs: Rung[] = [];
  for (let i = 1; i <= levels; i++) {
    // Sizes cycle through 1×, 1.25×, 1.5×, 1.75×, 2× so the depth chart is not a flat wall.
    const base = (levelWax * pow10(WAX.precision) * BigInt(4 + ((i * 3) % 5))) / 4n;
    for (const side of ['buy', 'sell'] as const) {
      const offset = BigInt(side === 'buy' ? -stepBps * i : stepBps * i);
      const unitPrice = (market.midUnitPrice * (10_000n + offset)) / 10_000n;
      const quote = (base * UNIT_PRICE_SCALE * pow10(market.precision)) / (unitPrice * pow10(WAX.precision));
      if (quote > 0n && unitPrice > 0n) rungs.push({ side, base, quote });
    }
  }
  return rungs;
}

/** Lists the markets and rests their ladders; returns the market ids in `markets` order. */
export async function seedOrderBooks(chain: Chain, options: SeedOrderBooksOptions = {}): Promise<bigint[]> {
  const account = options.account ?? 'alcordexmain';
  const maker = options.maker ?? 'bookmaker';
  const markets = options.markets ?? DEFAULT_BOOK_MARKETS;
  const levels = options.levels ?? 10;
  const stepBps = options.stepBps ?? 40;
  const levelWax = options.levelWax ?? 1000n;
  await installContract(chain, account, orderBookContract);
  await ensureAccount(chain, maker);

  const ids: bigint[] = [];
  for (const market of markets) {
    const quoteSymbol = `${market.precision},${market.ticker}`;
    const minSell = formatAsset(makeAmount(1n, market.precision), market.ticker);
    ids.push(chain.table(account, marketsTable, account).availablePrimaryKey());
    await chain.pushAction(
      account,
      'newmarket',
      {
        base_token: { sym: '8,WAX', contract: WAX.contract },
        quote_token: { sym: quoteSymbol, contract: market.contract },
        min_buy: '0.00000100 WAX',
        min_sell: minSell,
        fee: market.fee ?? 20,
      },
      `${account}@active`,
    );
    const rungs = ladder(market, levels, stepBps, levelWax);
    const quoteToken = { contract: market.contract, ticker: market.ticker };
    const waxTotal = rungs.filter((r) => r.side === 'buy').reduce((sum, r) => sum + r.base, 0n);
    const quoteTotal = rungs.filter((r) => r.side === 'sell').reduce((sum, r) => sum + r.quote, 0n);
    await fund(chain, maker, [
      `${formatAsset(makeAmount(waxTotal, WAX.precision), WAX.ticker)}@${WAX.contract}`,
      `${formatAsset(makeAmount(quoteTotal, market.precision), market.ticker)}@${market.contract}`,
    ]);
    const orders = rungs.map((rung) => {
      const wax = { amount: makeAmount(rung.base, WAX.precision), ...WAX };
      const token = { amount: makeAmount(rung.quote, market.precision), ...quoteToken };
      const transfer =
        rung.side === 'buy'
          ? encodePlaceOrder({ owner: maker, give: wax, ask: token }, account)
          : encodePlaceOrder({ owner: maker, give: token, ask: wax }, account);
      return { ...transfer, authorization: [`${maker}@active`] };
    });
    await chain.pushActions(orders);
  }
  return ids;
}

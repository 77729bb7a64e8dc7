/**
 * Seeds the limit-order contract for tests and genesis: configures fees, registers WAX and the
 * tokens, opens the maker's balance slots, and has it open orders on both sides of each token's mid price with the one-step
 * `order:<ask>` transfers the app sends (`encodeLimitTransfer`). Deterministic.
 */
import { encodeLimitTransfer } from '../../../src/core/actions/limit';
import { UNIT_PRICE_SCALE } from '../../../src/core/actions/orderbook';
import { formatAsset, makeAmount, pow10 } from '../../../src/core/amount';
import type { Chain } from '../../chain/node/create';
import { DEFAULT_BOOK_MARKETS, type BookMarketSeed } from '../orderbook/seed';
import { ensureAccount, fund, installContract } from '../orderbook/setup';
import { limitOrderContract } from './limit';
import { CONFIG_KEY, configTable } from './tables';

/** Options of `seedLimitOrders`. */
export interface SeedLimitOrdersOptions {
  /** Contract account (default `calcormining`). */
  readonly account?: string;
  /** The account whose orders are seeded (default `limitmaker`; created and funded). */
  readonly maker?: string;
  /** Tokens traded against WAX, with mid prices (default: the order-book defaults). */
  readonly tokens?: readonly BookMarketSeed[];
  /** Taker and maker fees in basis points (default 25 and 10). */
  readonly fee?: number;
  readonly makerFee?: number;
  /** Orders per side and token (default 3), spaced `stepBps` apart (default 150). */
  readonly ordersPerSide?: number;
  readonly stepBps?: number;
  /** WAX per order (default 500 WAX). */
  readonly orderWax?: bigint;
}

const WAX = { contract: 'eosio.token', ticker: 'WAX', precision: 8 };

/** Configures and seeds the contract; returns the ids of the orders it opened, in order. */
export async function seedLimitOrders(chain: Chain, options: SeedLimitOrdersOptions = {}): Promise<bigint[]> {
  const account = options.account ?? 'calcormining';
  const maker = options.maker ?? 'limitmaker';
  const tokens = options.tokens ?? DEFAULT_BOOK_MARKETS;
  const perSide = options.ordersPerSide ?? 3;
  const stepBps = BigInt(options.stepBps ?? 150);
  const orderWax = (options.orderWax ?? 500n) * pow10(WAX.precision);
  await installContract(chain, account, limitOrderContract);
  await ensureAccount(chain, maker);
  const auth = `${account}@active`;
  await chain.pushAction(account, 'setconfig', { fee: options.fee ?? 25, maker_fee: options.makerFee ?? 10 }, auth);
  await chain.pushActions(
    [WAX, ...tokens].map((token) => ({
      account,
      name: 'addtoken',
      authorization: [auth],
      data: { owner: account, token: { sym: `${token.precision},${token.ticker}`, contract: token.contract } },
    })),
  );

  // The maker's slots, where the fills of its orders are credited.
  await chain.pushActions(
    [WAX, ...tokens].map((token) => ({
      account,
      name: 'openbal',
      authorization: [`${maker}@active`],
      data: { owner: maker, token: { sym: `${token.precision},${token.ticker}`, contract: token.contract } },
    })),
  );

  const firstId = chain.table(account, configTable, account).get(CONFIG_KEY).next_order_id;
  let opened = 0n;
  for (const token of tokens) {
    const transfers = [];
    let waxTotal = 0n;
    let tokenTotal = 0n;
    for (let i = 1n; i <= BigInt(perSide); i++) {
      for (const side of ['buy', 'sell'] as const) {
        const unitPrice = (token.midUnitPrice * (10_000n + (side === 'buy' ? -stepBps : stepBps) * i)) / 10_000n;
        const quote = (orderWax * UNIT_PRICE_SCALE * pow10(token.precision)) / (unitPrice * pow10(WAX.precision));
        if (quote <= 0n) continue;
        const wax = { amount: makeAmount(orderWax, WAX.precision), ...WAX };
        const units = { amount: makeAmount(quote, token.precision), ticker: token.ticker, contract: token.contract };
        transfers.push(
          side === 'buy'
            ? encodeLimitTransfer(maker, wax, { kind: 'order', ask: units }, account)
            : encodeLimitTransfer(maker, units, { kind: 'order', ask: wax }, account),
        );
        if (side === 'buy') waxTotal += orderWax;
        else tokenTotal += quote;
      }
    }
    await fund(chain, maker, [
      `${formatAsset(makeAmount(waxTotal, WAX.precision), WAX.ticker)}@${WAX.contract}`,
      `${formatAsset(makeAmount(tokenTotal, token.precision), token.ticker)}@${token.contract}`,
    ]);
    await chain.pushActions(transfers.map((transfer) => ({ ...transfer, authorization: [`${maker}@active`] })));
    opened += BigInt(transfers.length);
  }
  return Array.from({ length: Number(opened) }, (_, i) => firstId + BigInt(i));
}

/** Resolves a route memo's hops against the venues' tables before anything moves: every hop must trade what the previous one pays. */
import type { ActionContext } from '../../chain';
import type { Exchange } from '../../../src/core/urlParams/exchanges';
import { hopCode, type SwapMemo } from '../../../src/core/swapRouting';
import { alcorBookHop, alcorPoolHop } from './alcorHops';
import type { HopPlan, TokenSym } from './tables';
import { formatTokenSym } from './tokens';
import { adexHop, defiboxHop, fusionHop, neftyHop, tacoHop } from './v2Hops';
import type { VenueResolver } from './venue';

const RESOLVERS: Readonly<Record<Exchange, VenueResolver>> = {
  alcorv2: alcorPoolHop,
  alcormarket: alcorBookHop,
  defibox: defiboxHop,
  taco: tacoHop,
  neftyblocks: neftyHop,
  adex: adexHop,
  waxfusion: fusionHop,
};

/** Every hop of the route from `tokenIn`, checked; aborts when a venue is missing or the chain of tokens breaks. */
export function planRoute(ctx: ActionContext, tokenIn: TokenSym, memo: SwapMemo): HopPlan[] {
  let token = tokenIn;
  const plans = memo.hops.map((hop, i) => {
    const code = hopCode(hop);
    const target = RESOLVERS[hop.exchange]({ ctx, label: `hop ${i + 1} (${code})`, id: hop.id, tokenIn: token });
    token = target.token_out;
    return { code, ...target };
  });
  const { ticker, contract } = memo.tokenOut;
  ctx.check(token.sym.code === ticker && token.contract === contract, `the route ends in ${formatTokenSym(token)}, not ${ticker}@${contract} as the memo asks`);
  return plans;
}

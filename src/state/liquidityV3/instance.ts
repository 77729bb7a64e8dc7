/** The liquidity screens' v3 stores wired to the app: the endpoint's pools and rows, the chain, the quotes worker and the signing list. */
import { computed } from '@preact/signals-react';
import { ALCOR_V3_CONTRACT } from '../../core/actions/alcorv3';
import { amountToDecimalString, DEFAULT_SLIPPAGE, makeAmount } from '../../core/amount';
import { DEFAULT_SPLIT_MAX_ROUTES } from '../../core/swapRouting';
import { readPoolPrice } from '../../core/liquidityV3';
import { createAccountRowsService } from '../../services/accountRows';
import { createPoolsService } from '../../services/poolsService';
import { createSwapService } from '../../services/swapService';
import { quotesClient } from '../../../workers/quotes.client';
import { requireChainClient, selectedEndpoint, user } from '../app';
import { balanceOf, refreshBalances } from '../balances';
import { depositSlippage } from '../liquiditySettings';
import { sendActions } from '../transactions';
import { openModal, runPageFetch } from '../ui';
import { createV3AddStore } from './addStore';
import { createV3PositionStore } from './positionStore';
import type { LiquidityV3Deps } from './types';

/** The selected endpoint's URL, null until one is chosen (the screens wait for it before their first read). */
export const liquidityEndpoint = computed(() => selectedEndpoint.value?.url ?? null);

function endpoint(): string {
  const url = selectedEndpoint.value?.url;
  if (url === undefined) throw new Error('No API endpoint is available yet');
  return url;
}

const deps: LiquidityV3Deps = {
  v3Pools: () => createPoolsService(endpoint()).v3Pools(),
  poolTicks: async (poolId) => (await createAccountRowsService(endpoint()).poolTicks([poolId])).get(poolId) ?? [],
  async positionRow(poolId, positionId) {
    const rows = await requireChainClient().getTableRows<Record<string, unknown>>({
      code: ALCOR_V3_CONTRACT,
      scope: String(poolId),
      table: 'positions',
      lower_bound: positionId,
      upper_bound: positionId,
      limit: 1,
    });
    const row = rows.find((candidate) => String(candidate.id) === positionId);
    return row === undefined ? null : { ...row, scope: poolId };
  },
  async positionIdOf(poolId, owner, tickLower, tickUpper) {
    const rows = await requireChainClient().getTableRows<Record<string, unknown>>({
      code: ALCOR_V3_CONTRACT,
      scope: String(poolId),
      table: 'positions',
      index_position: 3,
      key_type: 'name',
      lower_bound: owner,
      upper_bound: owner,
    });
    const row = rows.find((candidate) => candidate.owner === owner && Number(candidate.tickLower) === tickLower && Number(candidate.tickUpper) === tickUpper);
    return row === undefined ? null : String(row.id);
  },
  async poolPrice(poolId) {
    const rows = await requireChainClient().getTableRows<unknown>({
      code: ALCOR_V3_CONTRACT,
      scope: ALCOR_V3_CONTRACT,
      table: 'pools',
      lower_bound: poolId,
      upper_bound: poolId,
      limit: 1,
    });
    if (rows[0] === undefined) throw new Error(`Pool ${poolId} does not exist`);
    return readPoolPrice(rows[0]);
  },
  async routeQuote(tokenIn, tokenOut) {
    const one = makeAmount(10n ** BigInt(tokenIn.precision), tokenIn.precision);
    const [best] = await createSwapService(endpoint()).swapRoutes({
      tokenIn,
      tokenOut,
      amountIn: amountToDecimalString(one),
      slippage: DEFAULT_SLIPPAGE,
      receiver: '',
      splitMaxRoutes: DEFAULT_SPLIT_MAX_ROUTES,
      filterExchange: [],
      filterType: [],
    });
    return best === undefined ? null : { tokenIn, amountIn: best.amount_in.units, fees: best.fees.units, received: best.amount_received.units };
  },
  quotes: quotesClient(),
  account: () => user.value?.name ?? null,
  balanceOf,
  refreshBalances,
  sendActions,
  runFetch: runPageFetch,
  slippage: () => depositSlippage.value,
  openLogin: () => openModal('login'),
};

/** The add screen's v3 store. */
export const v3Add = createV3AddStore(deps);
/** The manage screen's v3 store. */
export const v3Position = createV3PositionStore(deps);

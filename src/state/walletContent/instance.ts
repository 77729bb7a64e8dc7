/**
 * The wallet page's content stores, wired to the app (issue 18 items 3–5): the selected endpoint's
 * swap service (tokens, pools, trades, mapped rows), the light API, the chain, the lists and quotes
 * workers, named loaders and the signing list.
 */
import { computed } from '@preact/signals-react';
import { readLimitTokens } from '../../core/limit';
import { readLightBalances, type TokenPricing } from '../../core/walletBalances';
import { lpTokenKey } from '../../core/walletBalances';
import type { OrderToken } from '../../core/walletOrders';
import { createAccountRowsService } from '../../services/accountRows';
import { createPoolsService } from '../../services/poolsService';
import { createSwapService } from '../../services/swapService';
import { createTradesService } from '../../services/tradesService';
import { listsClient, type ListsClient } from '../../../workers/lists.client';
import { quotesClient } from '../../../workers/quotes.client';
import { limitContract, network, requireChainClient, requireLightApiClient, selectedEndpoint, user } from '../app';
import { loadMarkets, marketsList } from '../marketsList';
import { sendActions } from '../transactions';
import { notify, runPageFetch } from '../ui';
import { createOrderCanceller } from './cancel';
import { createOpenPositionsStore } from './positions';
import { createWalletTokensStore } from './tokens';
import { createTradeHistoryStore } from './trades';

/** The selected endpoint's API base, null while none is chosen (the tabs wait for one). */
export const walletEndpointUrl = computed(() => selectedEndpoint.value?.url ?? null);

function endpoint(): string {
  const url = walletEndpointUrl.value;
  if (url === null) throw new Error('No API endpoint is available yet');
  return url;
}

const warn = (message: string, error?: unknown) => console.warn(message, error);

async function readBalances(account: string) {
  const answer = await requireLightApiClient().balances(account);
  return readLightBalances(answer.balances, (message) => console.warn(message));
}

async function readPricing(): Promise<ReadonlyMap<string, TokenPricing>> {
  const tokens = await createSwapService(endpoint()).tokens();
  return new Map(tokens.map((token) => [token.key, { waxPrice: token.waxPrice, isLpToken: token.isLpToken, logo: token.logo }]));
}

const pools = () => createPoolsService(endpoint());
const rows = () => createAccountRowsService(endpoint());

/** Lists sort banned contracts last (SPEC §6): tell the worker the network's before the first list. */
function lists(): Pick<ListsClient, 'load' | 'upsert'> {
  const client = listsClient();
  return {
    async load(listId, schema, columns) {
      await client.setBannedContracts(network.value?.bannedContracts ?? []);
      return client.load(listId, schema, columns);
    },
    upsert: (listId, columns) => client.upsert(listId, columns),
  };
}

/** The order-book markets as the open orders need them (cached by the markets list for a minute). */
async function orderMarkets() {
  await loadMarkets({ maxAgeMs: 60_000 });
  const { markets, error } = marketsList.value;
  if (error !== null && markets.length === 0) throw new Error(`markets/: ${error}`);
  return markets.map((market) => ({ id: market.id, base: market.base, quote: market.quote }));
}

/** The limit contract's `tokens` table: `{id, token: {sym: "4,TLM", contract}}`. */
async function limitTokens(): Promise<ReadonlyMap<number, OrderToken>> {
  const tokens = await requireChainClient().getTableRows<unknown>({ code: limitContract, scope: limitContract, table: 'tokens' });
  return readLimitTokens(tokens, warn);
}

export const walletTokens = createWalletTokensStore({
  readBalances,
  readPricing,
  readLpPools: async () => new Map((await pools().v2Pools()).map((pool) => [lpTokenKey(pool), pool])),
  lists: lists(),
  now: () => Date.now(),
  runFetch: runPageFetch,
  warn,
});

export const tradeHistory = createTradeHistoryStore({
  trades: (body, signal) => createTradesService(endpoint()).trades(body, signal),
  lists: lists(),
  runFetch: runPageFetch,
  warn,
});

export const openPositions = createOpenPositionsStore({
  mappedRows: (account) => rows().mappedRows(account),
  poolTicks: (poolIds) => rows().poolTicks(poolIds),
  readBalances,
  v2Pools: () => pools().v2Pools(),
  v3Pools: () => pools().v3Pools(),
  markets: orderMarkets,
  limitTokens,
  quotes: quotesClient(),
  lists: lists(),
  runFetch: runPageFetch,
  warn,
});

export const orderCanceller = createOrderCanceller({
  account: () => user.value?.name ?? null,
  limitContract: () => limitContract,
  sendActions,
  afterCancel: (account) => openPositions.load(account),
  refuse: (reason) => notify({ kind: 'error', title: 'Nothing was cancelled', text: reason }),
});

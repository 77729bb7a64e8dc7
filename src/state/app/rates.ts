import { computed, signal } from '@preact/signals-react';
import { fetchOracleMedian, ORACLE_SCOPES, type OracleScope } from '../../services/delphiOracle';
import { errorMessage } from '../../core/format';
import { requireChainClient } from './clients';

/** SPEC §3 Rates state: raw oracle medians and when they were fetched (0 = never). */
export interface Rates {
  waxpusd: number;
  waxpbtc: number;
  waxpeth: number;
  lastFetch: number;
}

/** SPEC §9: rates are refetched only when older than this. */
export const RATES_MAX_AGE_MS = 20_000;

/** Display-only conversion of 1 WAX (SPEC §9): USD median × 10^-4, BTC and ETH × 10^-8; other currencies and zero rates give 0. */
export function waxPriceIn(currency: string, rates: Rates): number {
  switch (currency.toUpperCase()) {
    case 'USD':
      return rates.waxpusd / 1e4;
    case 'BTC':
      return rates.waxpbtc / 1e8;
    case 'ETH':
      return rates.waxpeth / 1e8;
    default:
      return 0;
  }
}

export interface RatesStoreDeps {
  readMedian: (scope: OracleScope) => Promise<number>;
  now: () => number;
  warn: (message: string) => void;
}

/** The rates store over the given IO (the module's default instance is exported below). */
export function createRatesStore(deps: RatesStoreDeps) {
  const rates = signal<Rates>({ waxpusd: 0, waxpbtc: 0, waxpeth: 0, lastFetch: 0 });
  /** The WAX price in USD, null until known (display only). */
  const waxUsdPrice = computed(() => (rates.value.waxpusd > 0 ? waxPriceIn('USD', rates.value) : null));
  let inFlight: Promise<void> | null = null;

  async function fetchAll(now: number): Promise<void> {
    const results = await Promise.allSettled(ORACLE_SCOPES.map((scope) => deps.readMedian(scope)));
    const next = { ...rates.value };
    let failed = false;
    results.forEach((result, i) => {
      const scope = ORACLE_SCOPES[i] as OracleScope;
      if (result.status === 'fulfilled') next[scope] = result.value;
      else {
        failed = true;
        deps.warn(`Could not read the ${scope} rate; keeping the last one: ${errorMessage(result.reason)}`);
      }
    });
    // Only a complete read counts as fresh, so a failed scope is retried on the next call.
    if (!failed) next.lastFetch = now;
    rates.value = next;
  }

  /** Reads the three oracle medians unless the last read is younger than 20 s; failures keep old values and are logged. */
  function refreshRates(now: number = deps.now()): Promise<void> {
    if (rates.value.lastFetch > 0 && now - rates.value.lastFetch < RATES_MAX_AGE_MS) return Promise.resolve();
    inFlight ??= fetchAll(now).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return { rates, waxUsdPrice, refreshRates };
}

const store = createRatesStore({
  readMedian: (scope) => fetchOracleMedian((params) => requireChainClient().getTableRows(params), scope),
  now: () => Date.now(),
  warn: (message) => console.warn(message),
});

export const { rates, waxUsdPrice, refreshRates } = store;
/** WAX in BTC, null until known (display only). */
export const waxBtcPrice = computed(() => (rates.value.waxpbtc > 0 ? waxPriceIn('BTC', rates.value) : null));

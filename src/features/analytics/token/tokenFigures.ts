/** The token page's derived figures (display numbers only, SPEC §3 Token list view fields). */
import { toDisplayNumber } from '../../../core/amount';
import { formatFixed, formatPercentChange, formatPrice, formatUnits, formatUsd, formatWaxAmount, NO_VALUE, pricePrecision } from '../../../core/format';
import type { TokenDetails } from '../../../services/tokenDetails';
import type { TokenSupply } from '../../../state/tokenPage';
import { changeTone, type Figure } from '../shared/Figures';

/** USD per WAX implied by the token's two prices; null when either is unknown. */
export function usdPerWax(details: Pick<TokenDetails, 'waxPrice' | 'usdPrice'>): number | null {
  const { waxPrice, usdPrice } = details;
  return waxPrice !== null && usdPrice !== null && waxPrice > 0 ? usdPrice / waxPrice : null;
}

/** Market cap in WAX: the supply times the WAX price; null when the price is unknown (a missing stat gives 0). */
export function marketCapWax(details: Pick<TokenDetails, 'waxPrice'>, supply: TokenSupply): number | null {
  return details.waxPrice === null ? null : toDisplayNumber(supply.supply) * details.waxPrice;
}

/** A USD price with the price ladder's decimals (small tokens keep their digits), else `—`. */
export function formatUsdPrice(usd: number | null): string {
  return usd === null ? NO_VALUE : formatUsd(usd, pricePrecision(usd));
}

const inUsd = (wax: number | null, rate: number | null) => (wax === null || rate === null ? null : formatUsd(wax * rate));
const waxText = (wax: number | null) => (wax === null ? NO_VALUE : `${formatWaxAmount(wax)} WAX`);

/** The figures of the token's stats panel, in reading order. */
export function tokenFigures(details: TokenDetails, supply: TokenSupply, holderCount: number | null): Figure[] {
  const { ticker, precision } = details.token;
  const rate = usdPerWax(details);
  const cap = marketCapWax(details, supply);
  return [
    { label: 'Price', value: details.isWax ? '1 WAX' : `${formatPrice(details.waxPrice)} WAX`, detail: formatUsdPrice(details.usdPrice) },
    { label: '24h change', value: formatPercentChange(details.change24h), tone: changeTone(details.change24h) },
    { label: 'Market cap', value: waxText(cap), detail: inUsd(cap, rate) },
    { label: '24h volume', value: waxText(details.volume24h), detail: inUsd(details.volume24h, rate) },
    { label: '7d volume', value: waxText(details.volume7d), detail: inUsd(details.volume7d, rate) },
    { label: '30d volume', value: waxText(details.volume30d), detail: inUsd(details.volume30d, rate) },
    { label: 'Liquidity', value: `${formatFixed(details.liquidity, 0)} ${ticker}`, detail: `TVL ${waxText(details.tvl)}` },
    {
      label: 'Supply',
      wide: true,
      value: `${formatUnits(supply.supply.units, precision, precision)} ${ticker}`,
      detail: supply.known ? `Max ${formatUnits(supply.maxSupply.units, precision, precision)}` : 'No stat on chain',
    },
    { label: 'Holders', value: holderCount === null ? NO_VALUE : holderCount.toLocaleString('en-US') },
  ];
}

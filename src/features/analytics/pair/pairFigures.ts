/** The pair page's figures (display only): price both ways, depth, fee, volumes, TVL. */
import { formatFee, formatPercentChange, formatPrice, formatUnits, formatUsd, formatWaxAmount, priceReversal } from '../../../core/format';
import type { PairDetails } from '../../../services/pairDetails';
import { changeTone, type Figure } from '../shared/Figures';
import { readPair } from './pairView';

const waxText = (wax: number) => `${formatWaxAmount(wax)} WAX`;

function depthFigures(pair: PairDetails): Figure[] {
  const { depth, token0, token1 } = pair;
  const exact = (units: bigint, precision: number, ticker: string) => `${formatUnits(units, precision, precision)} ${ticker}`;
  if (depth.kind === 'reserves')
    return [
      { label: `${token0.ticker} reserve`, value: exact(depth.reserve0.units, token0.precision, token0.ticker), wide: true },
      { label: `${token1.ticker} reserve`, value: exact(depth.reserve1.units, token1.precision, token1.ticker), wide: true },
    ];
  const spread = depth.bestBid > 0 && depth.bestAsk > 0 ? (depth.bestAsk - depth.bestBid) / depth.bestAsk : null;
  return [
    {
      label: 'Bids',
      value: exact(depth.totalBid.units, token0.precision, token0.ticker),
      detail: `${depth.bidLevels.toLocaleString('en-US')} levels`,
      wide: true,
    },
    {
      label: 'Asks',
      value: exact(depth.totalAsk.units, token1.precision, token1.ticker),
      detail: `${depth.askLevels.toLocaleString('en-US')} levels`,
      wide: true,
    },
    {
      label: 'Best bid / ask',
      value: `${formatPrice(depth.bestBid || null)} / ${formatPrice(depth.bestAsk || null)}`,
      detail: spread === null ? 'One side is empty' : `Spread ${formatPercentChange(spread).replace('+', '')}`,
    },
  ];
}

/** The pair's figures in reading order. */
export function pairFigures(pair: PairDetails): Figure[] {
  const reading = readPair(pair);
  const { base, quote, price } = reading;
  const change = pair.change24h === null ? null : reading.reversed ? priceReversal(pair.change24h) : pair.change24h;
  const usdPerWax = pair.volume24h > 0 ? pair.volume24hUsd / pair.volume24h : null;
  const usd = (wax: number) => (usdPerWax === null ? undefined : formatUsd(wax * usdPerWax));
  return [
    { label: `Price (${quote.ticker})`, value: `${formatPrice(price || null)} ${quote.ticker}`, detail: `per ${base.ticker}` },
    { label: `Price (${base.ticker})`, value: `${formatPrice(price > 0 ? 1 / price : null)} ${base.ticker}`, detail: `per ${quote.ticker}` },
    { label: '24h change', value: formatPercentChange(change), tone: changeTone(change) },
    ...depthFigures(pair),
    { label: 'Fee', value: formatFee(pair.feeBps) },
    { label: 'TVL', value: waxText(pair.tvl), detail: usd(pair.tvl) },
    { label: '24h volume', value: waxText(pair.volume24h), detail: usd(pair.volume24h) },
    { label: '7d volume', value: waxText(pair.volume7d), detail: usd(pair.volume7d) },
    { label: '30d volume', value: waxText(pair.volume30d), detail: usd(pair.volume30d) },
  ];
}

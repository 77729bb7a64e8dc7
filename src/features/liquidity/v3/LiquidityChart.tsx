import type { LiquidityRange } from '../../../core/v3';

type LiquidityChartProps = {
  distribution: readonly LiquidityRange[];
  /** The pool's tick (the price line). */
  tick: number;
  /** The chosen range, shaded. */
  range: { tickLower: number; tickUpper: number } | null;
};

const WIDTH = 600;
const HEIGHT = 120;

/** The pool's liquidity by price range as bars (quotes worker `liquidityDistribution`), the chosen range shaded. */
export function LiquidityChart({ distribution, tick, range }: LiquidityChartProps) {
  // The window: around the price, wide enough for the chosen range, so full-range ends do not flatten the rest.
  const reach = Math.max(3000, range ? Math.min(Math.max(tick - range.tickLower, range.tickUpper - tick) * 2, 50_000) : 0);
  const from = tick - reach;
  const to = tick + reach;
  const finite = distribution.filter((item) => item.tickUpper > from && item.tickLower < to);
  if (finite.length === 0) return <p className="text-muted">No liquidity near the price.</p>;
  const span = Math.max(to - from, 1);
  const x = (t: number) => ((Math.min(Math.max(t, from), to) - from) / span) * WIDTH;
  const top = finite.reduce((max, item) => (item.liquidity > max ? item.liquidity : max), 1n);
  // Bar heights are display only: the liquidity's share of the tallest, in thousandths.
  const height = (liquidity: bigint) => (Number((liquidity * 1000n) / top) / 1000) * (HEIGHT - 4);
  return (
    <svg className="v3-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label="Liquidity by price">
      {range && <rect className="v3-chart__range" x={x(range.tickLower)} y={0} width={Math.max(x(range.tickUpper) - x(range.tickLower), 1)} height={HEIGHT} />}
      {finite.map((item) => (
        <rect
          key={item.tickLower}
          className="v3-chart__bar"
          x={x(item.tickLower)}
          y={HEIGHT - height(item.liquidity)}
          width={Math.max(x(item.tickUpper) - x(item.tickLower), 1)}
          height={height(item.liquidity)}
        />
      ))}
      <line className="v3-chart__price" x1={x(tick)} x2={x(tick)} y1={0} y2={HEIGHT} />
    </svg>
  );
}

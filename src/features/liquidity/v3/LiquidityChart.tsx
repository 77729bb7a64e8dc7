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
  // The window: the ranges near the price, so a full-range position's ends do not flatten the rest.
  const finite = distribution.filter((item) => Math.abs(item.tickLower - tick) < 50_000 || Math.abs(item.tickUpper - tick) < 50_000);
  if (finite.length === 0) return <p className="text-muted">No liquidity in this pool yet.</p>;
  const from = Math.max(Math.min(...finite.map((item) => item.tickLower)), tick - 50_000);
  const to = Math.min(Math.max(...finite.map((item) => item.tickUpper)), tick + 50_000);
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

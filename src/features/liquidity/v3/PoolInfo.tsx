import { invertPrice } from '../../../core/liquidityV3';
import { formatPrice, formatWaxAmount } from '../../../core/format';
import type { PoolDetail } from '../../../state/liquidityV3';
import { priceNumber, unitsText } from './format';

type PoolInfoProps = {
  pool: PoolDetail;
  /** The lock and the suggested price, on the add screen only (a position's range is fixed). */
  lock?: { locked: boolean; onLock: (locked: boolean) => void; onSuggested: () => void };
};

/** What the pool's ranges hold in each token, and their WAX worth when both prices are known. */
function lockedValue(pool: PoolDetail) {
  let a = 0n;
  let b = 0n;
  for (const range of pool.distribution) {
    a += range.amountA;
    b += range.amountB;
  }
  const { tokenAWaxPrice: pa, tokenBWaxPrice: pb } = pool.info;
  const wax = pa === null || pb === null ? null : (Number(a) / 10 ** pool.tokenA.precision) * pa + (Number(b) / 10 ** pool.tokenB.precision) * pb;
  return { a, b, wax };
}

/** The price lock: "Locked" while the price is held, reading "Unlock" on hover (the click unlocks). */
function PriceLock({ locked, onLock }: { locked: boolean; onLock: (locked: boolean) => void }) {
  return (
    <button
      type="button"
      className={locked ? 'button button--ghost button--sm v3-lock v3-lock--on' : 'button button--ghost button--sm v3-lock'}
      aria-pressed={locked}
      title={locked ? 'Unlock the price (follow the pool)' : 'Lock the price while you fill the form'}
      aria-label={locked ? 'Unlock price' : 'Lock price'}
      onClick={() => onLock(!locked)}
    >
      <span className="v3-lock__closed" aria-hidden="true">
        {locked ? 'Locked' : 'Lock'}
      </span>
      {locked && (
        <span className="v3-lock__hover" aria-hidden="true">
          Unlock
        </span>
      )}
    </button>
  );
}

/** Pool info (SPEC §2): the price both ways, a lock that keeps it while you fill the form, the suggested price, liquidity and value locked. */
export function PoolInfo({ pool, lock }: PoolInfoProps) {
  const { tokenA, tokenB } = pool;
  const tvl = lockedValue(pool);
  return (
    <dl className="v3-facts">
      <dt>Price</dt>
      <dd>
        <span data-testid="v3-price">
          1 {tokenA.ticker} = {formatPrice(priceNumber(pool.price))} {tokenB.ticker}
        </span>
        {lock && <PriceLock {...lock} />}
      </dd>
      <dt>Inverse</dt>
      <dd>
        1 {tokenB.ticker} = {formatPrice(priceNumber(invertPrice(pool.price)))} {tokenA.ticker}
      </dd>
      {lock && (
        <>
          <dt>Suggested price</dt>
          <dd>
            <button type="button" className="button button--ghost button--sm" onClick={lock.onSuggested} title="Centre the range on the pool's price (±10 %)">
              {formatPrice(priceNumber(pool.price))} {tokenB.ticker}
            </button>
          </dd>
        </>
      )}
      <dt>Liquidity in range</dt>
      <dd data-testid="v3-pool-liquidity">{pool.info.liquidity.toString()}</dd>
      <dt>Tokens in positions</dt>
      <dd>
        {unitsText(tvl.a, tokenA.precision)} {tokenA.ticker} · {unitsText(tvl.b, tokenB.precision)} {tokenB.ticker}
      </dd>
      <dt>TVL</dt>
      <dd>{tvl.wax === null ? '—' : `${formatWaxAmount(tvl.wax)} WAX`}</dd>
    </dl>
  );
}

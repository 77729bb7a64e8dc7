import type { ReactNode } from 'react';
import './LiquidityLayout.css';

type LiquidityLayoutProps = {
  /** Exchange, pair, fee tier and the deposit box. */
  form: ReactNode;
  /** Pool info, position info and the price range. */
  details: ReactNode;
};

/** The liquidity screens' grid: the form beside the pool and position details from 1024 px, stacked below. */
export function LiquidityLayout({ form, details }: LiquidityLayoutProps) {
  return (
    <div className="liquidity-layout">
      <div className="liquidity-layout__form">{form}</div>
      <div className="liquidity-layout__details">{details}</div>
    </div>
  );
}

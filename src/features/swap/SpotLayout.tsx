import type { ReactNode } from 'react';
import './SpotLayout.css';

type SpotLayoutProps = {
  /** The spot box (left column from 1024 px). */
  box: ReactNode;
  /** The panels beside it: chart, routes or orders. */
  children: ReactNode;
};

/** The spot screens' grid: the 480 px spot box beside the chart column; stacked below 1024 px (SPEC §2). */
export function SpotLayout({ box, children }: SpotLayoutProps) {
  return (
    <div className="spot-layout">
      <div className="spot-layout__box">{box}</div>
      <div className="spot-layout__side">{children}</div>
    </div>
  );
}

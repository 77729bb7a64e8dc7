import { signal } from '@preact/signals-react';

/** The market screen's views, one at a time on a phone. */
export type MarketView = 'chart' | 'book' | 'trades' | 'trade';

/**
 * The view a phone shows on the market screen. It lives here, not in the component: the screen's
 * placeholder (while the markets list loads) and the screen itself are two components, and a tab
 * tapped on the first must still be the one shown by the second.
 */
export const marketView = signal<MarketView>('chart');

/** Shows one of the market screen's views. */
export function showMarketView(view: MarketView): void {
  marketView.value = view;
}

/** The chart's colours and font, read from the app's CSS tokens (DESIGN §7: dark theme, one green, one red). */

/** What the chart paints with. */
export type ChartPalette = {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly border: string;
  readonly buy: string;
  readonly sell: string;
  readonly buyVolume: string;
  readonly sellVolume: string;
  /** One per moving average, in the order of the periods; greys, so green and red keep their meaning. */
  readonly averages: readonly string[];
  readonly fontFamily: string;
};

// The tokens' own values, used where the stylesheet is not loaded (tests, an embed without it).
const FALLBACK = {
  '--bg-panel': '#12161d',
  '--text-muted': '#9aa4b5',
  '--border': '#252c38',
  '--border-strong': '#343d4d',
  '--buy': '#26c281',
  '--sell': '#f0506e',
  '--text': '#e6e9ef',
  '--text-faint': '#6b7588',
  '--font-mono': 'ui-monospace, Menlo, monospace',
} as const;

/** The tokens the moving averages are drawn in, by position (the legend names them in the same colours). */
export const AVERAGE_TOKENS = ['--text', '--text-muted', '--text-faint'] as const;

/** `#rrggbb` at an opacity as `rgba(…)`; any other colour is returned as it is. */
export function withAlpha(colour: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return colour;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The palette from the tokens in effect at `element`. */
export function readPalette(element: Element): ChartPalette {
  const style = getComputedStyle(element);
  const token = (name: keyof typeof FALLBACK) => style.getPropertyValue(name).trim() || FALLBACK[name];
  const buy = token('--buy');
  const sell = token('--sell');
  return {
    background: token('--bg-panel'),
    text: token('--text-muted'),
    grid: token('--border'),
    border: token('--border-strong'),
    buy,
    sell,
    buyVolume: withAlpha(buy, 0.45),
    sellVolume: withAlpha(sell, 0.45),
    averages: AVERAGE_TOKENS.map(token),
    fontFamily: token('--font-mono'),
  };
}

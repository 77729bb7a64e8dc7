import type { ReactNode } from 'react';
import './Figures.css';

/** One figure: a label, its value and an optional line under it (a second unit, a note). */
export type Figure = {
  readonly label: string;
  readonly value: ReactNode;
  readonly detail?: ReactNode;
  /** Gains and losses in their colours (DESIGN §7), only for changes. */
  readonly tone?: 'gain' | 'loss' | null;
  /** Two columns wide: exact amounts of big supplies do not fit one. */
  readonly wide?: boolean;
};

/** A dense grid of labelled figures (a description list, so each value is read with its label). */
export function Figures({ items, label }: { items: readonly Figure[]; label: string }) {
  return (
    <dl className="figures" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={item.wide ? 'figures__item figures__item--wide' : 'figures__item'}>
          <dt className="figures__label">{item.label}</dt>
          <dd className={item.tone ? `figures__value figures__value--${item.tone}` : 'figures__value'}>{item.value}</dd>
          {item.detail != null && <dd className="figures__detail">{item.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The tone of a change: gains green, losses red, none for zero or unknown. */
export function changeTone(change: number | null): Figure['tone'] {
  if (change === null || !Number.isFinite(change) || change === 0) return null;
  return change > 0 ? 'gain' : 'loss';
}

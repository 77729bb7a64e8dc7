import type { ReactNode } from 'react';
import './InfoRows.css';

/** One labelled figure; `testId` names it for e2e readers. */
export type InfoRow = { readonly label: string; readonly value: ReactNode; readonly testId?: string };

/** A dense label/value list for the pool, position and receive panels. */
export function InfoRows({ rows, label }: { rows: readonly InfoRow[]; label: string }) {
  return (
    <dl className="info-rows" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="info-rows__row">
          <dt>{row.label}</dt>
          <dd className="num" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

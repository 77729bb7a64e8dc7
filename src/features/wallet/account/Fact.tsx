import type { ReactNode } from 'react';
import './account.css';

/** One row of an account fact list: a label and its value (numbers right-aligned in tabular figures). */
export function Fact({ label, children, sub, testId }: { label: string; children: ReactNode; sub?: ReactNode; testId?: string }) {
  return (
    <div className="account-fact">
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {children}
        {sub != null && <div className="account-fact__sub">{sub}</div>}
      </dd>
    </div>
  );
}

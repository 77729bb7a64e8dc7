import type { LiquidityAction } from '../../../core/liquidityV3';

/** One action's data in a line: its fields as the contract reads them. */
function dataText(data: Readonly<Record<string, unknown>>): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? Object.values(value).join('@') : String(value)}`)
    .join(', ');
}

/** Every action the button signs, in order, with its data: one transaction, shown before signing. */
export function ActionsPreview({ actions, open = false }: { actions: readonly LiquidityAction[]; open?: boolean }) {
  return (
    <details className="v3-actions" open={open}>
      <summary>
        One transaction, {actions.length} actions: {actions.map((action) => action.name).join(', ')}
      </summary>
      <ol aria-label="Actions to sign">
        {actions.map((action, index) => (
          <li key={index}>
            <code>
              {action.account}::{action.name}
            </code>{' '}
            <span className="text-muted">{dataText(action.data)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

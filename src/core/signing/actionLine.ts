/**
 * One line per action in the signing list, so the user sees every action a transaction carries
 * before signing it: `contract::action`, then what its data moves or names — a transfer's quantity
 * and receiver, a token (`{sym, contract}`), a symbol, or a list of quantities.
 */

/** An action as the signing list holds it. */
export interface ActionForLine {
  readonly account: string;
  readonly name: string;
  readonly data: object;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function token(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sym, contract } = value as { sym?: unknown; contract?: unknown };
  return text(sym) && text(contract) ? `${String(sym)}@${String(contract)}` : null;
}

function quantities(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const items = value.map((item) => text((item as { quantity?: unknown } | null)?.quantity));
  return items.length > 0 && items.every((item) => item !== null) ? items.join(', ') : null;
}

/** `alien.worlds::transfer 4000.0000 TLM → calcormining`, `calcormining::addtoken 4,TLM@alien.worlds`, … */
export function actionLine(action: ActionForLine): string {
  const data = action.data as Record<string, unknown>;
  const head = `${action.account}::${action.name}`;
  const quantity = text(data.quantity);
  const to = text(data.to);
  const detail =
    (quantity && to ? `${quantity} → ${to}` : null) ??
    token(data.token) ??
    (text(data.symbol) && text(data.owner) ? `${String(data.symbol)} for ${String(data.owner)}` : null) ??
    quantities(data.balances);
  return detail === null ? head : `${head} ${detail}`;
}

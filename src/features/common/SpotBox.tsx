import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { tokenParam, type TokenId, type TokenPair } from '../../core/domain';
import './SpotBox.css';

/** The two spot order types, each a route of its own. */
export type SpotOrderType = 'swap' | 'limit';

const ORDER_TYPES: readonly { id: SpotOrderType; label: string }[] = [
  { id: 'swap', label: 'Swap' },
  { id: 'limit', label: 'Limit' },
];

/** The path of a spot screen keeping the pair, so switching Swap ⇄ Limit stays on the same tokens. */
export function spotPath(type: SpotOrderType, pair: TokenPair<TokenId | null>): string {
  if (!pair.input) return `/${type}`;
  const output = pair.output ? `/${tokenParam(pair.output)}` : '';
  return `/${type}/${tokenParam(pair.input)}${output}`;
}

type SpotBoxProps = {
  active: SpotOrderType;
  pair: TokenPair<TokenId | null>;
  /** Controls at the right end of the tab row (e.g. the settings button). */
  tools?: ReactNode;
  /** The order form, with its own action button. */
  children: ReactNode;
};

/** The left spot box (max 480 px): order-type tabs, the token fields area and the action area (SPEC §2 Swap screen). */
export function SpotBox({ active, pair, tools, children }: SpotBoxProps) {
  return (
    <section className="spot-box" aria-label={active === 'swap' ? 'Swap' : 'Limit order'}>
      <div className="spot-box__head">
        <nav className="spot-box__types tabs" aria-label="Order type">
          {ORDER_TYPES.map((type) => (
            <Link
              key={type.id}
              to={spotPath(type.id, pair)}
              className={type.id === active ? 'tab is-active' : 'tab'}
              aria-current={type.id === active ? 'page' : undefined}
            >
              {type.label}
            </Link>
          ))}
        </nav>
        {tools != null && <div className="spot-box__tools">{tools}</div>}
      </div>
      <div className="spot-box__body">{children}</div>
    </section>
  );
}

import type { TokenId } from '../../core/domain';
import './TokenBadge.css';

type TokenBadgeProps = { token: TokenId & { readonly logo?: string | null }; size?: number };

/** A token's logo, or a round badge with its ticker's first letters when it has none. */
export function TokenBadge({ token, size = 24 }: TokenBadgeProps) {
  if (token.logo) return <img className="token-badge" src={token.logo} alt="" width={size} height={size} />;
  return (
    <span className="token-badge token-badge--letters" style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }} aria-hidden="true">
      {token.ticker.slice(0, 3)}
    </span>
  );
}

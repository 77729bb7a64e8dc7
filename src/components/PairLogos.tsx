import type { CSSProperties } from 'react';
import { TokenLogo } from './tokenLogo';
import './PairLogos.css';

/** A token as the logos need it: its ticker (the letters when there is no logo) and its logo URL, '' or null for none. */
type LogoToken = { readonly ticker: string; readonly logo: string | null };

/** A pair's two token logos, the priced token in front (letters where a token has no logo). Decorative: the pair's name is written beside it. */
export function PairLogos({ token, quote, size = 20 }: { token: LogoToken; quote: LogoToken; size?: number }) {
  return (
    <span className="pair-logos" aria-hidden="true" style={{ '--pair-logos-size': `${size}px` } as CSSProperties}>
      <TokenLogo ticker={quote.ticker} logo={quote.logo} size={size} className="pair-logos__logo" />
      <TokenLogo ticker={token.ticker} logo={token.logo} size={size} className="pair-logos__logo" />
    </span>
  );
}

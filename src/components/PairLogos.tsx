import './PairLogos.css';

/** A token as the logos need it: its ticker (the letters when there is no logo) and its logo URL, '' or null for none. */
type LogoToken = { readonly ticker: string; readonly logo: string | null };

function TokenLogo({ token, size }: { token: LogoToken; size: number }) {
  if (token.logo) return <img className="pair-logos__logo" src={token.logo} alt="" width={size} height={size} decoding="async" />;
  return (
    <span className="pair-logos__logo pair-logos__logo--letters" style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}>
      {token.ticker.slice(0, 3)}
    </span>
  );
}

/** A pair's two token logos, the priced token in front (letters where a token has no logo). Decorative: the pair's name is written beside it. */
export function PairLogos({ token, quote, size = 20 }: { token: LogoToken; quote: LogoToken; size?: number }) {
  return (
    <span className="pair-logos" aria-hidden="true" style={{ width: Math.round(size * 1.6), height: size }}>
      <TokenLogo token={quote} size={size} />
      <TokenLogo token={token} size={size} />
    </span>
  );
}

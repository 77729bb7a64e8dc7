/** A token's logo, or a round badge of its ticker's first letters when it has none (decorative: the ticker is written beside it). */
export function TokenMark({ ticker, logo, size = 20 }: { ticker: string; logo?: string | null; size?: number }) {
  if (logo) return <img className="token-mark" src={logo} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className="token-mark token-mark--letters" style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }} aria-hidden="true">
      {ticker.slice(0, 3)}
    </span>
  );
}

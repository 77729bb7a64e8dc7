import { useCallback, useSyncExternalStore } from 'react';
import { browserLogoLoader } from './browserLogoLoader';
import type { LogoLoader } from './logoLoader';
import './TokenLogo.css';

type TokenLogoProps = {
  /** The token's ticker: its first letters stand in while there is no logo. */
  ticker: string;
  /** The logo's URL, '' or null for none. */
  logo: string | null | undefined;
  size?: number;
  /** Extra classes for the place it sits in (both the image and the letters get them). */
  className?: string;
  /** Tests pass their own; screens use the browser's. */
  loader?: LogoLoader;
};

const NO_LOGO = () => () => undefined;

/**
 * A token's round logo, or a badge of its ticker's first letters while the logo is not decoded yet,
 * when it failed, or when there is none (decorative: the ticker is written beside it). Logos are
 * loaded in idle time by `logoLoader`, so a row that scrolls in never waits on an image.
 */
export function TokenLogo({ ticker, logo, size = 20, className, loader = browserLogoLoader }: TokenLogoProps) {
  const url = logo || null;
  const subscribe = useCallback((listener: () => void) => (url === null ? NO_LOGO() : loader.subscribe(url, listener)), [url, loader]);
  const logoClass = useSyncExternalStore(subscribe, () => (url === null ? null : loader.logoClass(url)));
  const box = { width: size, height: size };
  const classes = (extra: string) => ['token-logo', extra, className].filter(Boolean).join(' ');
  if (logoClass !== null) return <span className={classes(`token-logo--image ${logoClass}`)} style={box} aria-hidden="true" />;
  return (
    // The letters are drawn by CSS from data-letters: they are a picture beside the ticker written out,
    // and as text they doubled it in every button that shows both ("WAX WAX", named "WAX (eosio.token)").
    <span
      className={classes('token-logo--letters')}
      style={{ ...box, fontSize: Math.round(size * 0.38) }}
      data-letters={ticker.slice(0, 3)}
      aria-hidden="true"
    />
  );
}

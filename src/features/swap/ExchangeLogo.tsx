import { EXCHANGE_NAMES, type Exchange } from '../../core/urlParams/exchanges';

type ExchangeLogoProps = { exchange: Exchange; size?: number; withName?: boolean };

/** An exchange's logo from /logos/<exchange>.svg, named for screen readers (and on screen with `withName`). */
export function ExchangeLogo({ exchange, size = 16, withName = false }: ExchangeLogoProps) {
  const name = EXCHANGE_NAMES[exchange];
  return (
    <span className="exchange-logo" title={name}>
      <img src={`/logos/${exchange}.svg`} alt={withName ? '' : name} width={size} height={size} />
      {withName && <span className="exchange-logo__name">{name}</span>}
    </span>
  );
}

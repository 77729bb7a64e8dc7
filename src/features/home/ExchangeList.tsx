import { EXCHANGES, EXCHANGE_NAMES } from '../../core/urlParams';
import { EXCHANGE_KINDS } from './homeContent';

/** The seven supported exchanges with their monogram logos (served from /logos). */
export function ExchangeList() {
  return (
    <section className="home-section" aria-labelledby="home-exchanges-title">
      <h2 id="home-exchanges-title">Supported exchanges</h2>
      <p className="home-section__lead">Routes, markets and pools come from these venues, all on WAX.</p>
      <ul className="exchange-list">
        {EXCHANGES.map((exchange) => (
          <li key={exchange} className="exchange-item">
            <img className="exchange-item__logo" src={`/logos/${exchange}.svg`} alt="" width={36} height={36} />
            <span className="exchange-item__text">
              <span className="exchange-item__name">{EXCHANGE_NAMES[exchange]}</span>
              <span className="exchange-item__kind">{EXCHANGE_KINDS[exchange]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

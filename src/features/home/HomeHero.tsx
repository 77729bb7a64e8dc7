import { Link } from 'react-router-dom';
import { EXCHANGES } from '../../core/urlParams';

/** The home page's opening: what Waxwing is and the two ways in. */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <p className="home-hero__eyebrow">WAX trading desk · Alpha version</p>
      <h1 id="home-title" className="home-hero__title">
        Swap trading aggregation with smart order routing
      </h1>
      <p className="home-hero__lead">
        Waxwing brings market analysis and an advanced trading desk to WAX: swap across {EXCHANGES.length} exchanges through split routes, trade on order books
        with live charts, and manage v2 and v3 liquidity from one screen.
      </p>
      <div className="home-hero__actions">
        <Link className="button button--primary button--lg" to="/swap">
          Start swapping
        </Link>
        <Link className="button button--secondary button--lg" to="/markets">
          Browse markets
        </Link>
      </div>
    </section>
  );
}

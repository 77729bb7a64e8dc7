import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { KEY_FEATURES, TECHNOLOGIES } from './aboutContent';
import './About.css';

/** The about page (route /about): key features and the technologies behind them (SPEC §1). */
export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <article className="about container">
      <h1>About Waxwing</h1>
      <p className="about__lead">
        Waxwing is an alpha-version trading front end for the WAX blockchain: swap trading aggregation with smart order routing, market analysis and an advanced
        trading desk, for active traders and liquidity providers. It never holds your funds; every transaction is signed in your own wallet.
      </p>

      <section className="about__section" aria-labelledby="about-features">
        <h2 id="about-features">Key features</h2>
        <ul className="about__features">
          {KEY_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="about-tech">
        <h2 id="about-tech">Technologies</h2>
        <dl className="about__tech">
          {TECHNOLOGIES.map((technology) => (
            <div key={technology.name} className="about__tech-row">
              <dt>
                <a href={technology.href} target="_blank" rel="noopener noreferrer">
                  {technology.name}
                </a>
              </dt>
              <dd>{technology.role}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="about__section" aria-labelledby="about-alpha">
        <h2 id="about-alpha">Alpha version</h2>
        <p>
          Waxwing is still in alpha. Read what your wallet shows before you sign, and start with small amounts. <Link to="/swap">Go to Spot</Link> when you are
          ready.
        </p>
      </section>
    </article>
  );
}

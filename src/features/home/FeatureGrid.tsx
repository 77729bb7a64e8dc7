import { Link } from 'react-router-dom';
import { FEATURE_TILES } from './homeContent';

/** The features grid: one tile per thing Waxwing does, each linking to its screen. */
export function FeatureGrid() {
  return (
    <section className="home-section" aria-labelledby="home-features-title">
      <h2 id="home-features-title">What you can do</h2>
      <ul className="feature-grid">
        {FEATURE_TILES.map((tile) => (
          <li key={tile.title} className="feature-tile">
            <h3 className="feature-tile__title">{tile.title}</h3>
            <p className="feature-tile__text">{tile.text}</p>
            <Link className="feature-tile__link" to={tile.to}>
              {tile.linkLabel} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

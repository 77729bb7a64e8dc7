import { useDocumentTitle } from '../common/useDocumentTitle';
import { ExchangeList } from './ExchangeList';
import { FeatureGrid } from './FeatureGrid';
import { HomeHero } from './HomeHero';
import './Home.css';

/** The home page (route /): hero, features and the supported exchanges (SPEC §1). */
export default function HomePage() {
  useDocumentTitle('Home');
  return (
    <div className="home container">
      <HomeHero />
      <FeatureGrid />
      <ExchangeList />
    </div>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { MenuButton } from '../../components/MenuButton';
import { activeTab, type NavTab } from './activeTab';

const TABS: readonly { tab: NavTab; label: string; to: string }[] = [
  { tab: 'home', label: 'Home', to: '/' },
  { tab: 'spot', label: 'Spot', to: '/swap' },
  { tab: 'markets', label: 'Markets', to: '/markets' },
];

/** The header's tabs (SPEC §2 Layout): Home, Spot, Markets and the Analytics menu, lit by `activeTab`. */
export function HeaderNav() {
  const { pathname } = useLocation();
  const current = activeTab(pathname);
  return (
    <nav className="header-nav" aria-label="Main">
      {TABS.map(({ tab, label, to }) => (
        <Link key={tab} to={to} className={`header-nav__tab${current === tab ? ' is-active' : ''}`} aria-current={current === tab ? 'page' : undefined}>
          {label}
        </Link>
      ))}
      <MenuButton label="Analytics" active={current === 'analytics'} className="header-nav__menu">
        <Link role="menuitem" to="/analytics" aria-current={pathname === '/analytics' ? 'page' : undefined}>
          Statistics
        </Link>
        <Link role="menuitem" to="/analytics/listings" aria-current={pathname === '/analytics/listings' ? 'page' : undefined}>
          New pools
        </Link>
      </MenuButton>
    </nav>
  );
}

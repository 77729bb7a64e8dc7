import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { SideDrawer } from '../../components/SideDrawer';
import { drawerOpen, user } from '../../state/app';
import { logout } from '../../state/wallet';
import { EndpointSelector } from '../../features/common/EndpointSelector';
import { WaxPrice } from './WaxPrice';
import './NavDrawer.css';

const PUBLIC_LINKS: readonly { to: string; label: string }[] = [
  { to: '/', label: 'Home' },
  { to: '/swap/', label: 'Spot' },
  { to: '/markets/', label: 'Markets' },
  { to: '/analytics/', label: 'Analytics' },
  { to: '/analytics/listings/', label: 'New pools' },
];

function closeDrawer(): void {
  drawerOpen.value = false;
}

/** The side drawer (SPEC §2 Layout): navigation, the account's links when logged in, and the endpoint selector. */
export function NavDrawer() {
  useSignals();
  const session = user.value;
  return (
    <SideDrawer open={drawerOpen.value} onClose={closeDrawer} label="Menu">
      <WaxPrice className="nav-drawer__price" />
      <nav aria-label="Drawer">
        <ul className="nav-drawer__links">
          {PUBLIC_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={closeDrawer}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {session ? (
          <ul className="nav-drawer__links nav-drawer__links--account" aria-label={`Account ${session.name}`}>
            <li>
              <Link to={`/wallet/${session.name}`} onClick={closeDrawer}>
                My wallet
              </Link>
            </li>
            <li>
              <Link to="/wallet/transfer" onClick={closeDrawer}>
                Transfer assets
              </Link>
            </li>
            <li>
              <Link to="/liquidity/add" onClick={closeDrawer}>
                Add liquidity
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="nav-drawer__logout"
                onClick={() => {
                  closeDrawer();
                  Promise.resolve(logout()).catch((error: unknown) => console.error('Logout failed', error));
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        ) : null}
      </nav>
      <EndpointSelector />
    </SideDrawer>
  );
}

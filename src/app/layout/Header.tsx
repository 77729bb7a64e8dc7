import { Link } from 'react-router-dom';
import { MenuIcon } from '../../components/icons/uiIcons';
import { Logo } from '../../components/Logo';
import { drawerOpen } from '../../state/app';
import { AccountButton } from './AccountButton';
import { HeaderNav } from './HeaderNav';
import { WaxPrice } from './WaxPrice';
import './Header.css';

/** The 64 px header: logo, tabs (desktop), WAX price, wallet button and the drawer's menu button. */
export function Header() {
  return (
    <header className="app-header">
      <div className="app-header__inner container">
        <Link to="/" className="app-header__logo" aria-label="Waxwing Alpha version, home">
          <Logo />
        </Link>
        <HeaderNav />
        <div className="app-header__end">
          <WaxPrice className="app-header__price" />
          <AccountButton />
          <button type="button" className="button button--ghost button--icon" aria-label="Open menu" onClick={() => (drawerOpen.value = true)}>
            <MenuIcon size={20} />
          </button>
        </div>
      </div>
    </header>
  );
}

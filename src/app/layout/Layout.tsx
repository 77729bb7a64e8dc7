import { useSignals } from '@preact/signals-react/runtime';
import { Loader } from '../../components/Loader';
import { ModalHost } from '../../features/common/ModalHost';
import { NotificationHost } from '../../features/common/NotificationHost';
import { ProgressHost } from '../../features/common/ProgressHost';
import { autologinPending } from '../../state/app';
import { layoutDisabled } from '../../state/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavDrawer } from './NavDrawer';
import { PageOutlet } from './PageOutlet';
import './Layout.css';

/**
 * The shell around every route (SPEC §2 Layout): progress bar, header, page, footer, drawer, modals and toasts.
 * With disable_layout=true only the page and its modals are drawn (the signing list and toasts stay
 * hidden: transactions are signed in turn without them); while the autologin runs a full-page loader
 * replaces the header.
 */
export default function Layout() {
  useSignals();
  if (layoutDisabled.value) {
    return (
      <>
        <PageOutlet />
        <ModalHost embedded />
      </>
    );
  }
  const restoringSession = autologinPending.value;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <ProgressHost />
      {restoringSession ? <Loader fullPage message="Restoring your wallet session…" /> : <Header />}
      <main id="main-content" className="app-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
      <NavDrawer />
      <ModalHost />
      <NotificationHost />
    </div>
  );
}

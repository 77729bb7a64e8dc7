import { useLocation, useNavigate } from 'react-router-dom';
import type { TabItem } from '../../components/Panel';

/** The wallet content tabs; the id is also the URL hash (SPEC §2 URL behaviour, §4 Market tabs). */
export type WalletTab = 'tokens' | 'trade_history' | 'open_positions';

export const WALLET_TABS: readonly TabItem<WalletTab>[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'trade_history', label: 'Trade history' },
  { id: 'open_positions', label: 'Open positions' },
];

/** The tab a URL hash names; tokens (the default) for an empty or unknown hash. */
export function walletTabFromHash(hash: string): WalletTab {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  return WALLET_TABS.find((tab) => tab.id === id)?.id ?? 'tokens';
}

/** The selected wallet tab, kept in the URL hash: reading the hash selects it, selecting writes it. */
export function useWalletTab(): [WalletTab, (tab: WalletTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const select = (tab: WalletTab) => {
    // Replace: switching tabs is not a navigation the back button should step through.
    navigate({ pathname: location.pathname, search: location.search, hash: tab }, { replace: true });
  };
  return [walletTabFromHash(location.hash), select];
}

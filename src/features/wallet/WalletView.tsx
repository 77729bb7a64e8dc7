import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { NamedLoader } from '../common/NamedLoader';
import { WalletContent } from './WalletContent';
import './WalletView.css';

type WalletViewProps = {
  account: string;
  /** The logged-in user's own wallet: transfers and claims are theirs to make. */
  isOwn: boolean;
};

/** One account's wallet (SPEC §2 Wallet page): account header, claims, balances, then the content tabs. */
export function WalletView({ account, isOwn }: WalletViewProps) {
  return (
    <PageFrame
      title={account}
      actions={
        isOwn ? (
          <Link to="/wallet/transfer" className="button button--secondary button--sm">
            Transfer assets
          </Link>
        ) : undefined
      }
    >
      <div className="wallet-summary">
        <Panel title="Account">
          <NamedLoader name="wallet_account" force message="Loading account…" />
        </Panel>
        <Panel title="Claims">
          <NamedLoader name="wallet_account" force message="Loading refunds and votes…" />
        </Panel>
        <Panel title="Balances">
          <NamedLoader name="wallet_balances" force message="Loading balances…" />
        </Panel>
      </div>
      <WalletContent />
    </PageFrame>
  );
}

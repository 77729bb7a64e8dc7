import { PrivateKey, SessionKit, type SessionStorage, type UserInterface, type WalletPlugin } from '@wharfkit/session';
import { WalletPluginAnchor } from '@wharfkit/wallet-plugin-anchor';
import { WalletPluginCloudWallet } from '@wharfkit/wallet-plugin-cloudwallet';
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey';
import { WalletPluginWombat } from '@wharfkit/wallet-plugin-wombat';
import type { NetworkConfig } from '../../core/config/types';
import type { ChainRpc } from '../chainRpc';
import { createRotatingFetch } from './rotatingFetch';
import { walletChainUrl } from './walletNode';

/** SPEC §9: the app name shown to wallets is the product's name. */
export const WALLET_APP_NAME = 'Waxwing';

export interface WalletSessionKitOptions {
  network: Pick<NetworkConfig, 'chainId' | 'rpcNodes' | 'isDevnet'>;
  ui: UserInterface;
  storage: SessionStorage;
  /** The network's rotating chain client: every chain call the kit and its sessions make goes through it. */
  rpc: Pick<ChainRpc, 'relay'>;
}

/**
 * The session kit of one network: Cloud Wallet, Anchor and Wombat, plus on the devnet the private-key
 * plugin for its demo accounts. That plugin cannot exist without a key, so it starts with a throwaway one;
 * the chosen demo account's key replaces it before every login and restore (see the wallet store).
 */
export function createWalletSessionKit(options: WalletSessionKitOptions): SessionKit {
  const walletPlugins: WalletPlugin[] = [new WalletPluginCloudWallet(), new WalletPluginAnchor(), new WalletPluginWombat()];
  if (options.network.isDevnet) walletPlugins.push(new WalletPluginPrivateKey(PrivateKey.generate('K1')));
  // The chain's URL names it to wallets; the node each call reaches is the rotating client's choice.
  const url = walletChainUrl(options.network);
  return new SessionKit(
    { appName: WALLET_APP_NAME, chains: [{ id: options.network.chainId, url }], ui: options.ui, walletPlugins },
    { storage: options.storage, fetch: createRotatingFetch(options.rpc, url) },
  );
}

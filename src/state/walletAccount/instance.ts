/** The app's wallet account store: the chain and light API of the network, named loaders, toasts and the signing list. */
import { CORE_PRECISION, CORE_TICKER, CORE_TOKEN_CONTRACT } from '../../core/actions/system';
import { readChainAccount, readDelegations } from '../../services/account';
import { requireChainClient, requireLightApiClient, user } from '../app';
import { refreshBalances } from '../balances';
import { sendActions } from '../transactions';
import { notify, runPageFetch } from '../ui';
import { createWalletAccountStore } from './store';

const store = createWalletAccountStore({
  readAccount: (name) => readChainAccount(requireChainClient(), name),
  readDelegations: (name) => readDelegations(requireLightApiClient(), name),
  runPageFetch,
  notify,
  sendActions,
  signer: () => user.value?.name ?? null,
  afterClaim: (account) => void refreshBalances(account, [{ ticker: CORE_TICKER, contract: CORE_TOKEN_CONTRACT, precision: CORE_PRECISION }], { force: true }),
  wallNow: () => Date.now(),
});

export const { accountState, delegationsState, loadAccount, clearAccount, sendClaim } = store;

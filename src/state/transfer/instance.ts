/** The app's transfer form: the signed-in account, its balances (light API, 10 s cache), the chain's get_account and the signing list. */
import { accountExists } from '../../services/accountExists';
import { requireChainClient, user } from '../app';
import { balanceOf, refreshAllBalances } from '../balances';
import { sendActions } from '../transactions';
import { onLogout } from '../wallet';
import { createTransferStore } from './store';

export const transferForm = createTransferStore({
  account: () => user.value?.name ?? null,
  balanceOf: (token) => balanceOf(token),
  accountExists: (name) => accountExists(requireChainClient(), name),
  sendActions,
  afterTransfer: (account) => refreshAllBalances(account, { force: true }),
});

// A form filled for one account must not be sent by the next.
onLogout(() => transferForm.reset());

import { bootState, refreshRates } from '../state/app';
import { autologin } from '../state/wallet';

/** Rates are re-read on this period; the store itself skips a read younger than 20 s (SPEC §9). */
const RATES_POLL_MS = 20_000;

/** Loads the runtime config and starts the stores that live for the whole session. */
export async function bootstrap(): Promise<void> {
  try {
    const { ready } = await bootState();
    // The remembered wallet restores its session while the header shows the autologin loader (SPEC §4 Wallet).
    void autologin();
    window.setInterval(() => void refreshRates(), RATES_POLL_MS);
    await ready;
  } catch (error) {
    console.error('Waxwing could not start: /config.json is missing or invalid', error);
  }
}

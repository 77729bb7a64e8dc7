/** The app's virtual positions (store.ts), wired to the watched market's orders, the market worker and `virtualPositions` in storage. */
import { computed } from '@preact/signals-react';
import { readStored, user, writeStored } from '../app';
import { cancelBookOrder, onPositions, openMarketOrder, placeBookOrder, setPositions } from '../market';
import { createPositionsStore } from './store';

export type { PositionsMarket } from './store';

let fallbackIds = 0;
const newId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${(fallbackIds += 1)}`;

const store = createPositionsStore({
  placeOrder: placeBookOrder,
  cancelOrder: cancelBookOrder,
  openMarketOrder,
  worker: { setPositions, onPositions },
  account: computed(() => user.value?.name ?? null),
  storage: { read: () => readStored<unknown>('virtualPositions', []), write: (value) => writeStored('virtualPositions', value) },
  now: () => Date.now(),
  newId,
  warn: (message) => console.warn(message),
});

export const {
  positions,
  watchedMarket: positionsMarket,
  pnl: positionsPnl,
  lastUnitPrice: positionsLastUnitPrice,
  busy: positionsBusy,
  watchPositions,
  showPositions,
  createPosition,
  placePositionOrder,
  noteOrderCancel,
  cancelPositionOrder,
  closePosition,
  removePosition,
} = store;

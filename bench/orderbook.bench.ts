// Order-book deltas applied per second on a 1,000-level side (DESIGN §6: ≥ 1,000,000/s), against
// a re-creation of the domain peer's approach (alcor-ui `store/market.js`: deep copy of the side,
// linear search, full re-sort and running totals recomputed on every message). Prints figures only.
import { serialize } from 'node:v8';
import { pathToFileURL } from 'node:url';
import { makeAmount } from '../src/core/amount';
import { OrderBook, type OrderbookDelta, OrderBookSide, type OrderRow, parseOrderbookDelta } from '../src/core/orderbook';
import { mulberry32 } from '../src/core/random';

const MARKET = { id: 1, base: { ticker: 'WAX', contract: 'eosio.token', precision: 8 }, quote: { ticker: 'TLM', contract: 'alien.worlds', precision: 4 } };
const LEVELS = 1_000;
const SLOTS = 1_400; // price slots; 1,000 of them hold a level, so orders near the top often open or close one
const TOP_PRICE = 50_000_000n; // 0.5 WAX per TLM
const TICK = 2_500n;
const DELTAS = 200_000;
const NAIVE_DELTAS = 500;
const RUNS = 5;
const USER = 'trader';

type Market = { initial: OrderRow[]; deltas: OrderbookDelta[]; raw: unknown[]; minLevels: number; maxLevels: number; levelChanges: number };

/**
 * A realistic bid side: 1,000 levels of 1-4 orders, then a flow concentrated near the top (level
 * depth ~ exponential, mean 12): 35% partial fills of the oldest order at a level, 35% orders that
 * leave (filled or cancelled), 30% new orders; an empty level turns any of them into a new order.
 * Rows are built here, so the timed loops measure applying them, not allocating them.
 */
function simulate(): Market {
  const next = mulberry32(0x0b00c);
  const slots: bigint[][] = Array.from({ length: SLOTS }, () => []);
  const live = new Map<bigint, OrderRow>();
  let nextId = 1n;
  const accounts = Array.from({ length: 40 }, (_, i) => `maker${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26) + 1}`).concat(USER);
  const row = (id: bigint, slot: number, quoteUnits: bigint): OrderRow => {
    const unitPrice = TOP_PRICE - BigInt(slot) * TICK;
    const account = accounts[Math.floor(next() * accounts.length)]!;
    return {
      id,
      account,
      unitPrice,
      timestamp: 1_760_000_000,
      bid: { amount: makeAmount((quoteUnits * unitPrice) / 10_000n, 8), ticker: 'WAX' },
      ask: { amount: makeAmount(quoteUnits, 4), ticker: 'TLM' },
    };
  };
  const place = (slot: number): OrderRow => {
    const order = row(nextId++, slot, BigInt(1 + Math.floor(next() * 50_000)) * 10_000n);
    slots[slot]!.push(order.id);
    live.set(order.id, order);
    return order;
  };
  const order = Array.from({ length: SLOTS }, (_, slot) => slot);
  for (let i = SLOTS - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const slot of order.slice(0, LEVELS)) for (let n = 1 + Math.floor(next() * 4); n > 0; n--) place(slot);
  const initial = [...live.values()];
  const deltas: OrderbookDelta[] = [];
  let levels = LEVELS;
  let [minLevels, maxLevels, levelChanges] = [LEVELS, LEVELS, 0];
  for (let seq = 1; deltas.length < DELTAS; seq++) {
    const slot = Math.min(SLOTS - 1, Math.floor(-Math.log(1 - next()) * 12));
    const ids = slots[slot]!;
    const roll = next();
    let delta: OrderbookDelta;
    if (ids.length > 0 && roll < 0.35) {
      const previous = live.get(ids[0]!)!;
      const left = (previous.ask.amount.units * BigInt(20 + Math.floor(next() * 70))) / 100n;
      delta = { table: 'buyorder', present: true, seq, value: { ...row(previous.id, slot, left), account: previous.account } };
      live.set(previous.id, delta.value);
    } else if (ids.length > 0 && roll < 0.7) {
      const [id] = ids.splice(Math.floor(next() * ids.length), 1);
      delta = { table: 'buyorder', present: false, seq, value: live.get(id!)! };
      live.delete(id!);
      if (ids.length === 0) [levels, levelChanges] = [levels - 1, levelChanges + 1];
    } else {
      if (ids.length === 0) [levels, levelChanges] = [levels + 1, levelChanges + 1];
      delta = { table: 'buyorder', present: true, seq, value: place(slot) };
    }
    deltas.push(delta);
    [minLevels, maxLevels] = [Math.min(minLevels, levels), Math.max(maxLevels, levels)];
  }
  const raw = deltas.map(({ table, present, seq, value }) => ({
    table,
    present,
    seq,
    market_id: MARKET.id,
    value: {
      id: Number(value.id),
      account: value.account,
      bid: `${formatUnits(value.bid.amount.units, 8)} WAX`,
      ask: `${formatUnits(value.ask.amount.units, 4)} TLM`,
      unit_price: value.unitPrice.toString(),
      timestamp: value.timestamp,
    },
  }));
  return { initial, deltas, raw, minLevels, maxLevels, levelChanges };
}

function formatUnits(units: bigint, precision: number): string {
  const digits = units.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

// ---- the peer's approach, re-created: every message deep-copies the side and rebuilds it ----

type NaiveOrder = { id: bigint; account: string; bid: bigint; ask: bigint; timestamp: number };
type NaiveLevel = {
  unit_price: bigint;
  orders: NaiveOrder[];
  total_bid: bigint;
  total_ask: bigint;
  cumul_bid: bigint;
  cumul_ask: bigint;
  current_user: boolean;
};

/** Re-sorts the whole side and recomputes every total, running total and flag. */
function rebuild(copy: NaiveLevel[], user: string): NaiveLevel[] {
  copy.sort((a, b) => (a.unit_price === b.unit_price ? 0 : a.unit_price > b.unit_price ? -1 : 1));
  let [cumulBid, cumulAsk] = [0n, 0n];
  for (const level of copy) {
    level.total_bid = level.orders.reduce((sum, order) => sum + order.bid, 0n);
    level.total_ask = level.orders.reduce((sum, order) => sum + order.ask, 0n);
    level.current_user = level.orders.some((order) => order.account === user);
    cumulBid += level.total_bid;
    cumulAsk += level.total_ask;
    [level.cumul_bid, level.cumul_ask] = [cumulBid, cumulAsk];
  }
  return copy;
}

function naiveApply(side: NaiveLevel[], delta: OrderbookDelta, user: string): NaiveLevel[] {
  const copy = structuredClone(side);
  const { value } = delta;
  for (let i = 0; i < copy.length; i++) {
    const at = copy[i]!.orders.findIndex((order) => order.id === value.id);
    if (at < 0) continue;
    copy[i]!.orders.splice(at, 1);
    if (copy[i]!.orders.length === 0) copy.splice(i, 1);
    break;
  }
  if (delta.present) {
    const order = { id: value.id, account: value.account, bid: value.bid.amount.units, ask: value.ask.amount.units, timestamp: value.timestamp };
    const level = copy.find((candidate) => candidate.unit_price === value.unitPrice);
    if (level) level.orders.push(order);
    else copy.push({ unit_price: value.unitPrice, orders: [order], total_bid: 0n, total_ask: 0n, cumul_bid: 0n, cumul_ask: 0n, current_user: false });
  }
  return rebuild(copy, user);
}

function naiveSide(rows: readonly OrderRow[]): NaiveLevel[] {
  const levels = new Map<bigint, NaiveLevel>();
  for (const { id, account, bid, ask, unitPrice, timestamp } of rows) {
    const level = levels.get(unitPrice) ?? {
      unit_price: unitPrice,
      orders: [],
      total_bid: 0n,
      total_ask: 0n,
      cumul_bid: 0n,
      cumul_ask: 0n,
      current_user: false,
    };
    level.orders.push({ id, account, bid: bid.amount.units, ask: ask.amount.units, timestamp });
    levels.set(unitPrice, level);
  }
  return rebuild([...levels.values()], USER);
}

// ---- measurement ----

function rate(count: number, ms: number): string {
  return `${(count / (ms / 1000)).toLocaleString('en-US', { maximumFractionDigits: 0 })}/s`;
}

/** Median time of `RUNS` timed runs after one warm-up; `prepare` runs outside the clock. */
function time<T>(prepare: () => T, work: (state: T) => void): number {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const state = prepare();
    const start = performance.now();
    work(state);
    if (run > 0) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** Prints the figures (also run by `npm run bench`). */
export async function run(): Promise<void> {
  const market = simulate();
  console.log(
    `side: ${LEVELS} levels, ${market.initial.length} orders; ${DELTAS.toLocaleString('en-US')} deltas near the top (levels ${market.minLevels}-${market.maxLevels} during the flow, ${((100 * market.levelChanges) / DELTAS).toFixed(1)}% open or close a level)`,
  );

  const sideMs = time(
    () => {
      const side = new OrderBookSide('bids', MARKET);
      side.setCurrentUser(USER);
      side.applySnapshot(market.initial);
      return side;
    },
    (side) => {
      for (const delta of market.deltas) {
        if (delta.present) side.upsert(delta.value);
        else side.remove(delta.value.id);
      }
    },
  );
  const fastRate = DELTAS / (sideMs / 1000);
  console.log(`OrderBookSide upsert/remove:            ${rate(DELTAS, sideMs)}`);

  const book = () => {
    const orderBook = new OrderBook(MARKET);
    orderBook.setCurrentUser(USER);
    orderBook.applySnapshot('buyorder', market.initial, 0);
    return orderBook;
  };
  const bookMs = time(book, (orderBook) => {
    for (const delta of market.deltas) if (orderBook.applyDelta(delta) !== 'applied') throw new Error('delta not applied');
  });
  console.log(`OrderBook.applyDelta (seq check):       ${rate(DELTAS, bookMs)}`);
  const parseMs = time(book, (orderBook) => {
    for (const raw of market.raw) orderBook.applyDelta(parseOrderbookDelta(raw)!);
  });
  console.log(`parseOrderbookDelta + applyDelta:       ${rate(DELTAS, parseMs)} (boundary check of raw socket objects included)`);

  let naive = naiveSide(market.initial);
  const naiveStart = performance.now();
  for (const delta of market.deltas.slice(0, NAIVE_DELTAS)) naive = naiveApply(naive, delta, USER);
  const naiveMs = performance.now() - naiveStart;
  const naiveRate = NAIVE_DELTAS / (naiveMs / 1000);
  console.log(`peer approach (copy, search, re-sort):  ${rate(NAIVE_DELTAS, naiveMs)} over the first ${NAIVE_DELTAS.toLocaleString('en-US')} deltas`);
  console.log(`ratio: ${(fastRate / naiveRate).toLocaleString('en-US', { maximumFractionDigits: 0 })}× faster`);

  const check = new OrderBookSide('bids', MARKET);
  check.setCurrentUser(USER);
  check.applySnapshot(market.initial);
  for (const delta of market.deltas.slice(0, NAIVE_DELTAS)) {
    if (delta.present) check.upsert(delta.value);
    else check.remove(delta.value.id);
  }
  const agree =
    check.size === naive.length &&
    check
      .levels()
      .every(
        (level, i) =>
          level.unitPrice === naive[i]!.unit_price &&
          level.cumulBid === naive[i]!.cumul_bid &&
          level.cumulAsk === naive[i]!.cumul_ask &&
          level.currentUser === naive[i]!.current_user,
      );
  console.log(`both approaches agree on every level after ${NAIVE_DELTAS.toLocaleString('en-US')} deltas: ${agree ? 'yes' : 'NO'}`);

  const frameMs = time(
    () => check,
    (side) => {
      for (let i = 0; i < 100; i++) side.visibleLevels(50);
    },
  );
  const frame = check.visibleLevels(50);
  const json = JSON.stringify(frame, (_key, value: unknown) =>
    ArrayBuffer.isView(value) ? Array.from(value as Float64Array) : value instanceof ArrayBuffer ? undefined : value,
  );
  console.log(
    `visibleLevels(50) frame: ${serialize(frame).byteLength} B structured clone, ${Buffer.byteLength(json)} B as JSON; built in ${((frameMs / 100) * 1000).toFixed(1)} µs`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

// v3 (Q64.64) maths: the WASM fast path (wasm/v3.ts) against the bigint reference (src/core/v3)
// and the Alcor SDK, for getSqrtRatioAtTick, computeSwapStep and a swap crossing 1,000 initialized
// ticks (DESIGN §6: WASM ≥ 3× the reference, bit-exact). Prints figures only, never pass/fail.
import { pathToFileURL } from 'node:url';
import { Pool, Tick, TickListDataProvider, TickMath, Token } from '@alcorexchange/alcor-swap-sdk';
import { SwapMath } from '@alcorexchange/alcor-swap-sdk/build/utils/swapMath.js';
import { mulberry32 } from '../src/core/random';
import * as reference from '../src/core/v3';
import { freezeTicks, loadV3Wasm, type PoolState, type TickState } from '../wasm/v3';
import { quotesApi } from '../workers/quotes.api';

const SPACING = 60;
const FEE = 3000;
const CROSSED = 1_000;
const ROUNDS = 7;
const ROUND_MS = 120;

/** Calls per second of `body(i)` over `count` inputs, repeated for about `ms` (before() runs before each pass); a body that returns a promise is awaited. */
async function opsPerSecond(count: number, body: (i: number) => unknown, ms: number, before?: () => void): Promise<number> {
  let calls = 0;
  let elapsed = 0;
  while (elapsed < ms) {
    before?.();
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const result = body(i);
      if (result instanceof Promise) await result;
    }
    elapsed += performance.now() - start;
    calls += count;
  }
  return (calls / elapsed) * 1000;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Contender {
  count: number;
  body: (i: number) => unknown;
  before?: () => void;
}

interface Comparison {
  rates: (number | undefined)[];
  /** Median of the per-round WASM ÷ reference and WASM ÷ SDK ratios. */
  vsReference: number;
  vsSdk: number | undefined;
}

/**
 * Median ops/s of each contender over ROUNDS interleaved rounds (after an untimed warm-up), and
 * the medians of the per-round WASM ÷ reference and WASM ÷ SDK ratios: the machine's load shifts
 * between rounds, so ratios taken within a round are steadier than a ratio of separate medians.
 */
async function compare(contenders: (Contender | undefined)[]): Promise<Comparison> {
  for (const c of contenders) if (c) await opsPerSecond(c.count, c.body, 50, c.before);
  const perRound: (number | undefined)[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rates: (number | undefined)[] = [];
    for (const c of contenders) rates.push(c ? await opsPerSecond(c.count, c.body, ROUND_MS, c.before) : undefined);
    perRound.push(rates);
  }
  const rates = contenders.map((c, k) => (c ? median(perRound.map((r) => r[k]!)) : undefined));
  return {
    rates,
    vsReference: median(perRound.map((r) => r[0]! / r[1]!)),
    vsSdk: contenders[2] === undefined ? undefined : median(perRound.map((r) => r[0]! / r[2]!)),
  };
}

/**
 * A pool whose price sits above 500 adjacent one-spacing positions (1,000 initialized ticks) on
 * top of a full-range position; selling token A down to just below them crosses all 1,000.
 */
function thousandTickPool(): { pool: PoolState; limit: bigint } {
  const next = mulberry32(0x3a11);
  const bottom = -30_000;
  const ticks: TickState[] = [];
  const row = (index: number, net: bigint, gross: bigint): TickState => ({
    index,
    liquidityNet: net,
    liquidityGross: gross,
    feeGrowthOutsideAX64: BigInt(Math.floor(next() * 2 ** 40)),
    feeGrowthOutsideBX64: BigInt(Math.floor(next() * 2 ** 40)),
  });
  const fullRange = 10n ** 18n;
  ticks.push(row(-443_580, fullRange, fullRange));
  for (let k = 0; k < CROSSED / 2; k++) {
    const liquidity = BigInt(Math.floor(next() * 1e9)) * 10n ** 9n + 1n;
    ticks.push(row(bottom + 2 * k * SPACING, liquidity, liquidity), row(bottom + (2 * k + 1) * SPACING, -liquidity, liquidity));
  }
  ticks.push(row(443_580, -fullRange, fullRange));
  const tick = bottom + CROSSED * SPACING + 30;
  const pool: PoolState = {
    sqrtPriceX64: reference.getSqrtRatioAtTick(tick) + 12_345n,
    tick,
    liquidity: fullRange,
    fee: FEE,
    tickSpacing: SPACING,
    feeGrowthGlobalAX64: 1n << 70n,
    feeGrowthGlobalBX64: 1n << 71n,
    ticks,
  };
  return { pool, limit: reference.getSqrtRatioAtTick(bottom - SPACING) };
}

/** The SDK's Pool.swap (declared private in its types, public at run time). */
type SdkSwap = (
  zeroForOne: boolean,
  amountSpecified: bigint,
  sqrtPriceLimitX64?: bigint,
) => { amountA: bigint; amountB: bigint; sqrtPriceX64: bigint; tickCurrent: number };

function sdkSwap(state: PoolState): SdkSwap {
  const pool = sdkPool(state) as unknown as { swap: SdkSwap };
  return pool.swap.bind(pool);
}

function sdkPool(state: PoolState): Pool {
  const ticks = state.ticks.map(
    (t) =>
      new Tick({
        id: t.index,
        liquidityNet: t.liquidityNet,
        liquidityGross: t.liquidityGross,
        feeGrowthOutsideAX64: t.feeGrowthOutsideAX64,
        feeGrowthOutsideBX64: t.feeGrowthOutsideBX64,
        tickCumulativeOutside: 0n,
        secondsOutside: 0n,
        secondsPerLiquidityOutsideX64: 0n,
      }),
  );
  return new Pool({
    id: 1,
    active: true,
    tokenA: new Token('tokena.wax', 4, 'AAA'),
    tokenB: new Token('tokenb.wax', 8, 'BBB'),
    fee: state.fee,
    sqrtPriceX64: state.sqrtPriceX64,
    liquidity: state.liquidity,
    tickCurrent: state.tick,
    ticks: new TickListDataProvider(ticks, state.tickSpacing),
    feeGrowthGlobalAX64: state.feeGrowthGlobalAX64,
    feeGrowthGlobalBX64: state.feeGrowthGlobalBX64,
  });
}

/** A random bigint of up to `bits` bits. */
function bigintBits(next: () => number, bits: number): bigint {
  let value = 0n;
  for (let filled = 0; filled < bits; filled += 30) value = (value << 30n) | BigInt(Math.floor(next() * 2 ** 30));
  return value >> BigInt(Math.ceil(bits / 30) * 30 - bits);
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US').padStart(12);

/** Prints ops/s for each function and the WASM ÷ reference ratio. */
export async function run(): Promise<void> {
  const loadStart = performance.now();
  const wasm = await loadV3Wasm();
  console.log(`WASM module loaded in ${(performance.now() - loadStart).toFixed(1)} ms`);
  const next = mulberry32(0x5eed);
  const rows: [string, Comparison][] = [];

  const ticks = Array.from({ length: 2_000 }, () => Math.floor(next() * 887_273) - 443_636);
  rows.push([
    'getSqrtRatioAtTick',
    await compare([
      { count: ticks.length, body: (i) => wasm.getSqrtRatioAtTick(ticks[i]!) },
      { count: ticks.length, body: (i) => reference.getSqrtRatioAtTick(ticks[i]!) },
      // The SDK memoises every tick it has seen: clear it so each pass computes.
      { count: ticks.length, body: (i) => TickMath.getSqrtRatioAtTick(ticks[i]!), before: () => TickMath.clearCache() },
    ]),
  ]);

  const steps = Array.from({ length: 2_000 }, () => {
    const tick = Math.floor(next() * 200_000) - 100_000;
    const current = reference.getSqrtRatioAtTick(tick);
    const target = reference.getSqrtRatioAtTick(tick + (next() < 0.5 ? -1 : 1) * SPACING * 4);
    const liquidity = BigInt(Math.floor(next() * 2 ** 50)) * 2n ** 20n + 1n;
    const amount = BigInt(Math.floor(next() * 2 ** 52)) * (next() < 0.5 ? 1n : -1n);
    return [current, target, liquidity, amount] as const;
  });
  rows.push([
    'computeSwapStep',
    await compare([
      { count: steps.length, body: (i) => wasm.computeSwapStep(...steps[i]!, FEE) },
      { count: steps.length, body: (i) => reference.computeSwapStep(...steps[i]!, FEE) },
      { count: steps.length, body: (i) => SwapMath.computeSwapStep(...steps[i]!, FEE) },
    ]),
  ]);

  // Single calls whose reference is only a few bigint operations: here the boundary crossing
  // (bigints split into limbs and back) is most of the WASM cost.
  const wide = Array.from({ length: 2_000 }, () => [bigintBits(next, 250), bigintBits(next, 250), bigintBits(next, 250) | (1n << 249n)] as const);
  rows.push([
    'mulDiv, 256-bit operands',
    await compare([
      { count: wide.length, body: (i) => wasm.mulDiv(...wide[i]!) },
      { count: wide.length, body: (i) => reference.mulDiv(...wide[i]!) },
      undefined,
    ]),
  ]);
  const narrow = Array.from({ length: 2_000 }, () => [bigintBits(next, 60), bigintBits(next, 60), bigintBits(next, 60) + 1n] as const);
  rows.push([
    'mulDiv, 64-bit operands',
    await compare([
      { count: narrow.length, body: (i) => wasm.mulDiv(...narrow[i]!) },
      { count: narrow.length, body: (i) => reference.mulDiv(...narrow[i]!) },
      undefined,
    ]),
  ]);
  const owed = Array.from(
    { length: 2_000 },
    () => [bigintBits(next, 128), bigintBits(next, 128), bigintBits(next, 100), bigintBits(next, 128), bigintBits(next, 128)] as const,
  );
  rows.push([
    'getTokensOwed',
    await compare([
      { count: owed.length, body: (i) => wasm.getTokensOwed(...owed[i]!) },
      { count: owed.length, body: (i) => reference.getTokensOwed(...owed[i]!) },
      undefined,
    ]),
  ]);

  const { pool, limit } = thousandTickPool();
  const frozen = { ...pool, ticks: freezeTicks([...pool.ticks]) };
  const amount = 1n << 100n;
  const expected = reference.swap(pool, true, amount, limit);
  const viaWasm = wasm.swap(frozen, true, amount, limit);
  const sdk = sdkSwap(pool);
  const viaSdk = sdk(true, amount, limit);
  const json = (value: unknown): string => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  const agree = json(viaWasm) === json(expected) && json(wasm.swap(pool, true, amount, limit)) === json(expected);
  const sdkAgrees =
    viaSdk.amountA === expected.amountA &&
    viaSdk.amountB === expected.amountB &&
    viaSdk.sqrtPriceX64 === expected.sqrtPriceX64 &&
    viaSdk.tickCurrent === expected.tick;
  const once = (body: () => unknown): Contender => ({ count: 1, body });
  rows.push([
    `swap, ${expected.ticksCrossed.length} ticks crossed`,
    await compare([
      once(() => wasm.swap(frozen, true, amount, limit)),
      once(() => reference.swap(pool, true, amount, limit)),
      once(() => sdk(true, amount, limit)),
    ]),
  ]);
  rows.push([
    '  same, tick list not frozen',
    await compare([once(() => wasm.swap(pool, true, amount, limit)), once(() => reference.swap(pool, true, amount, limit)), undefined]),
  ]);
  rows.push([
    'quoteExactIn (no pool after)',
    await compare([
      once(() => wasm.quoteExactIn(frozen, true, amount, limit)),
      once(() => reference.quoteExactIn(pool, true, amount, limit)),
      once(() => sdk(true, amount, limit)),
    ]),
  ]);
  // The app's path: the quotes worker's API with the pool kept under a key (here in this thread, without the message hop).
  await quotesApi.loadPool('bench:1000', pool);
  const viaApi = await quotesApi.quoteExactIn('bench:1000', true, amount, limit);
  const quoteAgrees = json(viaApi) === json(reference.quoteExactIn(pool, true, amount, limit));
  rows.push([
    '  via quotesApi, pool kept by key',
    await compare([
      once(() => quotesApi.quoteExactIn('bench:1000', true, amount, limit)),
      once(() => reference.quoteExactIn(pool, true, amount, limit)),
      once(() => sdk(true, amount, limit)),
    ]),
  ]);
  await quotesApi.unloadPool('bench:1000');

  console.log(`${'median ops/s'.padEnd(32)}${'WASM'.padStart(12)}${'reference'.padStart(12)}${'SDK'.padStart(12)}   WASM/ref   WASM/SDK`);
  for (const [name, { rates, vsReference, vsSdk }] of rows) {
    const cells = rates.map((rate) => (rate === undefined ? '–'.padStart(12) : fmt(rate))).join('');
    console.log(
      `${name.padEnd(32)}${cells}   ${`${vsReference.toFixed(2)}×`.padStart(8)}   ${(vsSdk === undefined ? '–' : `${vsSdk.toFixed(2)}×`).padStart(8)}`,
    );
  }
  console.log(
    `1,000-tick swap bit-exact with the reference (frozen and unfrozen tick lists): ${agree ? 'yes' : 'NO'}; quotes (direct and via quotesApi): ${quoteAgrees ? 'yes' : 'NO'}; SDK amounts, price and tick agree: ${sdkAgrees ? 'yes' : 'NO'}`,
  );
  console.log(
    "(the SDK's Pool.swap is the contender for swaps and quotes: it skips fee growth and crossed-tick bookkeeping, and caches each tick's sqrt ratio across swaps)",
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

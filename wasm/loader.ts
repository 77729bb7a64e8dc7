/**
 * Instantiates wasm/build/v3.wasm in the browser (Vite turns the URL into an emitted asset; fetched
 * with instantiateStreaming) or in Node (read from disk: `node:fs` is imported dynamically through
 * a variable so Vite never bundles it for the browser).
 */
import type { readFile as ReadFile } from 'node:fs/promises';

/** The raw exports of v3.wasm (see wasm/assembly/index.ts); every function returns a status code. */
export interface V3Exports {
  memory: WebAssembly.Memory;
  ioBase(): number;
  arenaBase(): number;
  reserveArena(bytes: number): number;
  validateTicks(ticks: number, count: number, tickSpacing: number): number;
  swap(
    ticks: number,
    count: number,
    crossed: number,
    tickSpacing: number,
    feePips: number,
    feeProtocol: number,
    tick: number,
    zeroForOne: number,
    exactIn: number,
    quoteOnly: number,
  ): number;
  getSqrtRatioAtTick(tick: number): number;
  getTickAtSqrtRatio(): number;
  mulDiv(roundUp: number): number;
  getAmountADelta(roundUp: number): number;
  getAmountBDelta(roundUp: number): number;
  getNextSqrtPriceFromInput(zeroForOne: number): number;
  getNextSqrtPriceFromOutput(zeroForOne: number): number;
  computeSwapStep(exactIn: number, feePips: number): number;
  maxLiquidityForAmounts(fullPrecision: number): number;
  getAmountsForLiquidity(roundUp: number): number;
  getFeeGrowthInside(atOrAboveLower: number, belowUpper: number): number;
  getTokensOwed(): number;
  integerSqrt(): number;
  nearestUsableTick(tick: number, tickSpacing: number): number;
  liquidityDistribution(ticks: number, count: number, out: number, windowLower: number, windowUpper: number): number;
}

const NODE_FS = 'node:fs/promises';

async function instantiateFromUrl(url: URL): Promise<WebAssembly.Instance> {
  if (url.protocol === 'file:') {
    const { readFile } = (await import(/* @vite-ignore */ NODE_FS)) as { readFile: typeof ReadFile };
    return (await WebAssembly.instantiate(await readFile(url), {})).instance;
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading ${url.pathname} failed: HTTP ${response.status}`);
  try {
    return (await WebAssembly.instantiateStreaming(response.clone(), {})).instance;
  } catch {
    // Served without `Content-Type: application/wasm`: compile from the bytes instead.
    return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
  }
}

/** Compiles and instantiates v3.wasm (callers memoise: see loadV3Wasm). */
export async function instantiateV3(): Promise<V3Exports> {
  const instance = await instantiateFromUrl(new URL('./build/v3.wasm', import.meta.url));
  return instance.exports as unknown as V3Exports;
}

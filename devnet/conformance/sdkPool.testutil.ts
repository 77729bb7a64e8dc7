/**
 * alcor-swap-sdk's Pool built straight from get_table_rows JSON of `swap.alcor` (`pools` and the
 * pool's `ticks`), reading 128-bit fields as nodeos writes them, with no code of this project between.
 */
import { Pool, Tick, Token } from '@alcorexchange/alcor-swap-sdk';

/** `{quantity: "1.0000 TLM", contract}` as a pools row holds a token. */
interface ExtendedAssetJson {
  readonly quantity: string;
  readonly contract: string;
}

/** A `pools` row as JSON. */
export interface PoolJson {
  readonly id: number | string;
  readonly active: boolean | number;
  readonly tokenA: ExtendedAssetJson;
  readonly tokenB: ExtendedAssetJson;
  readonly fee: number;
  readonly liquidity: string;
  readonly feeGrowthGlobalAX64: string;
  readonly feeGrowthGlobalBX64: string;
  readonly currSlot: { readonly sqrtPriceX64: string; readonly tick: number };
}

/** A `ticks` row as JSON. */
export type TickJson = Readonly<Record<string, unknown>> & { readonly id: number };

/** nodeos's 128-bit integers: `0x` + 16 little-endian bytes (two's complement when signed), or a decimal. */
export function int128(json: unknown, signed: boolean): bigint {
  const text = String(json);
  const raw = text.startsWith('0x') ? BigInt(`0x${Buffer.from(text.slice(2), 'hex').reverse().toString('hex') || '0'}`) : BigInt(text);
  return signed ? BigInt.asIntN(128, raw) : raw;
}

/** The SDK token of a pools side: contract, precision from the quantity's decimals, symbol. */
export function tokenOf(side: ExtendedAssetJson): Token {
  const [amount = '', code = ''] = side.quantity.split(' ');
  return new Token(side.contract, (amount.split('.')[1] ?? '').length, code);
}

/** The SDK's Pool of one row and its ticks (sorted by id, as the table keeps negative ticks last). */
export function sdkPool(row: PoolJson, ticks: readonly TickJson[]): Pool {
  const u128 = (v: unknown) => int128(v, false);
  return new Pool({
    id: Number(row.id),
    active: Boolean(row.active),
    tokenA: tokenOf(row.tokenA),
    tokenB: tokenOf(row.tokenB),
    fee: row.fee,
    sqrtPriceX64: u128(row.currSlot.sqrtPriceX64),
    liquidity: u128(row.liquidity),
    tickCurrent: row.currSlot.tick,
    feeGrowthGlobalAX64: u128(row.feeGrowthGlobalAX64),
    feeGrowthGlobalBX64: u128(row.feeGrowthGlobalBX64),
    ticks: [...ticks]
      .sort((a, b) => a.id - b.id)
      .map(
        (t) =>
          new Tick({
            id: t.id,
            liquidityGross: u128(t.liquidityGross),
            liquidityNet: int128(t.liquidityNet, true),
            feeGrowthOutsideAX64: u128(t.feeGrowthOutsideAX64),
            feeGrowthOutsideBX64: u128(t.feeGrowthOutsideBX64),
            tickCumulativeOutside: BigInt(String(t.tickCumulativeOutside)),
            secondsPerLiquidityOutsideX64: u128(t.secondsPerLiquidityOutsideX64),
            secondsOutside: BigInt(String(t.secondsOutside)),
          }),
      ),
  });
}

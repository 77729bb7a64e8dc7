/** The five v2 venues' pool tables (devnet/CONTRACTS.md "v2 pools") as venue-neutral WorldV2Pools. */
import { defiboxLpCode } from '../../../src/core/actions/v2';
import { DEFAULT_V2_FEES } from '../../../src/core/v2';
import type { Chain } from '../../chain/index';
import { statTable } from '../../contracts/token/tables';
import { symbolCodeToU64, type AssetValue, type ExtendedAssetValue, type SymbolValue } from '../../chain/core/asset';
import { defiboxPairsTable } from '../../contracts/v2/defibox/tables';
import { tacoPairsTable } from '../../contracts/v2/taco/tables';
import { neftyPairsTable } from '../../contracts/v2/nefty/tables';
import { adexPoolsTable } from '../../contracts/v2/adex/tables';
import { fusionPoolsTable } from '../../contracts/v2/fusion/tables';
import type { TokenRef } from '../indexer/types';
import type { WorldV2Pool } from './types';

const ref = (contract: string, symbol: SymbolValue): TokenRef => ({ contract, code: symbol.code, precision: symbol.precision });
const extRef = (asset: ExtendedAssetValue): TokenRef => ref(asset.contract, asset.quantity.symbol);
const lp = (contract: string, code: string, supply: bigint) => ({ contract, code, precision: 0, supply });

/** The accounts whose pool tables readV2Pools reads: a transaction they ran may have changed a pool. */
export const V2_POOL_CONTRACTS = { defibox: 'swap.box', taco: 'swap.taco', neftyblocks: 'swap.nefty', adex: 'swap.adex', waxfusion: 'dapp.fusion' } as const;

/** The LP supply of a venue that issues its LP itself (its own `stat` table). */
function ownSupply(chain: Chain, contract: string, code: string): bigint {
  return chain.table(contract, statTable, symbolCodeToU64(code)).find(symbolCodeToU64(code))?.supply.amount ?? 0n;
}

function pool(
  src: WorldV2Pool['src'],
  id: string,
  token0: TokenRef,
  token1: TokenRef,
  reserve0: AssetValue,
  reserve1: AssetValue,
  feeBps: number,
  platformFeeBps: number,
  lpToken: WorldV2Pool['lpToken'],
): WorldV2Pool {
  return { src, id, token0, token1, reserve0: reserve0.amount, reserve1: reserve1.amount, feeBps, platformFeeBps, lpToken };
}

/** Every pool of every v2 venue deployed on the chain (a venue not deployed has none). */
export function readV2Pools(chain: Chain): WorldV2Pool[] {
  const { defibox, taco, neftyblocks, adex, waxfusion } = V2_POOL_CONTRACTS;
  const pools: WorldV2Pool[] = [];
  for (const row of chain.table(defibox, defiboxPairsTable, defibox).rows()) {
    pools.push(
      pool(
        'defibox',
        row.id.toString(),
        ref(row.token0.contract, row.token0.symbol),
        ref(row.token1.contract, row.token1.symbol),
        row.reserve0,
        row.reserve1,
        DEFAULT_V2_FEES.defibox,
        0,
        lp('lptoken.box', defiboxLpCode(Number(row.id)), row.liquidity_token),
      ),
    );
  }
  for (const row of chain.table(taco, tacoPairsTable, taco).rows()) {
    pools.push(
      pool(
        'taco',
        row.id,
        extRef(row.pool1),
        extRef(row.pool2),
        row.pool1.quantity,
        row.pool2.quantity,
        DEFAULT_V2_FEES.taco,
        0,
        lp(taco, row.id, row.supply.amount),
      ),
    );
  }
  for (const row of chain.table(neftyblocks, neftyPairsTable, neftyblocks).rows()) {
    // An inactive pair refuses swaps: it is not a place to trade.
    if (!row.active) continue;
    pools.push(
      pool(
        'neftyblocks',
        row.code,
        extRef(row.reserve0),
        extRef(row.reserve1),
        row.reserve0.quantity,
        row.reserve1.quantity,
        DEFAULT_V2_FEES.other,
        0,
        lp('lp.nefty', row.code, row.total_liquidity.amount),
      ),
    );
  }
  for (const row of chain.table(adex, adexPoolsTable, adex).rows()) {
    // The platform fee is charged on top of the pool fee (devnet/contracts/v2/adex/tables.ts).
    pools.push(
      pool(
        'adex',
        row.id.toString(),
        extRef(row.base_token),
        extRef(row.quote_token),
        row.base_token.quantity,
        row.quote_token.quantity,
        row.pool_fee + row.platform_fee,
        row.platform_fee,
        lp('swap.adex', row.code, ownSupply(chain, adex, row.code)),
      ),
    );
  }
  for (const row of chain.table(waxfusion, fusionPoolsTable, waxfusion).rows()) {
    pools.push(
      pool(
        'waxfusion',
        row.id.toString(),
        extRef(row.reserve0),
        extRef(row.reserve1),
        row.reserve0.quantity,
        row.reserve1.quantity,
        DEFAULT_V2_FEES.other,
        0,
        lp('lp.waxwing', row.supply.symbol.code, row.supply.amount),
      ),
    );
  }
  return pools;
}

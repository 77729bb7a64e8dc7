/**
 * The devnet chain: a local WAX (Antelope) node in TypeScript that real clients (@wharfkit/session,
 * eosjs) use unmodified. See devnet/CONTRACTS.md for the contract framework.
 */
import { createChainNode } from './node/create';

export { createChainNode as createChain };
export type { Chain, ChainOptions, ExecutedTransaction, PushResult } from './node/create';
export type { ActionInput } from './node/engine';
export type { GenesisApi } from './genesis/extension';
export { deriveKey } from './genesis/keys';
export { CHAIN_ID } from './node/create';
export { defineContract, defineTable } from './exec/framework';
export type { ActionContext, ContractDefinition, TableDef } from './exec/framework';
export { makeAbi, struct } from './abi/types';
export { tokenContract } from '../contracts/token/token';
export { accountsTable, statTable } from '../contracts/token/tables';
export type { AssetValue, SymbolValue, ExtendedAssetValue } from './core/asset';
export { formatAsset, addAssets, subAssets, symbolCodeToU64 } from './core/asset';
export { nameToU64 } from './core/name';

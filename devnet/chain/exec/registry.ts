/** Contract modules by id, each with its compiled ABI, its binary ABI (for get_raw_abi) and hashes. */
import { createHash } from 'node:crypto';
import { ABI, Serializer } from '@wharfkit/antelope';
import { AbiCodec } from '../abi/codec';
import type { ContractDefinition, TableDef } from './framework';

/** A registered contract, ready to run. */
export interface LoadedContract {
  readonly def: ContractDefinition;
  readonly codec: AbiCodec;
  /** The ABI in binary form, as setabi would have stored it. */
  readonly abiBinary: Uint8Array;
  readonly abiHash: string;
  /** Stands in for the WASM hash: sha256 of the contract id. */
  readonly codeHash: string;
  readonly tables: ReadonlyMap<string, TableDef<never>>;
}

const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

/** The contracts the chain can deploy. */
export class ContractRegistry {
  private readonly byId = new Map<string, LoadedContract>();

  /** Adds a contract module; ids must be unique. */
  register(def: ContractDefinition): LoadedContract {
    const existing = this.byId.get(def.id);
    if (existing) {
      if (existing.def !== def) throw new Error(`contract id ${def.id} is already registered`);
      return existing;
    }
    const abiBinary = Serializer.encode({ object: ABI.from(def.abi as unknown as ABI.Def) }).array;
    const loaded: LoadedContract = {
      def,
      codec: new AbiCodec(def.abi),
      abiBinary,
      abiHash: sha256(abiBinary),
      codeHash: sha256(`waxwing-devnet-contract:${def.id}`),
      tables: new Map(def.tables.map((t) => [t.name, t])),
    };
    this.byId.set(def.id, loaded);
    return loaded;
  }

  get(id: string): LoadedContract | undefined {
    return this.byId.get(id);
  }
}

/** An ABI compiled into codecs: binary ⇄ plain values ⇄ nodeos JSON, for action data and table rows. */
import { BinaryReader, BinaryWriter } from './binary';
import { BUILTINS, type Builtin } from './builtins';
import type { AbiDef, AbiStruct } from './types';

const EXTENDED_ASSET: AbiStruct = {
  name: 'extended_asset',
  base: '',
  fields: [
    { name: 'quantity', type: 'asset' },
    { name: 'contract', type: 'name' },
  ],
};

/** A plain struct value: field name → value. */
export type PlainStruct = Record<string, unknown>;

/** One writer reused by every encode (writes never re-enter): no buffer allocation per value. */
const scratch = new BinaryWriter();

/** Thrown when data does not fit its ABI type; callers map it to the nodeos exception that fits. */
export class AbiError extends Error {
  override name = 'AbiError';
}

/** Codecs for every type an ABI defines, compiled lazily and cached. */
export class AbiCodec {
  private readonly typedefs = new Map<string, string>();
  private readonly structs = new Map<string, AbiStruct>();
  private readonly variants = new Map<string, string[]>();
  private readonly compiled = new Map<string, Builtin>();
  /** Action name → data struct type. */
  readonly actionTypes = new Map<string, string>();
  /** Table name → row struct type. */
  readonly tableTypes = new Map<string, string>();

  constructor(readonly abi: AbiDef) {
    for (const t of abi.types) this.typedefs.set(t.new_type_name, t.type);
    this.structs.set('extended_asset', EXTENDED_ASSET);
    for (const s of abi.structs) this.structs.set(s.name, s);
    for (const v of abi.variants ?? []) this.variants.set(v.name, v.types);
    for (const a of abi.actions) this.actionTypes.set(String(a.name), a.type);
    for (const t of abi.tables) this.tableTypes.set(String(t.name), t.type);
  }

  /** True when the type (after typedefs, without suffixes) is known to this ABI. */
  hasType(type: string): boolean {
    try {
      this.node(type);
      return true;
    } catch {
      return false;
    }
  }

  /** Binary → plain value; trailing bytes are ignored, as contracts ignore them. */
  decode(type: string, data: Uint8Array): unknown {
    try {
      return this.node(type).read(new BinaryReader(data));
    } catch (e) {
      throw new AbiError(`Unable to unpack ${type}: ${(e as Error).message}`);
    }
  }

  /** Plain or JSON value → binary. */
  encode(type: string, value: unknown): Uint8Array {
    const n = this.node(type);
    let plain: unknown;
    try {
      plain = n.coerce(value);
    } catch (e) {
      throw new AbiError((e as Error).message);
    }
    n.write(scratch.reset(), plain);
    return scratch.finishShared();
  }

  /** Encoded size of a value already coerced to `type` (a stored row's RAM), without copying its bytes. */
  encodedSize(type: string, plain: unknown): number {
    this.node(type).write(scratch.reset(), plain);
    return scratch.size;
  }

  /** JSON (nodeos or client form) or plain value → plain value. */
  coerce(type: string, value: unknown): unknown {
    try {
      return this.node(type).coerce(value);
    } catch (e) {
      throw new AbiError((e as Error).message);
    }
  }

  /** Plain value → nodeos JSON. */
  toJson(type: string, value: unknown): unknown {
    return this.node(type).toJson(value);
  }

  private node(type: string): Builtin {
    const hit = this.compiled.get(type);
    if (hit) return hit;
    const built = this.build(type, 0);
    this.compiled.set(type, built);
    return built;
  }

  private build(type: string, depth: number): Builtin {
    if (depth > 32) throw new AbiError(`type ${type} nests too deeply`);
    if (type.endsWith('[]')) return arrayOf(this.lazy(type.slice(0, -2)));
    if (type.endsWith('?')) return optionalOf(this.lazy(type.slice(0, -1)));
    if (type.endsWith('$')) return this.build(type.slice(0, -1), depth + 1);
    const alias = this.typedefs.get(type);
    if (alias !== undefined) return this.build(alias, depth + 1);
    const builtin = BUILTINS[type];
    if (builtin) return builtin;
    const struct = this.structs.get(type);
    if (struct) return this.structNode(struct);
    const variant = this.variants.get(type);
    if (variant)
      return variantOf(
        type,
        variant,
        variant.map((t) => this.lazy(t)),
      );
    throw new AbiError(`Unknown type: ${type}`);
  }

  /** Defers compiling a referenced type (allows recursive structs). */
  private lazy(type: string): Builtin {
    let target: Builtin | undefined;
    const get = (): Builtin => (target ??= this.node(type));
    // Resolve eagerly when possible so unknown types fail at compile time.
    if (!this.isPending(type)) get();
    return { read: (r) => get().read(r), write: (w, v) => get().write(w, v), toJson: (v) => get().toJson(v), coerce: (v) => get().coerce(v) };
  }

  private readonly pending = new Set<string>();
  private isPending(type: string): boolean {
    return this.pending.has(type.replace(/(\[\]|\?|\$)$/, ''));
  }

  private structNode(struct: AbiStruct): Builtin {
    this.pending.add(struct.name);
    const fields: { name: string; node: Builtin; extension: boolean }[] = [];
    const collect = (s: AbiStruct): void => {
      if (s.base) {
        const base = this.structs.get(s.base);
        if (!base) throw new AbiError(`Unknown base type ${s.base} of ${s.name}`);
        collect(base);
      }
      for (const f of s.fields) fields.push({ name: f.name, node: this.lazy(f.type), extension: f.type.endsWith('$') });
    };
    try {
      collect(struct);
    } finally {
      this.pending.delete(struct.name);
    }
    return {
      read(r) {
        const out: PlainStruct = {};
        for (const f of fields) {
          if (f.extension && r.remaining === 0) break;
          out[f.name] = f.node.read(r);
        }
        return out;
      },
      write(w, v) {
        const obj = v as PlainStruct;
        for (const f of fields) {
          if (f.extension && !(f.name in obj)) break;
          f.node.write(w, obj[f.name]);
        }
      },
      toJson(v) {
        const obj = v as PlainStruct;
        const out: PlainStruct = {};
        for (const f of fields) if (f.name in obj) out[f.name] = f.node.toJson(obj[f.name]);
        return out;
      },
      coerce(input) {
        if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new AbiError(`Expected an object for struct ${struct.name}`);
        const obj = input as PlainStruct;
        const out: PlainStruct = {};
        for (const f of fields) {
          const value = obj[f.name];
          if (value === undefined) {
            if (f.extension) break;
            throw new AbiError(`Missing field '${f.name}' in input object while processing struct '${struct.name}'`);
          }
          out[f.name] = f.node.coerce(value);
        }
        return out;
      },
    };
  }
}

function arrayOf(item: Builtin): Builtin {
  return {
    read(r) {
      const n = r.varuint32();
      if (n > r.remaining) throw new RangeError('array length exceeds the data');
      const out: unknown[] = [];
      for (let i = 0; i < n; i++) out.push(item.read(r));
      return out;
    },
    write(w, v) {
      const arr = v as unknown[];
      w.varuint32(arr.length);
      for (const x of arr) item.write(w, x);
    },
    toJson: (v) => (v as unknown[]).map((x) => item.toJson(x)),
    coerce(input) {
      if (!Array.isArray(input)) throw new AbiError('Expected an array');
      return input.map((x) => item.coerce(x));
    },
  };
}

function optionalOf(item: Builtin): Builtin {
  return {
    read: (r) => (r.u8() ? item.read(r) : null),
    write(w, v) {
      if (v === null || v === undefined) w.u8(0);
      else {
        w.u8(1);
        item.write(w, v);
      }
    },
    toJson: (v) => (v === null || v === undefined ? null : item.toJson(v)),
    coerce: (input) => (input === null || input === undefined ? null : item.coerce(input)),
  };
}

function variantOf(name: string, types: string[], nodes: Builtin[]): Builtin {
  const indexOf = (typeName: unknown): number => {
    const i = types.indexOf(String(typeName));
    if (i < 0) throw new AbiError(`type ${String(typeName)} is not valid within variant ${name}`);
    return i;
  };
  return {
    read(r) {
      const i = r.varuint32();
      const node = nodes[i];
      if (!node) throw new RangeError(`${name} index ${i} out of range`);
      return [types[i], node.read(r)];
    },
    write(w, v) {
      const [typeName, value] = v as [string, unknown];
      const i = indexOf(typeName);
      w.varuint32(i);
      nodes[i]!.write(w, value);
    },
    toJson(v) {
      const [typeName, value] = v as [string, unknown];
      return [typeName, nodes[indexOf(typeName)]!.toJson(value)];
    },
    coerce(input) {
      if (!Array.isArray(input) || input.length !== 2) throw new AbiError(`Expected [type, value] for variant ${name}`);
      const i = indexOf(input[0]);
      return [types[i], nodes[i]!.coerce(input[1])];
    },
  };
}

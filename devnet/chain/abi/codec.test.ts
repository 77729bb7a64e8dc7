/** The ABI codec against @wharfkit/antelope's Serializer: same bytes both ways, nodeos JSON out. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ABI, Serializer } from '@wharfkit/antelope';
import { AbiCodec } from './codec';
import { makeAbi, struct } from './types';
import { toHex } from './binary';
import { deriveKey } from '../genesis/keys';
import { PrivateKey } from '@wharfkit/antelope';

const abi = makeAbi({
  structs: [
    struct('base', { id: 'uint64' }),
    struct(
      'everything',
      {
        flag: 'bool',
        i8: 'int8',
        u16: 'uint16',
        i32: 'int32',
        u32: 'uint32',
        i64: 'int64',
        u64: 'uint64',
        i128: 'int128',
        u128: 'uint128',
        vu: 'varuint32',
        vi: 'varint32',
        f64: 'float64',
        tp: 'time_point',
        tps: 'time_point_sec',
        bt: 'block_timestamp_type',
        who: 'name',
        blob: 'bytes',
        text: 'string',
        hash: 'checksum256',
        key: 'public_key',
        sig: 'signature',
        sym: 'symbol',
        code: 'symbol_code',
        qty: 'asset',
        ext: 'extended_asset',
        names: 'name[]',
        maybe: 'uint8?',
        choice: 'pick',
        alias: 'account_name',
        later: 'string$',
      },
      'base',
    ),
  ],
  actions: ['everything'],
  tables: [],
  types: [{ new_type_name: 'account_name', type: 'name' }],
  variants: [{ name: 'pick', types: ['uint8', 'string'] }],
});

const key = deriveKey('codec', 'k');
const signature = PrivateKey.from(key.privateKey).signDigest('00'.repeat(32)).toString();

const sample = {
  id: '18446744073709551615',
  flag: true,
  i8: -128,
  u16: 65535,
  i32: -2147483648,
  u32: 4294967295,
  i64: '-9223372036854775808',
  u64: '4294967296',
  i128: '-170141183460469231731687303715884105728',
  u128: '340282366920938463463374607431768211455',
  vu: 300,
  vi: -5,
  f64: 0.5,
  tp: '2026-01-01T00:00:00.500',
  tps: '2026-01-01T00:00:01',
  bt: '2026-01-01T00:00:00.500',
  who: 'alien.worlds',
  blob: '00ff10',
  text: 'hé ✓',
  hash: 'ab'.repeat(32),
  key: key.publicKey,
  sig: signature,
  sym: '8,WAX',
  code: 'TLM',
  qty: '-1.2345 TLM',
  ext: { quantity: '1.00000000 WAX', contract: 'eosio.token' },
  names: ['alice', 'bob'],
  maybe: null,
  choice: ['string', 'picked'],
  alias: 'eosio',
  later: 'extension',
};

describe('AbiCodec', () => {
  const codec = new AbiCodec(abi);
  const reference = ABI.from(abi as unknown as ABI.Def);

  it('encodes every built-in type byte for byte like antelope', () => {
    const mine = toHex(codec.encode('everything', sample));
    const theirs = Serializer.encode({ object: sample, type: 'everything', abi: reference }).hexString;
    expect(mine).toBe(theirs);
  });

  it('decodes antelope bytes and prints nodeos JSON', () => {
    const bytes = Serializer.encode({ object: sample, type: 'everything', abi: reference }).array;
    const json = codec.toJson('everything', codec.decode('everything', bytes)) as Record<string, unknown>;
    expect(json).toMatchObject({
      id: '18446744073709551615',
      i8: -128,
      u32: 4294967295,
      u64: '4294967296',
      i64: '-9223372036854775808',
      u128: '0xffffffffffffffffffffffffffffffff',
      f64: '0.50000000000000000',
      tp: '2026-01-01T00:00:00.500',
      tps: '2026-01-01T00:00:01',
      bt: '2026-01-01T00:00:00.500',
      key: key.publicKey,
      sym: '8,WAX',
      qty: '-1.2345 TLM',
      ext: { quantity: '1.00000000 WAX', contract: 'eosio.token' },
      maybe: null,
      choice: ['string', 'picked'],
      later: 'extension',
    });
    expect(json.key).toMatch(/^EOS/);
  });

  it('reads nodeos 0x little-endian 128-bit integers back', () => {
    const plain = codec.coerce('uint128', '0x01000000000000000000000000000000');
    expect(plain).toBe(1n);
  });

  it('leaves absent binary extensions out', () => {
    const { later: _omit, ...rest } = sample;
    const bytes = codec.encode('everything', rest);
    const back = codec.decode('everything', bytes) as Record<string, unknown>;
    expect('later' in back).toBe(false);
  });

  it('round-trips random assets, names and integers like antelope', () => {
    const small = new AbiCodec(makeAbi({ structs: [struct('row', { who: 'name', qty: 'asset', n: 'int64', u: 'uint128' })], actions: [], tables: [] }));
    const smallRef = ABI.from(small.abi as unknown as ABI.Def);
    const name = fc.stringMatching(/^[a-z1-5]{1,12}$/);
    const asset = fc
      .tuple(fc.bigInt({ min: -(2n ** 62n) + 1n, max: 2n ** 62n - 1n }), fc.integer({ min: 0, max: 18 }), fc.stringMatching(/^[A-Z]{1,7}$/))
      .map(([units, precision, symbol]) => {
        const digits = (units < 0n ? -units : units).toString().padStart(precision + 1, '0');
        return `${units < 0n ? '-' : ''}${digits.slice(0, digits.length - precision)}${precision ? `.${digits.slice(digits.length - precision)}` : ''} ${symbol}`;
      });
    fc.assert(
      fc.property(name, asset, fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), (who, qty, n, u) => {
        const value = { who, qty, n: n.toString(), u: u.toString() };
        const ours = small.encode('row', value);
        expect(toHex(ours)).toBe(Serializer.encode({ object: value, type: 'row', abi: smallRef }).hexString);
        const back = small.toJson('row', small.decode('row', ours)) as Record<string, unknown>;
        expect(back.who).toBe(who);
        expect(back.qty).toBe(qty);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects data that does not fit', () => {
    expect(() => codec.encode('everything', { ...sample, u16: 70000 })).toThrow(/out of range/);
    expect(() => codec.encode('everything', { ...sample, who: 'UPPER' })).toThrow(/Name not properly normalized/);
    expect(() => codec.encode('everything', { ...sample, text: undefined })).toThrow(/Missing field 'text'/);
    expect(() => codec.decode('everything', new Uint8Array([1, 2, 3]))).toThrow(/Unable to unpack/);
  });
});

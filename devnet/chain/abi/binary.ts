/** Little-endian binary reader and writer for Antelope's serialization. */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The block small finished copies are carved from (finishShared). */
const SHARED_BLOCK = 64 * 1024;
const SHARED_MAX = 1024;
let shared = new Uint8Array(SHARED_BLOCK);
let sharedUsed = 0;

/** Appends bytes to a growing buffer. */
export class BinaryWriter {
  private buffer: Uint8Array;
  private view: DataView;
  private length = 0;

  /** `capacity`: the bytes expected, so a big write does not grow the buffer step by step. */
  constructor(capacity = 256) {
    this.buffer = new Uint8Array(capacity);
    this.view = new DataView(this.buffer.buffer);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }

  u8(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value & 0xff;
  }

  u16(value: number): void {
    this.reserve(2);
    this.view.setUint16(this.length, value, true);
    this.length += 2;
  }

  u32(value: number): void {
    this.reserve(4);
    this.view.setUint32(this.length, value >>> 0, true);
    this.length += 4;
  }

  u64(value: bigint): void {
    this.reserve(8);
    this.view.setBigUint64(this.length, BigInt.asUintN(64, value), true);
    this.length += 8;
  }

  f32(value: number): void {
    this.reserve(4);
    this.view.setFloat32(this.length, value, true);
    this.length += 4;
  }

  f64(value: number): void {
    this.reserve(8);
    this.view.setFloat64(this.length, value, true);
    this.length += 8;
  }

  varuint32(value: number): void {
    let v = value >>> 0;
    for (;;) {
      if (v >>> 7) {
        this.u8(0x80 | (v & 0x7f));
        v >>>= 7;
      } else {
        this.u8(v);
        return;
      }
    }
  }

  bytes(data: Uint8Array): void {
    this.reserve(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }

  string(value: string): void {
    const n = value.length;
    let ascii = true;
    for (let i = 0; i < n && ascii; i++) ascii = value.charCodeAt(i) < 0x80;
    if (!ascii) {
      const data = encoder.encode(value);
      this.varuint32(data.length);
      this.bytes(data);
      return;
    }
    // ASCII (memos, most text): its UTF-8 is one byte per character, written in place without an encoder copy.
    this.varuint32(n);
    this.reserve(n);
    for (let i = 0; i < n; i++) this.buffer[this.length++] = value.charCodeAt(i);
  }

  /** The bytes written so far (a copy). */
  finish(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  /**
   * A copy of the bytes written so far, carved out of a shared block when small: history keeps every
   * action's data, and a typed array of its own costs an ArrayBuffer and a backing store (~250 bytes)
   * for some 60 bytes of data. The copy is a view: read it through byteOffset, as everything here does.
   */
  finishShared(): Uint8Array {
    if (this.length > SHARED_MAX) return this.finish();
    if (sharedUsed + this.length > SHARED_BLOCK) {
      shared = new Uint8Array(SHARED_BLOCK);
      sharedUsed = 0;
    }
    const out = shared.subarray(sharedUsed, sharedUsed + this.length);
    out.set(this.buffer.subarray(0, this.length));
    sharedUsed += this.length;
    return out;
  }

  /** The bytes written so far without copying: valid only until the next write or reset. */
  written(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  /** How many bytes were written. */
  get size(): number {
    return this.length;
  }

  /** Starts over, keeping the buffer: a reused writer spares an allocation per value on hot paths. */
  reset(): this {
    this.length = 0;
    return this;
  }
}

/** Reads values from a byte array; throws a RangeError past the end. */
export class BinaryReader {
  private readonly view: DataView;
  pos = 0;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  get remaining(): number {
    return this.data.length - this.pos;
  }

  private need(n: number): void {
    if (this.pos + n > this.data.length) throw new RangeError('stream ended before the value was complete');
  }

  u8(): number {
    this.need(1);
    return this.data[this.pos++]!;
  }

  u16(): number {
    this.need(2);
    const v = this.view.getUint16(this.pos, true);
    this.pos += 2;
    return v;
  }

  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos, true);
    this.pos += 4;
    return v;
  }

  u64(): bigint {
    this.need(8);
    const v = this.view.getBigUint64(this.pos, true);
    this.pos += 8;
    return v;
  }

  f32(): number {
    this.need(4);
    const v = this.view.getFloat32(this.pos, true);
    this.pos += 4;
    return v;
  }

  f64(): number {
    this.need(8);
    const v = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return v;
  }

  varuint32(): number {
    let value = 0;
    let shift = 0;
    for (;;) {
      const b = this.u8();
      value |= (b & 0x7f) << shift;
      if (!(b & 0x80)) break;
      shift += 7;
      if (shift > 28) throw new RangeError('varuint32 is too long');
    }
    return value >>> 0;
  }

  bytes(n: number): Uint8Array {
    this.need(n);
    const out = this.data.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  string(): string {
    const n = this.varuint32();
    this.need(n);
    const text = decoder.decode(this.data.subarray(this.pos, this.pos + n));
    this.pos += n;
    return text;
  }
}

/** Lower-case hex of bytes. */
export function toHex(data: Uint8Array): string {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('hex');
}

/** Bytes of a hex string (even length, hex digits only). */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error(`Invalid hex: ${hex.slice(0, 40)}`);
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

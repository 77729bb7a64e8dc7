/** A growable byte writer and its reader for the snapshot files: varints, 64-bit keys, strings, raw bytes. */

/** Appends values to a buffer that doubles as it fills. */
export class ByteWriter {
  private buffer: Buffer;
  length = 0;

  constructor(capacity = 1 << 16) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + bytes) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  u8(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  /** A non-negative safe integer, 7 bits a byte (arithmetic, so values above 2^32 survive). */
  varuint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`varuint out of range: ${value}`);
    this.reserve(8);
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buffer[this.length++] = rest;
  }

  /** A safe integer of either sign (zigzag). */
  varint(value: number): void {
    this.varuint(value < 0 ? -value * 2 - 1 : value * 2);
  }

  f64(value: number): void {
    this.reserve(8);
    this.buffer.writeDoubleLE(value, this.length);
    this.length += 8;
  }

  u32(value: number): void {
    this.reserve(4);
    this.buffer.writeUInt32LE(value, this.length);
    this.length += 4;
  }

  /** An unsigned 64-bit key (primary keys, scopes). */
  u64(value: bigint): void {
    this.reserve(8);
    this.buffer.writeBigUInt64LE(value, this.length);
    this.length += 8;
  }

  bytes(value: Uint8Array): void {
    this.varuint(value.length);
    this.reserve(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  /** A UTF-8 string with its byte length in front. */
  str(value: string): void {
    const bytes = Buffer.byteLength(value);
    this.varuint(bytes);
    this.reserve(bytes);
    this.length += this.buffer.write(value, this.length);
  }

  /** Overwrites a u32 written earlier (a length known only after what follows it). */
  patchU32(at: number, value: number): void {
    this.buffer.writeUInt32LE(value, at);
  }

  /** The bytes written so far (a view: copy before writing more if it must outlive the writer). */
  view(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** Reads what ByteWriter wrote; throws RangeError past the end (a truncated or corrupt file). */
export class ByteReader {
  offset: number;

  constructor(
    readonly buffer: Buffer,
    start = 0,
    readonly end = buffer.length,
  ) {
    this.offset = start;
  }

  private take(bytes: number): number {
    const at = this.offset;
    if (at + bytes > this.end) throw new RangeError(`snapshot data ends early (${at + bytes} > ${this.end})`);
    this.offset += bytes;
    return at;
  }

  get done(): boolean {
    return this.offset >= this.end;
  }

  u8(): number {
    return this.buffer[this.take(1)]!;
  }

  varuint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.u8();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
      if (scale > 2 ** 56) throw new RangeError('varuint too long');
    }
  }

  varint(): number {
    const zigzag = this.varuint();
    return zigzag % 2 === 1 ? -(zigzag + 1) / 2 : zigzag / 2;
  }

  f64(): number {
    return this.buffer.readDoubleLE(this.take(8));
  }

  u32(): number {
    return this.buffer.readUInt32LE(this.take(4));
  }

  u64(): bigint {
    return this.buffer.readBigUInt64LE(this.take(8));
  }

  /** A view into the buffer (no copy): copy what must outlive the buffer. */
  bytes(): Uint8Array {
    const length = this.varuint();
    const at = this.take(length);
    return new Uint8Array(this.buffer.buffer, this.buffer.byteOffset + at, length);
  }

  /** Length-prefixed bytes as lower-case hex. */
  hex(): string {
    const length = this.varuint();
    const at = this.take(length);
    return this.buffer.toString('hex', at, at + length);
  }

  str(): string {
    const length = this.varuint();
    const at = this.take(length);
    return this.buffer.toString('utf8', at, at + length);
  }
}

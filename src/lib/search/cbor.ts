/**
 * The part of CBOR (RFC 8949) that Pagefind's index files use: integers, text and byte strings,
 * and arrays of definite length. Enough to read a word index and write it back byte for byte
 * (scripts/build-search-vocabulary.ts splits Pagefind's word index into smaller chunks); anything
 * else (maps, floats, tags) throws, so a change in Pagefind's format stops the build instead of
 * producing an index the search cannot read.
 */

export type CborValue = number | string | Uint8Array | CborValue[];

export class CborError extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

export function decodeCbor(bytes: Uint8Array): CborValue {
  let at = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : 0;
    if (size === 0 || at + size > bytes.length)
      throw new CborError(`unsupported CBOR length at byte ${at}`);
    const value =
      size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at) : view.getUint32(at);
    at += size;
    return value;
  };
  const item = (): CborValue => {
    if (at >= bytes.length) throw new CborError('CBOR ends early');
    const initial = bytes[at++]!;
    const major = initial >> 5;
    const length = argument(initial & 31);
    switch (major) {
      case 0:
        return length;
      case 1:
        return -1 - length;
      case 2:
      case 3: {
        if (at + length > bytes.length) throw new CborError('CBOR string ends early');
        const slice = bytes.subarray(at, at + length);
        at += length;
        return major === 2 ? slice.slice() : utf8.decode(slice);
      }
      case 4:
        return Array.from({ length }, item);
      default:
        throw new CborError(`unsupported CBOR major type ${major} at byte ${at - 1}`);
    }
  };
  const value = item();
  if (at !== bytes.length)
    throw new CborError(`${bytes.length - at} bytes left after the CBOR value`);
  return value;
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const head = (major: number, length: number) => {
    if (!Number.isInteger(length) || length < 0 || length > 0xffffffff)
      throw new CborError(`cannot encode ${length}`);
    if (length < 24) out.push((major << 5) | length);
    else if (length < 0x100) out.push((major << 5) | 24, length);
    else if (length < 0x10000) out.push((major << 5) | 25, length >> 8, length & 0xff);
    else
      out.push(
        (major << 5) | 26,
        (length >>> 24) & 0xff,
        (length >>> 16) & 0xff,
        (length >>> 8) & 0xff,
        length & 0xff,
      );
  };
  const item = (node: CborValue) => {
    if (typeof node === 'number') {
      if (node >= 0) head(0, node);
      else head(1, -1 - node);
    } else if (typeof node === 'string') {
      const bytes = encoder.encode(node);
      head(3, bytes.length);
      for (const byte of bytes) out.push(byte);
    } else if (node instanceof Uint8Array) {
      head(2, node.length);
      for (const byte of node) out.push(byte);
    } else {
      head(4, node.length);
      node.forEach(item);
    }
  };
  item(value);
  return Uint8Array.from(out);
}

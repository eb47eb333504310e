/** Reads a ZIP archive back, for tests of the EPUBs: each entry's name, method and checked bytes. */
import { crc32, inflateRawSync } from 'node:zlib';

export interface ReadEntry {
  name: string;
  method: number;
  /** Where its local header starts (an EPUB's `mimetype` must be at 0). */
  offset: number;
  data: Buffer;
}

export function readZip(archive: Buffer): ReadEntry[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries: ReadEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central header at ${at}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`no local header for ${name}`);
    const start =
      offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const body = archive.subarray(start, start + compressed);
    const data = method === 0 ? Buffer.from(body) : inflateRawSync(body);
    if (crc32(data) !== crc) throw new Error(`${name}: checksum does not match`);
    entries.push({ name, method, offset, data });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

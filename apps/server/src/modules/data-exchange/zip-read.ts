import { crc32, inflateRawSync } from 'node:zlib';

// Reads a zip of pictures (as Windows, macOS or a phone's files app makes one) from memory. Only
// the central directory is read up front; an entry is inflated when asked for, never beyond the
// size its directory states, so a zip bomb stops at the limits instead of filling the memory.

export type ZipLimits = { maxEntries: number; maxTotalBytes: number; maxEntryBytes: number };

/** What is wrong with the zip or one of its entries, in words for the admin. */
export class ZipProblem extends Error {}

export type ZipEntry = { path: string; size: number; read(): Buffer };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndRecord(data: Buffer): number {
  // The end record is the last 22 bytes, or before them a comment of at most 65,535 bytes.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at--) {
    if (data.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipProblem('it is not a zip file');
}

/** Folders, and the hidden files macOS adds (__MACOSX/…, .DS_Store), hold no pictures. */
const isClutter = (path: string) =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || (path.split('/').pop() ?? '').startsWith('.');

/** The zip's files (folders and hidden files left out), each read on demand. */
export function readZip(data: Buffer, limits: ZipLimits): ZipEntry[] {
  const end = findEndRecord(data);
  const count = data.readUInt16LE(end + 10);
  const directoryAt = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryAt === 0xffffffff) throw new ZipProblem('it is a zip64 file');
  if (count > limits.maxEntries) throw new ZipProblem(`it holds more than ${limits.maxEntries} files`);

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL)
      throw new ZipProblem('its list of files is damaged');
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const crc = data.readUInt32LE(at + 16);
    const packed = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const localAt = data.readUInt32LE(at + 42);
    const path = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    if (isClutter(path)) continue;
    if (flags & 1) throw new ZipProblem(`${path} is protected by a password`);
    if (method !== 0 && method !== 8) throw new ZipProblem(`${path} is packed in a way we cannot read`);
    if (size > limits.maxEntryBytes)
      throw new ZipProblem(`${path} is larger than ${limits.maxEntryBytes / 2 ** 20} MB`);
    total += size;
    if (total > limits.maxTotalBytes)
      throw new ZipProblem(`unpacked, it is larger than ${limits.maxTotalBytes / 2 ** 20} MB`);
    entries.push({
      path,
      size,
      read() {
        if (localAt + 30 > data.length || data.readUInt32LE(localAt) !== LOCAL)
          throw new ZipProblem(`${path} is damaged`);
        const start = localAt + 30 + data.readUInt16LE(localAt + 26) + data.readUInt16LE(localAt + 28);
        const raw = data.subarray(start, start + packed);
        let bytes: Buffer;
        try {
          // maxOutputLength: a stream that unpacks past its stated size is refused, not grown.
          bytes =
            method === 0 ? Buffer.from(raw) : inflateRawSync(raw, { maxOutputLength: Math.max(size, 1) });
        } catch {
          throw new ZipProblem(`${path} is damaged`);
        }
        if (bytes.length !== size || crc32(bytes) !== crc) throw new ZipProblem(`${path} is damaged`);
        return bytes;
      },
    });
  }
  return entries;
}
